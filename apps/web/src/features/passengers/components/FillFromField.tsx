import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import type { PassengerDetailsDraft } from '../../../stores/passenger-details';
import { cardFills, travellerName, type Traveller } from '../member-prefill';
import { applyFills } from '../use-member-prefill';

export interface FillFromFieldProps {
  readonly index: number;
  readonly type: PassengerType;
  /** The member and family members whose age fits the card, the member first. */
  readonly choices: readonly Traveller[];
  readonly requiresDocuments: boolean;
}

/**
 * "Fill from: me / a family member" on a passenger card (requirements §3 family member): a native
 * select, so it is the phone's own picker and the keyboard's, and a button that fills the card,
 * so moving through the list fills nothing. The chosen person replaces whoever the card held
 * (member-prefill.ts `cardFills`); the fill is announced.
 */
export function FillFromField({ index, type, choices, requiresDocuments }: FillFromFieldProps) {
  const { t } = useTranslation('passengers');
  const form = useFormContext<PassengerDetailsDraft, unknown, PassengerDetails>();
  const [chosenId, setChosenId] = useState('');
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const chosen = choices.find((choice) => choice.id === chosenId) ?? choices[0];
  const id = `pax-fill-${String(index)}`;

  function label(traveller: Traveller): string {
    const name = travellerName(traveller);
    return traveller.relation === null
      ? t('fillFrom.me', { name })
      : t('fillFrom.family', { name, relation: t(`relations.${traveller.relation}`) });
  }

  return (
    <div className="field pax-fill pax-field--full">
      <label htmlFor={id} className="field__label">
        {t('fillFrom.label')}
      </label>
      <div className="pax-fill__row">
        <select
          id={id}
          className="field__control field__select"
          value={chosen?.id ?? ''}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            setChosenId(event.target.value);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {label(choice)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          onPress={() => {
            if (!chosen) return;
            applyFills(form, cardFills(chosen, index, type, requiresDocuments));
            setFilledFrom(travellerName(chosen));
          }}
        >
          {t('fillFrom.action')}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="field__hint">
        {filledFrom === null ? null : t('fillFrom.done', { name: filledFrom })}
      </p>
    </div>
  );
}
