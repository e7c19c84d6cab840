import type { CountryDto } from '@skybook/contracts/content';
import { EMERGENCY_RELATIONS } from '@skybook/domain/passenger-enums';
import { filterDigitsInput, filterNameInput, normalizeName } from '@skybook/domain/text-filters';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { phoneCodeOptions } from './ContactCard';
import { SelectField, TextField, type DetailsControl } from './fields';

export interface EmergencyContactCardProps {
  readonly control: DetailsControl;
  readonly countries: readonly CountryDto[];
}

/**
 * Someone to call if something happens (requirements §3 emergency contact with its relation). Optional
 * as a whole: once any part is given, the rules ask for the name, the phone and the relation.
 */
export function EmergencyContactCard({ control, countries }: EmergencyContactCardProps) {
  const { t } = useTranslation('passengers');
  const phoneCode = useWatch({ control, name: 'emergencyContact.phoneCode' });
  return (
    <section className="pax-card" aria-labelledby="pax-heading-emergency">
      <header className="pax-card__header">
        <h2 id="pax-heading-emergency" className="pax-card__title">
          {t('emergency.heading')}
        </h2>
        <p className="pax-card__band">{t('emergency.intro')}</p>
      </header>
      <div className="pax-card__grid">
        <TextField
          control={control}
          name="emergencyContact.fullName"
          label={t('fields.fullName')}
          hint={t('hints.name')}
          filter={filterNameInput}
          normalize={normalizeName}
          className="pax-field--full"
        />
        <SelectField
          control={control}
          name="emergencyContact.phoneCode"
          label={t('fields.phoneCode')}
          options={phoneCodeOptions(countries, phoneCode, (name, code) =>
            t('phoneCodeOption', { country: name, code }),
          )}
        />
        <TextField
          control={control}
          name="emergencyContact.phoneNumber"
          label={t('fields.phoneNumber')}
          hint={t('hints.phoneNumber')}
          filter={filterDigitsInput}
          inputMode="numeric"
          type="tel"
          className="pax-field--wide"
        />
        <SelectField
          control={control}
          name="emergencyContact.relation"
          label={t('fields.relation')}
          placeholder={t('choose')}
          options={EMERGENCY_RELATIONS.map((relation) => ({
            value: relation,
            label: t(`relations.${relation}`),
          }))}
        />
      </div>
    </section>
  );
}
