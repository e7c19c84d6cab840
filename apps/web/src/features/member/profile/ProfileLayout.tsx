import type { SiteRouteId } from '@skybook/contracts/site-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { useLiveProfile } from '../api/live-profile';
import { signOut } from '../session/sign-out';
import { MemberSummary } from './MemberSummary';
import './profile.css';

/** The profile's pages in the side navigation's order (requirements §2 Profile), and their paths. */
const PROFILE_LINKS: readonly { readonly id: SiteRouteId; readonly path: string }[] = [
  { id: 'profileAccount', path: 'profile/account' },
  { id: 'profilePersonal', path: 'profile/personal' },
  { id: 'profileTravelHistory', path: 'profile/history-travel' },
  { id: 'profileTransactions', path: 'profile/transaction-history' },
  { id: 'profilePromotions', path: 'profile/promotion' },
  { id: 'profileFamily', path: 'profile/family-list' },
  { id: 'profileBookings', path: 'profile/booking-history' },
  { id: 'changePassword', path: 'change-password' },
];

/**
 * The frame of every profile page: the member's summary, a navigation to each profile page (a
 * column on wide screens, a row that scrolls sideways on phones) with "Sign out", then the page.
 */
export function ProfileLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  // Points credited, a top-up, a booking paid: the open page refetches as they happen (decision 034).
  useLiveProfile();

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      client.removeQueries({ queryKey: ['member'] });
      await navigate(sitePath(language));
    }
  };

  return (
    <div className="profile">
      <MemberSummary />
      <div className="profile__body">
        <nav className="profile-nav" aria-label={t('profile.navLabel')}>
          <ul className="profile-nav__list">
            {PROFILE_LINKS.map((link) => (
              <li key={link.id}>
                <NavLink to={sitePath(language, link.path)} className="profile-nav__link" end>
                  {tCommon(`titles.${link.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="profile-nav__signout"
            onPress={() => void leave()}
            isPending={leaving}
          >
            {t('profile.signOut')}
          </Button>
        </nav>
        <div className="profile__page">{children}</div>
      </div>
    </div>
  );
}
