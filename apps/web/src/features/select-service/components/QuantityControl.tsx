import { useTranslation } from 'react-i18next';
import {
  Button,
  CheckboxButton,
  CheckboxField,
  Group,
  Input,
  Label,
  NumberField,
} from 'react-aria-components';

export interface QuantityControlProps {
  /** Names the control: the product (and where it matters, the flight). */
  readonly label: string;
  readonly quantity: number;
  readonly maxQuantity: number;
  readonly isDisabled: boolean;
  readonly onChange: (quantity: number) => void;
}

/** A tick for a product taken once at most, a stepper for one taken several times. */
export function QuantityControl({
  label,
  quantity,
  maxQuantity,
  isDisabled,
  onChange,
}: QuantityControlProps) {
  const { t } = useTranslation('selectService');
  if (maxQuantity <= 1) {
    return (
      <CheckboxField
        isSelected={quantity > 0}
        isDisabled={isDisabled}
        onChange={(isSelected) => {
          onChange(isSelected ? 1 : 0);
        }}
      >
        <CheckboxButton className="choice-check">
          <span className="choice-check__box" aria-hidden="true" />
          <span>{label}</span>
        </CheckboxButton>
      </CheckboxField>
    );
  }
  return (
    <NumberField
      className="quantity-field"
      value={quantity}
      minValue={0}
      maxValue={maxQuantity}
      step={1}
      isDisabled={isDisabled}
      onChange={(value) => {
        onChange(Number.isNaN(value) ? 0 : value);
      }}
    >
      <Label className="quantity-field__label">{label}</Label>
      <Group className="quantity-field__group">
        <Button slot="decrement" className="quantity-field__step" aria-label={t('quantity.decrease')}>
          −
        </Button>
        <Input className="quantity-field__input" />
        <Button slot="increment" className="quantity-field__step" aria-label={t('quantity.increase')}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
