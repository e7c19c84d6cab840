import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useFieldErrorText, type PaymentControl } from './fields';

export interface TermsCheckboxProps {
  readonly control: PaymentControl;
  /** The method's own terms to read (pay later), if any. */
  readonly termsKey: LegalContentKey | null;
  readonly onRead: (termsKey: LegalContentKey) => void;
}

/** The texts every payment agrees to, as the checkbox names them. */
const PAYMENT_TEXTS = ['paymentTerms', 'fareRules'] as const satisfies readonly LegalContentKey[];

/** How a text is named on its button (and on its dialog while it loads). */
export function termsTextName(t: TFunction<'payment'>, key: LegalContentKey): string {
  return key === 'paymentTerms' || key === 'fareRules' ? t(`terms.names.${key}`) : t('terms.names.method');
}

/**
 * The payment terms agreement must be ticked before paying. Every text it names — the
 * payment terms, the fare conditions, and the method's own terms when it has some — opens from
 * a button under it (a button inside the label would tick the box as it is pressed).
 */
export function TermsCheckbox({ control, termsKey, onRead }: TermsCheckboxProps) {
  const { t } = useTranslation('payment');
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'acceptedTerms' });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  const texts: LegalContentKey[] = termsKey ? [...PAYMENT_TEXTS, termsKey] : [...PAYMENT_TEXTS];
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
      <ul className="pay-terms__texts" aria-label={t('terms.readLabel')}>
        {texts.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="pay-link-button"
              onClick={() => {
                onRead(key);
              }}
            >
              {termsTextName(t, key)}
            </button>
          </li>
        ))}
      </ul>
      <p id="pay-accepted-terms-error" className="pay-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
