import {
  FLIGHT_DATE_MAX_AGE_DAYS,
  HAPPY_RETURN_FORM_ERRORS,
  type HappyReturnFormError,
  type HappyReturnRulesContext,
  type PropertyListDto,
  type PropertyRule,
} from '@skybook/contracts/happy-returns';
import { AIRLINE_TIME_ZONE, addDaysToIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { ApiError } from '../../lib/api-client';

/** The lost-and-found office's day: Vietnam's (the server judges flight dates by it). */
export function happyReturnsToday(now: Date = new Date()): IsoDate {
  return toIsoDate(now, AIRLINE_TIME_ZONE);
}

/** The dates a flight may have: at most a year back, not after today. */
export function flightDateBounds(today: IsoDate): { readonly min: IsoDate; readonly max: IsoDate } {
  return { min: addDaysToIsoDate(today, -FLIGHT_DATE_MAX_AGE_DAYS), max: today };
}

/** The rules' view of one category's properties as GET /v1/properties lists them. */
export function toPropertyRules(list: PropertyListDto): PropertyRule[] {
  return list.properties.map((property) => ({
    id: property.id,
    inputType: property.inputType,
    isRequired: property.isRequired,
    maxLength: property.maxLength,
    values: new Set(property.values.map((value) => value.code)),
  }));
}

/**
 * The rules' context from what the page has loaded: every category it knows, with the properties
 * of those whose list has arrived (others check none here; the server checks them all).
 */
export function rulesContext(
  today: IsoDate,
  categoryIds: readonly string[],
  properties: readonly PropertyListDto[] = [],
): HappyReturnRulesContext {
  const categories = new Map<string, readonly PropertyRule[]>(categoryIds.map((id) => [id, []]));
  for (const list of properties) categories.set(list.categoryId, toPropertyRules(list));
  return { today, categories };
}

/** Whether a message is one of the rules' keys (the server may send its own sentence instead). */
export function isFormError(message: string): message is HappyReturnFormError {
  return (HAPPY_RETURN_FORM_ERRORS as readonly string[]).includes(message);
}

/**
 * The form field of a server issue path (`body.properties.colour` → `properties.colour`), when it
 * is one of `fields`; null for anything else.
 */
export function fieldOfIssuePath(path: string, fields: readonly string[]): string | null {
  const field = path.replace(/^body\./, '');
  const [first = ''] = field.split('.');
  return fields.includes(first) ? field : null;
}

/**
 * The field problems of a 400 answer, each on its form field (`fields` are the form's top-level
 * names), with the rules' key when the server names one so the message reads as the form's own.
 */
export function serverFieldIssues(
  error: unknown,
  fields: readonly string[],
): { readonly field: string; readonly message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.envelope?.details?.issues ?? []).flatMap((issue) => {
    const field = fieldOfIssuePath(issue.path, fields);
    return field ? [{ field, message: isFormError(issue.code) ? issue.code : issue.message }] : [];
  });
}
