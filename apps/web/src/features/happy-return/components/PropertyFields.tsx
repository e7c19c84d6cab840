import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { useProperties } from '../api/get-catalogue';
import type { InquiryValues } from '../form-values';
import { SelectField, TextField } from './fields';

export interface PropertyFieldsProps {
  readonly control: Control<InquiryValues>;
  readonly idPrefix: string;
  readonly language: Language;
  readonly categoryId: string;
}

/** The details that describe an item of the chosen category (colour, brand …), as the catalogue lists them. */
export function PropertyFields({ control, idPrefix, language, categoryId }: PropertyFieldsProps) {
  const { t } = useTranslation('happyReturn');
  const properties = useProperties(language, categoryId);
  if (categoryId === '') return null;
  if (properties.isPending)
    return (
      <p role="status" className="hr-muted">
        {t('inquiry.propertiesLoading')}
      </p>
    );
  if (properties.isError)
    // The server still checks the details; the report can go without them shown here.
    return (
      <p role="alert" className="hr-alert">
        {t('inquiry.propertiesFailed')}
      </p>
    );
  return (
    <div className="hr-grid">
      {properties.data.properties.map((property) =>
        property.inputType === 'select' ? (
          <SelectField
            key={property.id}
            control={control}
            name={`properties.${property.id}`}
            idPrefix={idPrefix}
            label={property.name}
            isRequired={property.isRequired}
            placeholder={t('choose')}
            options={property.values.map((value) => ({ value: value.code, label: value.label }))}
          />
        ) : (
          <TextField
            key={property.id}
            control={control}
            name={`properties.${property.id}`}
            idPrefix={idPrefix}
            label={property.name}
            isRequired={property.isRequired}
            maxLength={property.maxLength ?? undefined}
          />
        ),
      )}
    </div>
  );
}
