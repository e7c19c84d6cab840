import { isValidEmail, isValidPhoneNumber } from '@skybook/domain/passenger-rules';
import { isLocator } from '@skybook/domain/locator';
import { z } from 'zod';
import type { ErrorCode } from './errors';
import {
  FOUND_ITEM_ID_PATTERN,
  FOUND_ITEM_STATUSES,
  HAPPY_RETURN_REFERENCE_PATTERN,
  flightDateProblem,
  parseFlightNumber,
  type FormIssue,
  type HappyReturnRulesContext,
} from './happy-returns';

/*
 * The two requests of the happy-returns API (requirements §7): a traveller reports a lost item
 * (POST /v1/request/inquiry) or claims a found one (POST /v1/request/claim/{itemId}). Each body
 * schema holds the shape; the `…Rules` functions add every rule, with issues as
 * HappyReturnFormError keys. Both answer a reference such as HR-2026-000123.
 */

/** Longest description of a lost item or proof of ownership, characters. */
export const DESCRIPTION_MAX_LENGTH = 1000;
/** Shortest description worth searching for, characters. */
export const DESCRIPTION_MIN_LENGTH = 10;
/** Longest contact name, characters. */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Longest courier address or place detail, characters. */
export const DETAIL_MAX_LENGTH = 200;

/** Where the traveller thinks the item was lost. */
export const LOST_PLACES = ['onboard', 'departureAirport', 'arrivalAirport', 'notSure'] as const;

/** How a claimed item goes back: collected at the office keeping it, or sent by courier. */
export const RETURN_METHODS = ['airportOffice', 'courier'] as const;

/** `pending`: the item's first claim, being verified; `queued`: a later claim by someone else, kept on file. */
export const CLAIM_STATUSES = ['pending', 'queued', 'approved', 'rejected'] as const;

/** A person's name as typed: letters of any script, spaces, `.`, `'` and `-`. */
const CONTACT_NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;

const PHONE_CODE = /^\+\d{1,4}$/;

/** The contact fields both requests share. */
const contactShape = {
  /** International dialling prefix; `+84` when absent. */
  phoneCode: z.string().max(8).optional(),
  /** 8 to 11 digits (requirements §5, §9). */
  phoneNumber: z.string().max(40),
  email: z.string().max(320),
};

function contactIssues(
  body: { phoneCode?: string | undefined; phoneNumber: string; email: string },
  name: { field: string; value: string },
): FormIssue[] {
  const issues: FormIssue[] = [];
  const trimmedName = name.value.trim();
  if (trimmedName === '') issues.push({ path: [name.field], message: 'required' });
  else if (trimmedName.length > CONTACT_NAME_MAX_LENGTH || !CONTACT_NAME.test(trimmedName))
    issues.push({ path: [name.field], message: 'invalidName' });
  const email = body.email.trim();
  if (email === '') issues.push({ path: ['email'], message: 'required' });
  else if (!isValidEmail(email)) issues.push({ path: ['email'], message: 'invalidEmail' });
  if (body.phoneCode !== undefined && !PHONE_CODE.test(body.phoneCode.trim()))
    issues.push({ path: ['phoneCode'], message: 'invalidPhoneCode' });
  const phone = body.phoneNumber.trim();
  if (phone === '') issues.push({ path: ['phoneNumber'], message: 'required' });
  else if (!isValidPhoneNumber(phone)) issues.push({ path: ['phoneNumber'], message: 'invalidPhone' });
  return issues;
}

function descriptionIssues(field: string, value: string): FormIssue[] {
  const length = value.trim().length;
  if (length === 0) return [{ path: [field], message: 'required' }];
  if (length < DESCRIPTION_MIN_LENGTH) return [{ path: [field], message: 'descriptionTooShort' }];
  if (length > DESCRIPTION_MAX_LENGTH) return [{ path: [field], message: 'descriptionTooLong' }];
  return [];
}

/** Trimmed text, or null when there is none. */
const nonEmpty = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

// ─── POST /v1/request/inquiry ─────────────────────────────────────────────────────────────────

