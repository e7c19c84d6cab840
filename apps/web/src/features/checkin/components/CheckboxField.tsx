import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface CheckboxFieldProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  readonly name: FieldPathByValue<Values, boolean>;
  readonly id: string;
  readonly label: ReactNode;
  /** The id of the text that says what is wrong, when something is. */
  readonly errorId?: string;
  readonly isInvalid?: boolean;
  readonly isRequired?: boolean;
}

/** A native checkbox of a react-hook-form form, its label beside it, its error read with it. */
export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  errorId,
  isInvalid = false,
  isRequired = false,
}: CheckboxFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const checked: boolean = value;
  return (
    <div className="ci-check">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        name={name}
        className="ci-check__box"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        onBlur={onBlur}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
      />
      <label htmlFor={id} className="ci-check__label">
        {label}
      </label>
    </div>
  );
}
