import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { useServiceSelection } from '../../../stores/service-selection';
import type { useFlyGreen } from '../api/fly-green';
import { formatAmount } from '@skybook/domain/money-format';

const NONE = 'none';

export interface FlyGreenSectionProps {
  readonly offer: ReturnType<typeof useFlyGreen>;
  readonly language: Language;
}

/** The FlyGreen donation (requirements §9: 10,000 / 20,000 / 50,000 VND), shown also in the booking currency. */
export function FlyGreenSection({ offer, language }: FlyGreenSectionProps) {
  const { t } = useTranslation('selectService');
  const chosen = useServiceSelection((state) => state.flyGreenVnd);
  const setFlyGreen = useServiceSelection((state) => state.setFlyGreen);
  if (!offer.data) return null;
  const { options, currency, description } = offer.data;
  return (
    <div className="fly-green">
      <p className="product-card__description">{description}</p>
      <RadioGroup
        className="pack-choice__group"
        value={chosen === null ? NONE : String(chosen)}
        onChange={(value) => {
          setFlyGreen(value === NONE ? null : Number(value));
        }}
      >
        <Label className="pack-choice__label">{t('flyGreen.choose')}</Label>
        <div className="pack-choice__options">
          <RadioField value={NONE}>
            <RadioButton className="pack-option">
              <span className="pack-option__weight">{t('flyGreen.none')}</span>
            </RadioButton>
          </RadioField>
          {options.map((option) => (
            <RadioField key={option.amountVnd} value={String(option.amountVnd)}>
              <RadioButton className="pack-option">
                <span className="pack-option__weight">{formatAmount(option.amountVnd, 'VND', language)}</span>
                {currency === 'VND' ? null : (
                  <span className="pack-option__price">
                    {t('flyGreen.converted', { amount: formatAmount(option.amount, currency, language) })}
                  </span>
                )}
              </RadioButton>
            </RadioField>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
