import type { LegalContentKey } from '@skybook/contracts/legal-content';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useFieldErrorText, type PaymentControl } from './fields';

export interface TermsCheckboxProps {
  readonly control: PaymentControl;
  /** The method's own terms to read (pay later), if any. */
  readonly termsKey: LegalContentKey | null;
  readonly onRead: (termsKey: LegalContentKey) => void;
}

/** SPEC §5: the payment terms agreement must be ticked before paying. */
export function TermsCheckbox({ control, termsKey, onRead }: TermsCheckboxProps) {
  const { t } = useTranslation('payment');
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'acceptedTerms' });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  return (
    <div className="pay-terms">
      <div className="pay-terms__row">
        <input
          id="pay-accepted-terms"
          type="checkbox"
          ref={ref}
          name={fieldName}
          checked={value}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          onBlur={onBlur}
          className="pay-terms__box"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'pay-accepted-terms-error' : undefined}
        />
        <label htmlFor="pay-accepted-terms">
          {termsKey ? t('terms.acceptWithMethod') : t('terms.accept')}
        </label>
      </div>
      {termsKey ? (
        <button
          type="button"
          className="pay-link-button"
          onClick={() => {
            onRead(termsKey);
          }}
        >
          {t('terms.read')}
        </button>
      ) : null}
      <p id="pay-accepted-terms-error" className="pay-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
