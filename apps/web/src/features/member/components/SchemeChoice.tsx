import { MEMBER_SCHEMES, type MemberScheme } from '@skybook/domain/member-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useCurrentLanguage } from '../../../lib/site-path';
import { authorizationUrl, type AuthorizationAction } from '../session/authorization';

interface SchemeChoiceProps {
  readonly action: AuthorizationAction;
  readonly fromPath: string | null;
}

/**
 * The two loyalty schemes, each with a button that opens the provider's sign-in or sign-up page
 * for it (Skyclub: e-mail or phone and a password; SkyJoy: phone and a 6-digit PIN).
 */
export function SchemeChoice({ action, fromPath }: SchemeChoiceProps) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [leavingFor, setLeavingFor] = useState<MemberScheme | null>(null);
  const [failed, setFailed] = useState(false);
  const idPrefix = useId();

  const open = async (scheme: MemberScheme) => {
    setLeavingFor(scheme);
    setFailed(false);
    try {
      location.assign(await authorizationUrl({ scheme, action, language, fromPath }));
    } catch {
      setLeavingFor(null);
      setFailed(true);
    }
  };

  return (
    <div className="member-schemes">
      {failed ? (
        <p role="alert" className="member-alert">
          {t('auth.startFailed')}
        </p>
      ) : null}
      {MEMBER_SCHEMES.map((scheme) => (
        <section key={scheme} className="member-card member-scheme" aria-labelledby={`${idPrefix}-${scheme}`}>
          <h2 id={`${idPrefix}-${scheme}`} className="member-card__title">
            {t(`schemes.${scheme}.name`)}
          </h2>
          <p className="member-note">{t(`schemes.${scheme}.${action}`)}</p>
          <Button
            className="member-scheme__button"
            isDisabled={leavingFor !== null}
            onPress={() => void open(scheme)}
          >
            {leavingFor === scheme
              ? t('auth.leaving')
              : t(action === 'signin' ? 'auth.signInWith' : 'auth.signUpWith', {
                  scheme: t(`schemes.${scheme}.name`),
                })}
          </Button>
        </section>
      ))}
    </div>
  );
}
