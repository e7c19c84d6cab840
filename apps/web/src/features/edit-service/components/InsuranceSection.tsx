import type { InsuranceQuoteResponse } from '@skybook/contracts/ancillaries';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { formatAmount } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { addAddition, removeSlot, type Additions } from '../additions';
import { nameOf } from './passenger-name';

export interface InsuranceSectionProps {
  readonly reservation: ReservationDto;
  readonly plans: InsuranceQuoteResponse;
  readonly isOpen: boolean;
  readonly additions: Additions;
  readonly onChange: (additions: Additions) => void;
  readonly locale: string;
}

/** Travel insurance for the whole trip, per passenger not yet insured, until its cut-off. */
export function InsuranceSection(props: InsuranceSectionProps) {
  const { reservation, plans, isOpen, additions, onChange, locale } = props;
  const { t } = useTranslation('editService');
  return (
    <section className="edit-service__section" aria-labelledby="edit-insurance">
      <h2 id="edit-insurance">{t('insurance.heading')}</h2>
      {reservation.passengers.map((passenger) => {
        const has = reservation.insurance.find((insurance) => insurance.passengerKey === passenger.key);
        if (has) {
          return (
            <p key={passenger.key} className="edit-service__row edit-service__locked">
              <span>{nameOf(passenger)}</span>
              <span>
                {has.name} <span className="edit-service__badge">{t('bought')}</span>
              </span>
            </p>
          );
        }
        const offered = plans.plans.flatMap((plan) => {
          const premium = plan.premiums.find((p) => p.passengerKey === passenger.key);
          return premium ? [{ plan, amount: premium.totalAmount }] : [];
        });
        const slot = `insurance|${passenger.key}`;
        const current = additions.get(slot);
        const value = current?.kind === 'insurance' ? current.choice.planCode : '';
        return (
          <fieldset key={passenger.key} className="edit-service__choices">
            <legend>{t('insurance.for', { name: nameOf(passenger) })}</legend>
            {!isOpen || offered.length === 0 ? (
              <p>{t('closed')}</p>
            ) : (
              <>
                <label className="edit-service__choice">
                  <input
                    type="radio"
                    name={`insurance-${passenger.key}`}
                    checked={value === ''}
                    onChange={() => {
                      onChange(removeSlot(additions, slot));
                    }}
                  />
                  {t('insurance.none')}
                </label>
                {offered.map(({ plan, amount }) => (
                  <label key={plan.code} className="edit-service__choice">
                    <input
                      type="radio"
                      name={`insurance-${passenger.key}`}
                      checked={value === plan.code}
                      onChange={() => {
                        onChange(
                          addAddition(additions, {
                            kind: 'insurance',
                            choice: { passengerKey: passenger.key, planCode: plan.code },
                            amount,
                            label: plan.name,
                            termsKey: plan.termsKey,
                          }),
                        );
                      }}
                    />
                    {t('insurance.plan', {
                      name: plan.name,
                      price: formatAmount(amount, plans.currency, locale),
                    })}
                  </label>
                ))}
              </>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
