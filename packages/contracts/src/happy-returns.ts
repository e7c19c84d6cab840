import { addDaysToIsoDate, isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { isLocator } from '@skybook/domain/locator';
import { normalizeName } from '@skybook/domain/text-filters';
import { z } from 'zod';

/*
 * The happy-returns API (requirements §7; design §1 prefix /happy-returns): the airline's lost-and-found
 * service. Item categories and the properties that describe them, the traveller's view of a found
 * item, and the search by passenger. The inquiry and claim requests are in happy-returns-requests.ts.
 *
 * Every form rule answers a {@link HappyReturnFormError} key, never a sentence: the web looks it up
 * in its translations, the server in its own (the module's messages), as the passenger forms do.
 */

// ─── Shared vocabulary ────────────────────────────────────────────────────────────────────────

/** Where a found item is in its life: logged, claimed and awaiting verification, back with its owner. */
export const FOUND_ITEM_STATUSES = ['found', 'claimPending', 'returned'] as const;
export type FoundItemStatus = (typeof FOUND_ITEM_STATUSES)[number];

/** Where the crew or ground staff found an item. Seat-side places also record a seat (kept private). */
export const FOUND_LOCATIONS = [
  'seatPocket',
  'underSeat',
  'overheadBin',
  'lavatory',
  'galley',
  'boardingGate',
  'baggageBelt',
  'arrivalHall',
] as const;
export type FoundLocation = (typeof FOUND_LOCATIONS)[number];

/** How a property is filled in: one of its listed values, or free text of at most `maxLength`. */
export const PROPERTY_INPUT_TYPES = ['select', 'text'] as const;

/** `LF` and eight letters or digits, e.g. `LFK7Q2M9XA`. */
export const FOUND_ITEM_ID_PATTERN = /^LF[A-Z0-9]{8}$/;

/** A request's reference: `HR-2026-000123`, numbered from 1 each year (Vietnam time). */
export const HAPPY_RETURN_REFERENCE_PATTERN = /^HR-\d{4}-\d{6,}$/;

/** How far back a flight may be for an inquiry or a search: lost items are kept 90 days, reports a year. */
export const FLIGHT_DATE_MAX_AGE_DAYS = 365;

/** Every problem the happy-returns forms can report, as translation keys. */
export const HAPPY_RETURN_FORM_ERRORS = [
  'required',
  'invalidName',
  'invalidEmail',
  'invalidPhone',
  'invalidPhoneCode',
  'invalidBookingCode',
  'invalidFlightNumber',
  'invalidFlightDate',
  'flightDateInFuture',
  'flightDateTooOld',
  'unknownCategory',
  'unknownProperty',
  'invalidPropertyValue',
  'textTooLong',
  'descriptionTooShort',
  'descriptionTooLong',
  'invalidChoice',
  'searchCriteriaRequired',
] as const;
export type HappyReturnFormError = (typeof HAPPY_RETURN_FORM_ERRORS)[number];

export type FormIssue = { path: (string | number)[]; message: HappyReturnFormError };

/** What the rules need to know that a schema alone cannot: today, and the catalogue. */
export interface HappyReturnRulesContext {
  /** Today in Vietnam (the airline's date): flights after it have not flown. */
  readonly today: IsoDate;
  /** Every active category with the properties that describe it. */
  readonly categories: ReadonlyMap<string, readonly PropertyRule[]>;
}

/** One property of a category as the rules check it. */
export interface PropertyRule {
  readonly id: string;
  readonly inputType: (typeof PROPERTY_INPUT_TYPES)[number];
  readonly isRequired: boolean;
  /** Text properties: the longest value accepted. */
  readonly maxLength: number | null;
  /** Select properties: the value codes allowed. */
  readonly values: ReadonlySet<string>;
}

const FLIGHT_NUMBER = /^(?:([A-Z][A-Z0-9]|[0-9][A-Z]))?(\d{1,4})$/;

/**
 * A flight number as a traveller types it (`vj 120`, `VJ0120`, `120`): the carrier designator when
 * given and the number without leading zeros; undefined when it is not a flight number.
 */
export function parseFlightNumber(
  value: string,
): { carrierCode: string | null; flightNumber: string } | undefined {
  const match = FLIGHT_NUMBER.exec(value.replace(/\s+/g, '').toUpperCase());
  if (!match) return undefined;
  const digits = String(Number(match[2]));
  if (digits === '0') return undefined;
  return { carrierCode: match[1] ?? null, flightNumber: digits };
}

/** The problem with a flight date, if any: a real date, not after today, at most a year back. */
export function flightDateProblem(value: string, today: IsoDate): HappyReturnFormError | undefined {
  if (!isIsoDate(value)) return 'invalidFlightDate';
  if (value > today) return 'flightDateInFuture';
  if (value < addDaysToIsoDate(today, -FLIGHT_DATE_MAX_AGE_DAYS)) return 'flightDateTooOld';
  return undefined;
}

const languageIdSchema = z
  .string()
  .max(10)
  .optional()
  .describe(
    'vi, en, th, ko, zh-CN, zh-TW, ja, ru (any letter case); texts missing in a language fall back to en, then vi. Default: the Accept-Language of the request.',
  );

// ─── GET /v1/category ─────────────────────────────────────────────────────────────────────────

export const categoryQuerySchema = z.object({ languageId: languageIdSchema });

export const happyReturnCategorySchema = z.object({
  /** Stable code: `phone`, `wallet`, `bag` … */
  id: z.string(),
  name: z.string(),
  /** One line of what belongs here, for the picker. */
  description: z.string(),
  /** The language these texts are in (after fallback). */
  languageId: z.string(),
});

export const categoryListSchema = z.object({
  /** The language asked for. */
  languageId: z.string(),
  categories: z.array(happyReturnCategorySchema),
});

// ─── GET /v1/properties ───────────────────────────────────────────────────────────────────────

export const propertiesQuerySchema = z.object({
  languageId: languageIdSchema,
  categoryId: z.string().min(1).max(40).describe('A category id from GET /v1/category.'),
});

export const happyReturnPropertySchema = z.object({
  /** Stable code: `colour`, `phoneBrand`, `material` … the key of an inquiry's `properties`. */
  id: z.string(),
  name: z.string(),
  inputType: z.enum(PROPERTY_INPUT_TYPES),
  /** An inquiry about this category must give it. */
  isRequired: z.boolean(),
  /** Text properties: the longest value accepted; null for select properties. */
  maxLength: z.number().int().nullable(),
  /** Select properties: the allowed values in display order; empty for text properties. */
  values: z.array(z.object({ code: z.string(), label: z.string() })),
});

export const propertyListSchema = z.object({
  categoryId: z.string(),
  languageId: z.string(),
  properties: z.array(happyReturnPropertySchema),
});

// ─── GET /v1/items/{id}/pax ───────────────────────────────────────────────────────────────────

export const foundItemParamsSchema = z.object({
  id: z.string().regex(FOUND_ITEM_ID_PATTERN, 'an item id such as LFK7Q2M9XA'),
});

export const foundItemQuerySchema = z.object({ languageId: languageIdSchema });

const labelledSchema = z.object({ code: z.string(), label: z.string() });

/** The flight an item was found on (or at the airport of). */
export const foundItemFlightSchema = z.object({
  /** Carrier and number: `VJ120`. */
  designator: z.string(),
  carrierCode: z.string(),
  flightNumber: z.string(),
  /** Local departure date, YYYY-MM-DD. */
  date: z.string(),
  originCode: z.string(),
  /** The origin's city in the answer's language. */
  originName: z.string(),
  destinationCode: z.string(),
  destinationName: z.string(),
});

/**
 * What a traveller may see of a found item: never who found it, never the exact seat (only a band
 * of rows), never the booking or name it was matched to.
 */
export const foundItemPaxSchema = z.object({
  id: z.string(),
  status: z.enum(FOUND_ITEM_STATUSES),
  category: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  /** The item's listed properties in the category's order, with labels in the answer's language. */
  properties: z.array(z.object({ id: z.string(), name: z.string(), value: z.string() })),
  flight: foundItemFlightSchema,
  foundLocation: labelledSchema.extend({ code: z.enum(FOUND_LOCATIONS) }),
  /** The band of five rows the item was found in; null away from the seats. */
  seatArea: z.object({ fromRow: z.number().int(), toRow: z.number().int() }).nullable(),
  /** ISO-8601 UTC instant. */
  foundAt: z.string(),
  /** The lost-and-found office keeping the item. */
  storage: z.object({ airportCode: z.string(), airportName: z.string() }),
  /** Kept until this date (YYYY-MM-DD), then handed over as the law says. */
  holdUntil: z.string(),
  /** A claim can be made: not returned yet. A pending claim does not stop another (it is queued). */
  canClaim: z.boolean(),
});

// ─── POST /v1/items/search-by-pax ─────────────────────────────────────────────────────────────

export const SEARCH_MATCHES = ['bookingCode', 'flight', 'date', 'category'] as const;

/** The largest number of items one search answers. */
export const SEARCH_RESULT_LIMIT = 50;

/** The body as sent; {@link searchByPaxRules} holds the rules (a booking code comes with a family name …). */
export const searchByPaxRequestSchema = z.object({
  /** Six characters (requirements §3 locator); with `familyName`. */
  bookingCode: z.string().max(20).optional(),
  /** The family name on the booking, any case, diacritics allowed (`Nguyễn`). */
  familyName: z.string().max(100).optional(),
  /** YYYY-MM-DD, local departure date. */
  flightDate: z.string().max(20).optional(),
  /** `VJ120`, `vj 120` or `120`. */
  flightNumber: z.string().max(20).optional(),
  categoryId: z.string().max(40).optional(),
});
export type SearchByPaxRequest = z.infer<typeof searchByPaxRequestSchema>;

/** Search criteria after the rules: normalized and checked. */
export interface SearchByPaxCriteria {
  booking: { code: string; familyName: string } | null;
  flight: { carrierCode: string | null; flightNumber: string } | null;
  flightDate: string | null;
  categoryId: string | null;
}

function searchIssues(body: SearchByPaxRequest, context: HappyReturnRulesContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const code = body.bookingCode?.trim().toUpperCase() ?? '';
  const familyName = normalizeName(body.familyName ?? '');
  if (code !== '' && !isLocator(code)) issues.push({ path: ['bookingCode'], message: 'invalidBookingCode' });
  if (code !== '' && familyName === '') issues.push({ path: ['familyName'], message: 'required' });
  if (code === '' && familyName !== '') issues.push({ path: ['bookingCode'], message: 'required' });
  if (familyName.length > 40) issues.push({ path: ['familyName'], message: 'invalidName' });
  const flightNumber = body.flightNumber?.trim() ?? '';
  if (flightNumber !== '' && !parseFlightNumber(flightNumber))
    issues.push({ path: ['flightNumber'], message: 'invalidFlightNumber' });
  const flightDate = body.flightDate?.trim() ?? '';
  const dateProblem = flightDate === '' ? undefined : flightDateProblem(flightDate, context.today);
  if (dateProblem) issues.push({ path: ['flightDate'], message: dateProblem });
  const categoryId = body.categoryId?.trim() ?? '';
  if (categoryId !== '' && !context.categories.has(categoryId))
    issues.push({ path: ['categoryId'], message: 'unknownCategory' });
  if (code === '' && familyName === '' && flightNumber === '' && flightDate === '')
    issues.push({ path: [], message: 'searchCriteriaRequired' });
  return issues;
}

/**
 * The search rules: a booking code is six locator characters and comes with the family name (and
 * the other way round); a flight number and date are real and not in the future; a category is
 * known; and at least a booking, a flight number or a date is given (a category alone is too wide).
 * The output is the normalized criteria.
 */
export function searchByPaxRules(context: HappyReturnRulesContext) {
  return searchByPaxRequestSchema
    .superRefine((body, ctx) => {
      for (const issue of searchIssues(body, context))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((body): SearchByPaxCriteria => {
      const code = body.bookingCode?.trim().toUpperCase() ?? '';
      const flightDate = body.flightDate?.trim() ?? '';
      const categoryId = body.categoryId?.trim() ?? '';
      return {
        booking: code === '' ? null : { code, familyName: normalizeName(body.familyName ?? '') },
        flight: parseFlightNumber(body.flightNumber?.trim() ?? '') ?? null,
        flightDate: flightDate === '' ? null : flightDate,
        categoryId: categoryId === '' ? null : categoryId,
      };
    });
}

export const foundItemSummarySchema = z.object({
  id: z.string(),
  status: z.enum(FOUND_ITEM_STATUSES),
  category: z.object({ id: z.string(), name: z.string() }),
  /** A short description in the answer's language. */
  title: z.string(),
  flightDesignator: z.string(),
  flightDate: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  foundLocation: labelledSchema.extend({ code: z.enum(FOUND_LOCATIONS) }),
  foundAt: z.string(),
  /** Which of the traveller's criteria this item meets; `bookingCode` means it was matched to the booking. */
  matchedOn: z.array(z.enum(SEARCH_MATCHES)),
});

export const searchByPaxResponseSchema = z.object({
  /** Best matches first: those matched to the booking, then by criteria met, then the latest found. */
  items: z.array(foundItemSummarySchema),
  /** How many items matched; at most {@link SEARCH_RESULT_LIMIT} are listed. */
  total: z.number().int(),
});

export type HappyReturnCategoryDto = z.infer<typeof happyReturnCategorySchema>;
export type CategoryListDto = z.infer<typeof categoryListSchema>;
export type PropertyListDto = z.infer<typeof propertyListSchema>;
export type HappyReturnPropertyDto = z.infer<typeof happyReturnPropertySchema>;
export type FoundItemPaxDto = z.infer<typeof foundItemPaxSchema>;
export type FoundItemSummaryDto = z.infer<typeof foundItemSummarySchema>;
export type SearchByPaxResponse = z.infer<typeof searchByPaxResponseSchema>;
