import type { LegalContentKey } from '@skybook/contracts/legal-content';
import { useTranslation } from 'react-i18next';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { useServiceSelection } from '../../../stores/service-selection';

export interface TermsAcceptanceProps {
  readonly termsKey: LegalContentKey;
  /** Opens the text of the terms. */
  readonly onRead: (termsKey: LegalContentKey) => void;
}

/** "I have read and accept the terms": the extras that need them can be chosen once ticked. */
export function TermsAcceptance({ termsKey, onRead }: TermsAcceptanceProps) {
  const { t } = useTranslation('selectService');
  const accepted = useServiceSelection((state) => state.acceptedTerms.includes(termsKey));
  const setTermsAccepted = useServiceSelection((state) => state.setTermsAccepted);
  const name = t(`terms.names.${termsKey}`);
  return (
    <div className="terms-acceptance">
      <CheckboxField
        isSelected={accepted}
        onChange={(isSelected) => {
          setTermsAccepted(termsKey, isSelected);
        }}
      >
        <CheckboxButton className="choice-check">
          <span className="choice-check__box" aria-hidden="true" />
          <span>{t('terms.accept', { name })}</span>
        </CheckboxButton>
      </CheckboxField>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onRead(termsKey);
        }}
      >
        {t('terms.read', { name })}
      </button>
      {accepted ? null : <p className="service-note">{t('terms.needed')}</p>}
    </div>
  );
}
