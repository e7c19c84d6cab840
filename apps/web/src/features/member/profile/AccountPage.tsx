import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { useMemberProfile } from '../../../lib/member-profile';
import { ProfileLayout } from './ProfileLayout';
import { WalletCard } from './wallet/WalletCard';

/** The account page's quick links: where a member most often goes next. */
const QUICK_LINKS = [
  { key: 'personal', path: 'profile/personal' },
  { key: 'travelHistory', path: 'profile/history-travel' },
  { key: 'transactions', path: 'profile/transaction-history' },
  { key: 'manageBooking', path: 'my/search-booking' },
] as const;

/**
 * `/profile/account` (requirements §2 Profile): the summary, the sign-in e-mail and phone with
 * whether each is verified, the wallet, and quick links.
 */
export function AccountPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const profile = useMemberProfile();
  const user = profile.data;
  const verified = (isVerified: boolean) => (
    <span className={isVerified ? 'profile-tag profile-tag--ok' : 'profile-tag'}>
      {isVerified ? t('account.verified') : t('account.notVerified')}
    </span>
  );
  return (
    <ProfileLayout>
      <section className="member-card" aria-labelledby="account-contact-title">
        <h2 id="account-contact-title" className="member-card__title">
          {t('account.contactTitle')}
        </h2>
        {profile.isError && !user ? (
          <p role="alert" className="member-alert">
            {t('profile.loadFailed')}
          </p>
        ) : null}
        <dl className="profile-facts">
          <div>
            <dt>{t('account.email')}</dt>
            <dd>
              {user?.email.email ?? t('account.none')}{' '}
              {user?.email.email ? verified(user.email.verified) : null}
            </dd>
          </div>
          <div>
            <dt>{t('account.phone')}</dt>
            <dd>
              {user?.phone.phone ?? t('account.none')}{' '}
              {user?.phone.phone ? verified(user.phone.verified) : null}
            </dd>
          </div>
        </dl>
      </section>
      <WalletCard />
      <section className="member-card" aria-labelledby="account-links-title">
        <h2 id="account-links-title" className="member-card__title">
          {t('account.quickLinks')}
        </h2>
        <ul className="profile-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.key}>
              <Link className="member-link" to={sitePath(language, link.path)}>
                {t(`account.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ProfileLayout>
  );
}
