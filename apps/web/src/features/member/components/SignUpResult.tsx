import { isMemberScheme } from '@skybook/domain/member-rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';

/**
 * `/signup/result` (requirements §2 Auth): where the provider sends a new member — Skyclub: follow the
 * link sent by e-mail, then sign in; SkyJoy: the account is ready, sign in.
 */
export function SignUpResult() {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const requested = params.get('scheme');
  const scheme = isMemberScheme(requested) ? requested : 'skyclub';
  const status = params.get('status') === 'verifyEmail' ? 'verifyEmail' : 'created';
  const signIn = `${sitePath(language, 'signin/redirect')}?${new URLSearchParams({ scheme }).toString()}`;
  return (
    <section className="member-card member-result" aria-labelledby="signup-result-title">
      <h2 id="signup-result-title" className="member-card__title">
        {t(`signUpResult.${status}.title`, { scheme: t(`schemes.${scheme}.name`) })}
      </h2>
      <p>{t(`signUpResult.${status}.message`)}</p>
      <Link to={signIn} className={buttonClassName('primary')}>
        {t('signUpResult.signIn', { scheme: t(`schemes.${scheme}.name`) })}
      </Link>
    </section>
  );
}
