import { useTranslation } from 'react-i18next';
import { useCaptchaChecking } from '../../lib/captcha-retry';

/**
 * The lookup form's live region: "Checking that you are not a robot…" while the server's
 * proof-of-work challenge is solved for the lookup (decision 045), empty otherwise. Always
 * rendered, so screen readers hear the change.
 */
export function CaptchaStatus() {
  const { t } = useTranslation();
  const checking = useCaptchaChecking();
  return (
    <p role="status" className="lookup-form__captcha">
      {checking ? t('api.captchaChecking') : ''}
    </p>
  );
}
