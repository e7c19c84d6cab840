import type { AncillaryOptionsResponse, AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { CurrencyCode } from '@skybook/domain/currency';
import { useTranslation } from 'react-i18next';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { useServiceSelection } from '../../../stores/service-selection';
import { formatAmount } from '@skybook/domain/money-format';
import type { ServicePassenger } from '../passengers';
import { UnavailableNote } from './UnavailableNote';

const NONE = 'none';

export interface PackChoiceProps {
  readonly journeyIndex: number;
  readonly serviceType: 'luggage' | 'oversizeLuggage';
  /** The packs on sale, lightest first. */
  readonly products: readonly AncillaryProductDto[];
  readonly allowance: AncillaryOptionsResponse['allowance'];
  readonly passenger: ServicePassenger | null;
  readonly currency: CurrencyCode;
  readonly locale: string;
}

/**
 * Luggage packs (15/20/25/30 kg) or oversize packs (20/25/30/40 kg), requirements §9: one pack per
 * passenger and direction, with what the fare family already includes.
 */
export function PackChoice({
  journeyIndex,
  serviceType,
  products,
  allowance,
  passenger,
  currency,
  locale,
}: PackChoiceProps) {
  const { t } = useTranslation('selectService');
  const chosen = useServiceSelection(
    (state) =>
      state.journeys[journeyIndex]?.items.find(
        (item) => item.serviceType === serviceType && item.passengerKey === (passenger?.key ?? null),
      )?.productCode ?? NONE,
  );
  const chooseOnly = useServiceSelection((state) => state.chooseOnly);
  const packs = [...products].sort((a, b) => (a.weightKg ?? 0) - (b.weightKg ?? 0));
  const allowanceText =
    serviceType === 'luggage'
      ? t(allowance.checkedBaggageKg > 0 ? 'luggage.allowance' : 'luggage.allowanceCabinOnly', {
          family: allowance.fareFamily,
          cabin: allowance.cabinBaggageKg,
          checked: allowance.checkedBaggageKg,
        })
      : t('luggage.oversizeLimits');
  return (
    <div className="pack-choice">
      <p className="allowance">{allowanceText}</p>
      {serviceType === 'luggage' && allowance.golfBag ? (
        <p className="allowance">{t('luggage.golfBag')}</p>
      ) : null}
      {passenger === null ? (
        <p className="service-note">{t('product.choosePassenger')}</p>
      ) : (
        <RadioGroup
          className="pack-choice__group"
          value={chosen}
          onChange={(code) => {
            const product = packs.find((pack) => pack.code === code) ?? null;
            chooseOnly(
              journeyIndex,
              { passengerKey: passenger.key, flightIndex: null },
              serviceType,
              product,
            );
          }}
        >
          <Label className="pack-choice__label">
            {t(serviceType === 'luggage' ? 'luggage.choose' : 'luggage.chooseOversize', {
              name: passenger.name,
            })}
          </Label>
          <div className="pack-choice__options">
            <RadioField value={NONE}>
              <RadioButton className="pack-option">
                <span className="pack-option__weight">{t('luggage.none')}</span>
              </RadioButton>
            </RadioField>
            {packs.map((pack) =>
              pack.available ? (
                <RadioField key={pack.code} value={pack.code}>
                  <RadioButton className="pack-option">
                    <span className="pack-option__weight">
                      {pack.weightKg === null ? pack.name : t('luggage.weight', { kg: pack.weightKg })}
                    </span>
                    <span className="pack-option__price">
                      {formatAmount(pack.totalAmount, currency, locale)}
                    </span>
                  </RadioButton>
                </RadioField>
              ) : (
                <UnavailableNote key={pack.code} reason={pack.unavailableReason} label={pack.name} />
              ),
            )}
          </div>
        </RadioGroup>
      )}
    </div>
  );
}
