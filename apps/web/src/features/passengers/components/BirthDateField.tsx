import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { birthYears, joinBirthDate, splitBirthDate, twoDigits, type BirthDateParts } from '../birth-date';
import { fieldId } from '../form-model';
import { formatDay, monthNames } from '@skybook/domain/date-format';
import { describedBy, FieldMessages } from '../../../components/ui/FieldFrame';
import { RequiredMark, useErrorText, type DetailsControl } from './fields';

export interface BirthDateFieldProps {
  readonly control: DetailsControl;
  readonly index: number;
  readonly type: PassengerType;
  readonly language: string;
  /** The date ages are checked at (the last flight's), `YYYY-MM-DD`. */
  readonly referenceDate: string;
  readonly today: string;
}

/** Languages that write dates year first. */
const YEAR_FIRST = new Set(['ja', 'ko', 'zh-CN', 'zh-TW']);

/**
 * Date of birth as three selects (day, month, year): keyboard-friendly and unambiguous in every
 * language. The years offered are those the passenger type's age band can fall in.
 */
export function BirthDateField({
  control,
  index,
  type,
  language,
  referenceDate,
  today,
}: BirthDateFieldProps) {
  const { t } = useTranslation('passengers');
  const errorText = useErrorText();
  const name = `passengers.${index}.dateOfBirth` as const;
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const id = fieldId(name);
  const error = errorText(fieldState.error?.message, {
    type,
    date: formatDay(referenceDate, language, 'long'),
  });
  const parts = splitBirthDate(value);
  const years = birthYears(type, Number(referenceDate.slice(0, 4)), Number(today.slice(0, 4)));
  const months = monthNames(language);
  const describedIds = describedBy(id, false, error !== undefined);

  function change(part: keyof BirthDateParts, partValue: string): void {
    onChange(joinBirthDate({ ...parts, [part]: partValue }));
  }

  function leaveSelect(event: FocusEvent<HTMLSelectElement>): void {
    // Moving between the three selects is still picking the date; leaving them is a blur.
    const group = event.currentTarget.closest('fieldset');
    if (!(event.relatedTarget instanceof Node) || !group?.contains(event.relatedTarget)) onBlur();
  }

  const selectProps = {
    className: 'field__control field__select',
    'aria-required': true,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedIds,
    onBlur: leaveSelect,
  } as const;

  const day = (
    <div className="pax-date__part" key="day">
      <label htmlFor={`${id}-day`} className="pax-visually-hidden">
        {t('fields.day')}
      </label>
      <select
        {...selectProps}
        // The first select in reading order takes the focus when the date is wrong.
        ref={YEAR_FIRST.has(language) ? undefined : ref}
        id={`${id}-day`}
        value={parts.day}
        onChange={(event) => {
          change('day', event.target.value);
        }}
      >
        <option value="">{t('fields.day')}</option>
        {Array.from({ length: 31 }, (_, offset) => twoDigits(offset + 1)).map((value) => (
          <option key={value} value={value}>
            {Number(value)}
          </option>
        ))}
      </select>
    </div>
  );
  const month = (
    <div className="pax-date__part pax-date__part--month" key="month">
      <label htmlFor={`${id}-month`} className="pax-visually-hidden">
        {t('fields.month')}
      </label>
      <select
        {...selectProps}
        id={`${id}-month`}
        value={parts.month}
        onChange={(event) => {
          change('month', event.target.value);
        }}
      >
        <option value="">{t('fields.month')}</option>
        {months.map((monthName, offset) => (
          <option key={monthName} value={twoDigits(offset + 1)}>
            {monthName}
          </option>
        ))}
      </select>
    </div>
  );
  const year = (
    <div className="pax-date__part" key="year">
      <label htmlFor={`${id}-year`} className="pax-visually-hidden">
        {t('fields.year')}
      </label>
      <select
        {...selectProps}
        ref={YEAR_FIRST.has(language) ? ref : undefined}
        id={`${id}-year`}
        value={parts.year}
        onChange={(event) => {
          change('year', event.target.value);
        }}
      >
        <option value="">{t('fields.year')}</option>
        {/* A year kept from before (another band's) stays selectable so the select shows it. */}
        {(parts.year !== '' && !years.includes(Number(parts.year))
          ? [Number(parts.year), ...years]
          : years
        ).map((value) => (
          <option key={value} value={String(value)}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className="field pax-date">
      <legend className="field__label">
        {t('fields.dateOfBirth')}
        <RequiredMark />
      </legend>
      <div className="pax-date__parts">
        {YEAR_FIRST.has(language) ? [year, month, day] : [day, month, year]}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
