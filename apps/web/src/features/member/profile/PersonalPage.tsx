import { useMemberProfile } from '../../../lib/member-profile';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NationalIdButton } from '../components/NationalIdButton';
import { PersonalForm } from './PersonalForm';
import { useNationalIdLink } from './profile-api';
import { ProfileLayout } from './ProfileLayout';

/**
 * `/profile/personal` (requirements §3 Profile, Emergency contact): the member's details, editable, and
 * the link to the national digital ID.
 */
export function PersonalPage() {
  const { t } = useTranslation('member');
  const profile = useMemberProfile();
  const { pathname } = useLocation();
  const nationalId = useNationalIdLink();
  return (
    <ProfileLayout>
      {profile.data ? (
        <>
          <PersonalForm user={profile.data} />
          {/* VNeID verifies the name and birth date; it comes back here once linked (decision 035). */}
          {nationalId.data ? (
            <p className="member-note" data-testid="national-id-linked">
              {t('nationalId.linked', {
                name: nationalId.data.fullName,
                birthDate: nationalId.data.birthDate,
              })}
            </p>
          ) : null}
          <NationalIdButton purpose="link" fromPath={pathname} />
        </>
      ) : profile.isError ? (
        <p role="alert" className="member-alert">
          {t('profile.loadFailed')}
        </p>
      ) : (
        <p className="member-note">{t('profile.loading')}</p>
      )}
    </ProfileLayout>
  );
}
