import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that checks the values with the contract's own schema, as the server checks the
 * request (the schema is loaded on the first check, beside the answer's). A field's error message
 * is its own name: every rule of these fields says "fill it in properly", in the field's words.
 */
export function contractResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  fields: readonly (keyof Values & string)[],
): Resolver<Values> {
  return async (values) => {
    const result = (await loadSchema()).safeParse(values);
    if (result.success) return { values: { ...values, ...(result.data as Partial<Values>) }, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field) errors[field] ??= { type: issue.code, message: field };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
