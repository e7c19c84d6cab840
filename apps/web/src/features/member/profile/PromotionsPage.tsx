import { LOYALTY_TIERS, TIER_MULTIPLIER_PERMILLE, TIER_THRESHOLDS } from '@skybook/domain/loyalty-points';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/site-path';
import { ProfileLayout } from './ProfileLayout';
import { usePoints, useTransactions } from './profile-api';
import { formatInstant, formatVnd } from './profile-format';

/**
 * `/profile/promotion`: what the member has been given — the wallet's promotion credits (the
 * transaction history's promotion type) — and what their card rank brings (decision 030: each
 * tier multiplies the points a flight earns), with the tiers' thresholds.
 */
export function PromotionsPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const credits = useTransactions('promotion', 1);
  const points = usePoints();
  const number = new Intl.NumberFormat(language);
  const tier = points.data?.cardRank.tier;
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="promotion-credits-title">
        <h2 id="promotion-credits-title" className="member-card__title">
          {t('promotions.creditsTitle')}
        </h2>
        {credits.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : !credits.data ? (
          <p className="member-note">{t('profile.loading')}</p>
        ) : credits.data.detail.length === 0 ? (
          <p className="member-note">{t('promotions.noCredits')}</p>
        ) : (
          <ul className="profile-list">
            {credits.data.detail.map((credit) => (
              <li key={credit.id}>
                <strong>{formatVnd(credit.amount, language)}</strong> — {credit.reference} (
                {formatInstant(credit.createdAt, language)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="member-card" aria-labelledby="promotion-tiers-title">
        <h2 id="promotion-tiers-title" className="member-card__title">
          {t('promotions.tiersTitle')}
        </h2>
        {points.isError ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : null}
        {tier ? <p>{t('promotions.yourTier', { tier: t(`profile.tiers.${tier}`) })}</p> : null}
        <div className="profile-table-wrap">
          <table className="profile-table" aria-labelledby="promotion-tiers-title">
            <thead>
              <tr>
                <th scope="col">{t('profile.cardRank')}</th>
                <th scope="col" className="profile-table__number">
                  {t('promotions.threshold')}
                </th>
                <th scope="col" className="profile-table__number">
                  {t('promotions.multiplier')}
                </th>
              </tr>
            </thead>
            <tbody>
              {LOYALTY_TIERS.map((item) => (
                <tr
                  key={item}
                  aria-current={item === tier ? 'true' : undefined}
                  className={item === tier ? 'profile-current' : undefined}
                >
                  <th scope="row">{t(`profile.tiers.${item}`)}</th>
                  <td className="profile-table__number">{number.format(TIER_THRESHOLDS[item])}</td>
                  <td className="profile-table__number">
                    ×{number.format(TIER_MULTIPLIER_PERMILLE[item] / 1000)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="member-note">{t('promotions.tiersNote')}</p>
      </section>
    </ProfileLayout>
  );
}
