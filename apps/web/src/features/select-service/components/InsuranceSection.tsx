import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { ApiError } from '../../../lib/api-client';
import { useServiceSelection } from '../../../stores/service-selection';
import { useInsuranceQuote } from '../api/insurances';
import { formatAmount } from '@skybook/domain/money-format';
import type { ServicePassenger } from '../passengers';
import { TermsAcceptance } from './TermsAcceptance';

const NONE = 'none';

export interface InsuranceSectionProps {
  readonly passengers: readonly ServicePassenger[];
  readonly language: Language;
  readonly onReadTerms: (termsKey: LegalContentKey) => void;
}

/** Travel insurance for the whole trip: the plans with their cover, and a plan (or none) per passenger. */
export function InsuranceSection({ passengers, language, onReadTerms }: InsuranceSectionProps) {
  const { t } = useTranslation('selectService');
  const quote = useInsuranceQuote(
    passengers.map(({ key, dateOfBirth }) => ({ key, dateOfBirth })),
    language,
  );
  const insurance = useServiceSelection((state) => state.insurance);
  const acceptedTerms = useServiceSelection((state) => state.acceptedTerms);
  const setInsurance = useServiceSelection((state) => state.setInsurance);

  if (quote.isPending) return <p role="status">{t('loading')}</p>;
  if (quote.isError)
    return <p role="alert">{quote.error instanceof ApiError ? quote.error.message : t('loadFailed')}</p>;
  const { plans, currency, days } = quote.data;
  if (plans.length === 0) return <p className="service-note">{t('unavailable.serviceNotSupported')}</p>;
  const termsKeys = [...new Set(plans.map((plan) => plan.termsKey))];

  return (
    <div className="insurance">
      <p className="service-note">{t('insurance.days', { days })}</p>
      <ul className="insurance__plans">
        {plans.map((plan) => (
          <li key={plan.code} className="insurance__plan">
            <h4 className="insurance__plan-name">{plan.name}</h4>
            <ul className="insurance__coverage">
              {plan.coverage.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {termsKeys.map((termsKey) => (
        <TermsAcceptance key={termsKey} termsKey={termsKey} onRead={onReadTerms} />
      ))}
      {passengers.map((passenger) => {
        const chosen = insurance.find((choice) => choice.passengerKey === passenger.key)?.planCode ?? NONE;
        return (
          <RadioGroup
            key={passenger.key}
            className="pack-choice__group"
            value={chosen}
            onChange={(code) => {
              const plan = plans.find((each) => each.code === code);
              setInsurance(passenger.key, plan ? { code: plan.code, termsKey: plan.termsKey } : null);
            }}
          >
            <Label className="pack-choice__label">{t('insurance.for', { name: passenger.name })}</Label>
            <div className="pack-choice__options">
              <RadioField value={NONE}>
                <RadioButton className="pack-option">
                  <span className="pack-option__weight">{t('insurance.none')}</span>
                </RadioButton>
              </RadioField>
              {plans.map((plan) => {
                const premium = plan.premiums.find((each) => each.passengerKey === passenger.key);
                if (!premium) return null;
                return (
                  <RadioField
                    key={plan.code}
                    value={plan.code}
                    isDisabled={!acceptedTerms.includes(plan.termsKey)}
                  >
                    <RadioButton className="pack-option">
                      <span className="pack-option__weight">{plan.name}</span>
                      <span className="pack-option__price">
                        {formatAmount(premium.totalAmount, currency, language)}
                      </span>
                    </RadioButton>
                  </RadioField>
                );
              })}
            </div>
          </RadioGroup>
        );
      })}
    </div>
  );
}