export const inquiryRequestSchema = z.object({
  contactName: z.string().max(400),
  ...contactShape,
  /** `VJ120`, `vj 120` or `120`. */
  flightNumber: z.string().max(20),
  /** Local departure date, YYYY-MM-DD; not in the future, at most a year back. */
  flightDate: z.string().max(20),
  categoryId: z.string().max(40),
  /** Property id → value code (select properties) or text, as GET /v1/properties lists them. */
  properties: z.record(z.string().max(40), z.string().max(400)).optional(),
  /** What the item looks like, at most 1,000 characters. */
  description: z.string().max(5000),
  lostPlace: z.string().max(40),
  /** Seat, gate or anything else that helps, at most 200 characters. */
  lostPlaceDetail: z.string().max(1000).optional(),
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

function propertyIssues(body: InquiryRequest, context: HappyReturnRulesContext): FormIssue[] {
  const rules = context.categories.get(body.categoryId.trim());
  if (!rules) return [];
  const issues: FormIssue[] = [];
  const given = body.properties ?? {};
  for (const [id, raw] of Object.entries(given)) {
    const rule = rules.find((candidate) => candidate.id === id);
    const value = raw.trim();
    if (!rule) issues.push({ path: ['properties', id], message: 'unknownProperty' });
    else if (value === '') continue;
    else if (rule.inputType === 'select' && !rule.values.has(value))
      issues.push({ path: ['properties', id], message: 'invalidPropertyValue' });
    else if (rule.inputType === 'text' && value.length > (rule.maxLength ?? DETAIL_MAX_LENGTH))
      issues.push({ path: ['properties', id], message: 'textTooLong' });
  }
  for (const rule of rules) {
    if (rule.isRequired && (given[rule.id] ?? '').trim() === '')
      issues.push({ path: ['properties', rule.id], message: 'required' });
  }
  return issues;
}

function inquiryIssues(body: InquiryRequest, context: HappyReturnRulesContext): FormIssue[] {
  const issues = contactIssues(body, { field: 'contactName', value: body.contactName });
  const flightNumber = body.flightNumber.trim();
  if (flightNumber === '') issues.push({ path: ['flightNumber'], message: 'required' });
  else if (!parseFlightNumber(flightNumber))
    issues.push({ path: ['flightNumber'], message: 'invalidFlightNumber' });
  const flightDate = body.flightDate.trim();
  const dateProblem = flightDate === '' ? 'required' : flightDateProblem(flightDate, context.today);
  if (dateProblem) issues.push({ path: ['flightDate'], message: dateProblem });
  const categoryId = body.categoryId.trim();
  if (categoryId === '') issues.push({ path: ['categoryId'], message: 'required' });
  else if (!context.categories.has(categoryId))
    issues.push({ path: ['categoryId'], message: 'unknownCategory' });
  else issues.push(...propertyIssues(body, context));
  issues.push(...descriptionIssues('description', body.description));
  if (!(LOST_PLACES as readonly string[]).includes(body.lostPlace))
    issues.push({ path: ['lostPlace'], message: body.lostPlace === '' ? 'required' : 'invalidChoice' });
  if ((body.lostPlaceDetail ?? '').trim().length > DETAIL_MAX_LENGTH)
    issues.push({ path: ['lostPlaceDetail'], message: 'textTooLong' });
  return issues;
}

/** An inquiry after the rules: trimmed, flight number parsed, empty properties dropped. */
export interface InquiryData {
  contactName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  carrierCode: string | null;
  flightNumber: string;
  flightDate: string;
  categoryId: string;
  properties: Record<string, string>;
  description: string;
  lostPlace: (typeof LOST_PLACES)[number];
  lostPlaceDetail: string | null;
}

/**
 * The inquiry rules: a contact name, a well-formed e-mail and a phone of 8–11 digits; a flight
 * number and a flown date at most a year back; a known category with its required properties,
 * each property one of the category's and each listed value one it allows; a description of
 * 10–1,000 characters; where it was lost.
 */
export function inquiryRules(context: HappyReturnRulesContext) {
  return inquiryRequestSchema
    .superRefine((body, ctx) => {
      for (const issue of inquiryIssues(body, context))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((body): InquiryData => {
      const flight = parseFlightNumber(body.flightNumber) ?? { carrierCode: null, flightNumber: '' };
      const properties = Object.fromEntries(
        Object.entries(body.properties ?? {})
          .map(([id, value]) => [id, value.trim()] as const)
          .filter(([, value]) => value !== ''),
      );
      return {
        contactName: body.contactName.trim(),
        email: body.email.trim().toLowerCase(),
        phoneCode: body.phoneCode?.trim() ?? '+84',
        phoneNumber: body.phoneNumber.trim(),
        carrierCode: flight.carrierCode,
        flightNumber: flight.flightNumber,
        flightDate: body.flightDate.trim(),
        categoryId: body.categoryId.trim(),
        properties,
        description: body.description.trim(),
        lostPlace: body.lostPlace as InquiryData['lostPlace'],
        lostPlaceDetail: nonEmpty(body.lostPlaceDetail),
      };
    });
}

export const inquiryResponseSchema = z.object({
  /** Quote it to the lost-and-found office: `HR-2026-000123`. */
  reference: z.string().regex(HAPPY_RETURN_REFERENCE_PATTERN),
  status: z.literal('received'),
  /** ISO-8601 UTC instant. */
  submittedAt: z.string(),
});

// ─── POST /v1/request/claim/{itemId} ──────────────────────────────────────────────────────────

export const claimRequestSchema = z.object({
  fullName: z.string().max(400),
  ...contactShape,
  /** The booking of the flight the item was lost on: six characters (requirements §3 locator). */
  bookingCode: z.string().max(20),
  /** Why the item is the claimant's: marks, contents, where it was left. 10–1,000 characters. */
  proof: z.string().max(5000),
  returnMethod: z.string().max(40),
  /** Required for `courier`: street, district, city, country. */
  deliveryAddress: z.string().max(1000).optional(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

function claimIssues(body: ClaimRequest): FormIssue[] {
  const issues = contactIssues(body, { field: 'fullName', value: body.fullName });
  const code = body.bookingCode.trim().toUpperCase();
  if (code === '') issues.push({ path: ['bookingCode'], message: 'required' });
  else if (!isLocator(code)) issues.push({ path: ['bookingCode'], message: 'invalidBookingCode' });
  issues.push(...descriptionIssues('proof', body.proof));
  if (!(RETURN_METHODS as readonly string[]).includes(body.returnMethod))
    issues.push({
      path: ['returnMethod'],
      message: body.returnMethod === '' ? 'required' : 'invalidChoice',
    });
  const address = body.deliveryAddress?.trim() ?? '';
  if (body.returnMethod === 'courier' && address === '')
    issues.push({ path: ['deliveryAddress'], message: 'required' });
  if (address.length > DETAIL_MAX_LENGTH) issues.push({ path: ['deliveryAddress'], message: 'textTooLong' });
  return issues;
}

/** A claim after the rules: trimmed, booking code in capitals, the address only for a courier. */
export interface ClaimData {
  fullName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  bookingCode: string;
  proof: string;
  returnMethod: (typeof RETURN_METHODS)[number];
  deliveryAddress: string | null;
}

/**
 * The claim rules: a name, a well-formed e-mail and a phone of 8–11 digits, the booking code, a
 * proof of 10–1,000 characters, and a return method — with an address when it is a courier.
 */
export function claimRules() {
  return claimRequestSchema
    .superRefine((body, ctx) => {
      for (const issue of claimIssues(body))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((body): ClaimData => {
      const returnMethod = body.returnMethod as ClaimData['returnMethod'];
      return {
        fullName: body.fullName.trim(),
        email: body.email.trim().toLowerCase(),
        phoneCode: body.phoneCode?.trim() ?? '+84',
        phoneNumber: body.phoneNumber.trim(),
        bookingCode: body.bookingCode.trim().toUpperCase(),
        proof: body.proof.trim(),
        returnMethod,
        deliveryAddress: returnMethod === 'courier' ? (body.deliveryAddress?.trim() ?? null) : null,
      };
    });
}

export const claimParamsSchema = z.object({
  itemId: z
    .string()
    .regex(FOUND_ITEM_ID_PATTERN, 'an item id such as LFK7Q2M9XA')
    .describe('The found item, as GET /v1/items/{id}/pax names it.'),
});

export const claimResponseSchema = z.object({
  reference: z.string().regex(HAPPY_RETURN_REFERENCE_PATTERN),
  itemId: z.string(),
  /** `pending` for the item's first claim; `queued` when another person's claim is being verified. */
  status: z.enum(CLAIM_STATUSES),
  /** The item after this claim: `claimPending` (pending verification). */
  itemStatus: z.enum(FOUND_ITEM_STATUSES),
  returnMethod: z.enum(RETURN_METHODS),
  /** ISO-8601 UTC instant of the claim (of the first one when the same person claims again). */
  submittedAt: z.string(),
  /** True when this person had already claimed the item: the answer is that claim, unchanged. */
  isRepeat: z.boolean(),
});

export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/**
 * The requirements §8 code for a problem at a field of an inquiry, claim or search (`phoneNumber` →
 * INVALID_TELEPHONE, `familyName` → INVALID_LASTNAME, `deliveryAddress` → INVALID_ADDRESS);
 * INVALID_FORM for the others.
 */
export function happyReturnErrorCode(path: readonly (string | number)[]): ErrorCode {
  switch (String(path[0] ?? '')) {
    case 'phoneNumber':
    case 'phoneCode':
      return 'INVALID_TELEPHONE';
    case 'familyName':
      return 'INVALID_LASTNAME';
    case 'deliveryAddress':
      return 'INVALID_ADDRESS';
    default:
      return 'INVALID_FORM';
  }
}
