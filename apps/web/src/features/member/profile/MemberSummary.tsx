import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/site-path';
import { useMemberProfile } from '../../../lib/member-profile';
import { usePoints, useWallet } from './profile-api';
import { formatVnd } from './profile-format';

/**
 * The member at a glance (requirements §3 Profile): full name (family name, then middle and given
 * names), member code, scheme, card rank, points, and the wallet's balance once it is active.
 */
export function MemberSummary() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const profile = useMemberProfile();
  const points = usePoints();
  const wallet = useWallet();
  const user = profile.data;
  const number = new Intl.NumberFormat(language);
  return (
    <section className="member-card profile-summary" aria-labelledby="profile-summary-name">
      <h2 id="profile-summary-name" className="member-card__title">
        {user?.fullName ?? t('profile.loading')}
      </h2>
      <dl className="profile-summary__facts">
        <div>
          <dt>{t('profile.memberCode')}</dt>
          <dd>{user?.memberCode ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.scheme')}</dt>
          <dd>{user ? t(`schemes.${user.scheme}.name`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.cardRank')}</dt>
          <dd>{points.data ? t(`profile.tiers.${points.data.cardRank.tier}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.points')}</dt>
          <dd>{points.data ? number.format(points.data.balance) : '—'}</dd>
        </div>
        {wallet.data?.active ? (
          <div>
            <dt>{t('profile.walletBalance')}</dt>
            <dd>{formatVnd(wallet.data.balance, language)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
