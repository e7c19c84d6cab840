import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import { SchemeChoice } from './SchemeChoice';

/** `/signup` (requirements §2 Auth): the choice of scheme to join, at the provider's sign-up page. */
export function SignUpPage() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  return (
    <div className="member-auth">
      <p className="member-lead">{t('auth.signUpIntro')}</p>
      <SchemeChoice action="signup" fromPath={params.get('fromPath')} />
      <p className="member-note">
        {t('auth.haveAccount')}{' '}
        <Link to={sitePath(language, 'signin')} className="member-link">
          {t('auth.signInLink')}
        </Link>
      </p>
    </div>
  );
}
