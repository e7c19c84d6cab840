import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useCurrentLanguage } from '../../../lib/site-path';
import { safeReturnPath } from '../session/authorization';
import { nationalIdUrl, type NationalIdPurpose } from '../session/national-id';

interface NationalIdButtonProps {
  readonly purpose: NationalIdPurpose;
  /** The site path to come back to. */
  readonly fromPath: string | null;
}

/**
 * Opens the national digital ID (VNeID) to sign in with a linked national ID, or to link the
 * signed-in member's (decision 035).
 */
export function NationalIdButton({ purpose, fromPath }: NationalIdButtonProps) {
  const { t } = useTranslation('member');
  const language = useCurrentLanguage();
  const [leaving, setLeaving] = useState(false);
  const open = () => {
    setLeaving(true);
    location.assign(nationalIdUrl({ language, purpose, returnPath: safeReturnPath(fromPath, language) }));
  };
  return (
    <section className="member-card member-national-id" aria-labelledby={`national-id-${purpose}`}>
      <h2 id={`national-id-${purpose}`} className="member-card__title">
        {t('nationalId.title')}
      </h2>
      <p className="member-note">
        {t(purpose === 'signin' ? 'nationalId.signInIntro' : 'nationalId.linkIntro')}
      </p>
      <Button variant="secondary" className="member-scheme__button" isDisabled={leaving} onPress={open}>
        {leaving ? t('auth.leaving') : t(purpose === 'signin' ? 'nationalId.signIn' : 'nationalId.link')}
      </Button>
    </section>
  );
}
