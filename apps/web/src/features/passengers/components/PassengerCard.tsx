import type { CountryDto } from '@skybook/contracts/content';
import { GENDERS, TITLES, type PassengerType } from '@skybook/domain/passenger-enums';
import { takesChildTitle } from '@skybook/domain/passenger-titles';
import { filterDocumentNumberInput, filterNameInput, normalizeName } from '@skybook/domain/text-filters';
import { useTranslation } from 'react-i18next';
import { ordinalOf } from '../form-model';
import type { Traveller } from '../member-prefill';
import { BirthDateField } from './BirthDateField';
import { ChildTitleField } from './ChildTitleField';
import { CountryComboBox } from './CountryComboBox';
import { SelectField, TextField, type DetailsControl } from './fields';
import { FillFromField } from './FillFromField';
import { FlyWithField } from './FlyWithField';

export interface PassengerCardProps {
  readonly control: DetailsControl;
  readonly index: number;
  readonly passengerKey: string;
  readonly type: PassengerType;
  readonly countries: readonly CountryDto[];
  readonly requiresDocuments: boolean;
  readonly language: string;
  readonly referenceDate: string;
  readonly today: string;
  /** Whom a signed-in member may fill this card from (their age fits it); none for a guest. */
  readonly fillChoices: readonly Traveller[];
}

/** One passenger's form (requirements §2 Passengers, §3 Passenger). */
export function PassengerCard({
  control,
  index,
  passengerKey,
  type,
  countries,
  requiresDocuments,
  language,
  referenceDate,
  today,
  fillChoices,
}: PassengerCardProps) {
  const { t } = useTranslation('passengers');
  const headingId = `pax-heading-${passengerKey}`;
  const path = `passengers.${index}` as const;

  return (
    <section className="pax-card" aria-labelledby={headingId}>
      <header className="pax-card__header">
        <h2 id={headingId} className="pax-card__title">
          {t(`card.${type}`, { number: ordinalOf(passengerKey) })}
        </h2>
        <p className="pax-card__band">{t(`ageBand.${type}`)}</p>
      </header>
      <div className="pax-card__grid">
        {fillChoices.length > 0 ? (
          <FillFromField
            index={index}
            type={type}
            choices={fillChoices}
            requiresDocuments={requiresDocuments}
          />
        ) : null}
        {takesChildTitle(type) ? (
          <ChildTitleField control={control} index={index} type={type} />
        ) : (
          <>
            <SelectField
              control={control}
              name={`${path}.title`}
              label={t('fields.title')}
              isRequired
              placeholder={t('choose')}
              options={TITLES.map((title) => ({ value: title, label: t(`titles.${title}`) }))}
            />
            <SelectField
              control={control}
              name={`${path}.gender`}
              label={t('fields.gender')}
              isRequired
              placeholder={t('choose')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            />
          </>
        )}
        <TextField
          control={control}
          name={`${path}.lastName`}
          label={t('fields.lastName')}
          isRequired
          hint={t('hints.name')}
          filter={filterNameInput}
          normalize={normalizeName}
          className="pax-field--wide"
        />
        <TextField
          control={control}
          name={`${path}.middleName`}
          label={t('fields.middleName')}
          hint={t('hints.middleName')}
          filter={filterNameInput}
          normalize={normalizeName}
        />
        <TextField
          control={control}
          name={`${path}.firstName`}
          label={t('fields.firstName')}
          isRequired
          filter={filterNameInput}
          normalize={normalizeName}
        />
        <BirthDateField
          control={control}
          index={index}
          type={type}
          language={language}
          referenceDate={referenceDate}
          today={today}
        />
        <CountryComboBox
          control={control}
          name={`${path}.nationality`}
          label={t('fields.nationality')}
          countries={countries}
          isRequired
        />
        <CountryComboBox
          control={control}
          name={`${path}.country`}
          label={t('fields.country')}
          countries={countries}
          isRequired
        />
        {requiresDocuments ? (
          <TextField
            control={control}
            name={`${path}.documentNumber`}
            label={t('fields.documentNumber')}
            isRequired
            hint={t('hints.documentNumber')}
            filter={filterDocumentNumberInput}
          />
        ) : null}
        <TextField
          control={control}
          name={`${path}.loyaltyNumber`}
          label={t('fields.loyaltyNumber')}
          hint={t('hints.loyaltyNumber')}
          filter={filterDocumentNumberInput}
        />
        {type === 'infant' ? <FlyWithField control={control} index={index} /> : null}
      </div>
    </section>
  );
}
