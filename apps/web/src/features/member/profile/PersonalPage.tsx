import { useMemberProfile } from '../api/profile';
import { useTranslation } from 'react-i18next';
import { PersonalForm } from './PersonalForm';
import { ProfileLayout } from './ProfileLayout';

/** `/profile/personal` (requirements §3 Profile, Emergency contact): the member's details, editable. */
export function PersonalPage() {
  const { t } = useTranslation('member');
  const profile = useMemberProfile();
  return (
    <ProfileLayout>
      {profile.data ? (
        <PersonalForm user={profile.data} />
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
