import { ageAt, isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { CARD_NETWORKS } from '@skybook/domain/card-rules';
import { EMERGENCY_RELATIONS, GENDERS, TITLES } from '@skybook/domain/passenger-enums';
import {
  isValidDocumentNumber,
  isValidPersonName,
  MAX_AGE_YEARS,
  type PassengerFormError,
} from '@skybook/domain/passenger-rules';
import { z } from 'zod';
import { memberSchemeSchema, type MemberFormIssue } from './member';

/*
 * The member service's extras (requirements §3 "Other member entities": family member, payment
 * card, access tokens; §7 `users/{provider}/members`, `users/skypay/remove-card`,
 * `users/{provider}/hdbank/get-access-token`, `users/skyjoy/change-password`; decision 031).
 * Behind the bearer check: each answers the token's own member only.
 */

/** How many family members a member may keep (the database holds ten places per member). */
export const FAMILY_MEMBER_LIMIT = 10;

const text = (max: number) => z.string().max(max);

/**
 * POST …/members: a person the member books for, with the passenger fields a booking form
 * prefills (the names of `passengerSchema`). Plain strings, so {@link familyMemberIssues} reports
 * each field with its requirements §8 code rather than the schema refusing it as INVALID_REQUEST.
 */
export const familyMemberBodySchema = z.object({
  title: text(10),
  gender: text(10),
  /** Latin capitals (the web's name filter removes diacritics as the member types). */
  lastName: text(200),
  /** May be empty. */
  middleName: text(200),
  firstName: text(200),
  /** YYYY-MM-DD. */
  dateOfBirth: text(10),
  /** ISO 3166-1 alpha-2. */
  nationality: text(2),
  /** Passport or national ID number (6–15 capitals or digits); null or empty when not kept. */
  documentNumber: text(20).nullable(),
  /** The document's expiry, YYYY-MM-DD, not before today; only with a document number. */
  documentExpiry: text(10).nullable(),
  /** requirements §3's emergency-contact relations. */
  relation: text(20),
});
export type FamilyMemberBody = z.infer<typeof familyMemberBodySchema>;

export interface FamilyMemberRulesContext {
  /** Today in Vietnam: nobody is born after it, no kept document has expired before it. */
  readonly today: IsoDate;
  readonly isKnownCountry: (code: string) => boolean;
}

/**
 * The problems of a family member in the form's order, each with its requirements §8 code: a title
 * and gender from the lists, names in Latin capitals, a birth date of someone alive (any age: a
 * baby is a family member too), a known nationality, a document number of the passenger form's
 * alphabet with an expiry not passed, a relation from requirements §3. Empty when valid.
 */
export function familyMemberIssues(
  body: FamilyMemberBody,
  context: FamilyMemberRulesContext,
): MemberFormIssue[] {
  const issues: MemberFormIssue[] = [];
  const at = (path: string, errorCode: MemberFormIssue['errorCode'], problem: PassengerFormError | null) =>
    issues.push({ path: [path], errorCode, problem });
  if (!(TITLES as readonly string[]).includes(body.title))
    at('title', 'INVALID_TITLE', body.title === '' ? 'required' : null);
  if (!(GENDERS as readonly string[]).includes(body.gender))
    at('gender', 'INVALID_FORM', body.gender === '' ? 'required' : null);
  if (body.lastName === '') at('lastName', 'INVALID_LASTNAME', 'required');
  else if (!isValidPersonName(body.lastName)) at('lastName', 'INVALID_LASTNAME', 'invalidName');
  if (body.middleName !== '' && !isValidPersonName(body.middleName))
    at('middleName', 'INVALID_FIRSTNAME', 'invalidName');
  if (body.firstName === '') at('firstName', 'INVALID_FIRSTNAME', 'required');
  else if (!isValidPersonName(body.firstName)) at('firstName', 'INVALID_FIRSTNAME', 'invalidName');
  const birthProblem = birthDateProblemOfAnyAge(body.dateOfBirth, context.today);
  if (birthProblem) at('dateOfBirth', 'INVALID_BIRTHDATE', birthProblem);
  if (!context.isKnownCountry(body.nationality))
    at('nationality', 'INVALID_COUNTRY', body.nationality === '' ? 'required' : 'invalidCountry');
  const documentNumber = body.documentNumber ?? '';
  const documentExpiry = body.documentExpiry ?? '';
  if (documentNumber !== '' && !isValidDocumentNumber(documentNumber))
    at('documentNumber', 'INVALID_PASSPORT', 'invalidDocument');
  if (documentExpiry !== '') {
    if (documentNumber === '') at('documentExpiry', 'INVALID_PASSPORT', 'documentRequired');
    else if (!isIsoDate(documentExpiry) || documentExpiry < context.today)
      at('documentExpiry', 'INVALID_PASSPORT', 'invalidDocument');
  }
  if (!(EMERGENCY_RELATIONS as readonly string[]).includes(body.relation))
    at('relation', 'INVALID_RELATIONSHIP', body.relation === '' ? 'required' : null);
  return issues;
}

function birthDateProblemOfAnyAge(value: string, today: IsoDate): PassengerFormError | null {
  if (value === '') return 'required';
  if (!isIsoDate(value)) return 'birthDateInvalid';
  if (value > today) return 'birthDateFuture';
  return ageAt(value, today) > MAX_AGE_YEARS ? 'birthDateTooOld' : null;
}

export const familyMemberSchema = z.object({
  /** 32 hex digits: what DELETE …/members/{id} names. */
  id: z.string(),
  title: z.enum(TITLES),
  gender: z.enum(GENDERS),
  lastName: z.string(),
  middleName: z.string(),
  firstName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  documentNumber: z.string().nullable(),
  documentExpiry: z.string().nullable(),
  relation: z.enum(EMERGENCY_RELATIONS),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET …/members, and what POST and DELETE answer: the member's family, oldest first. */
export const familyMembersResponseSchema = z.object({
  members: z.array(familyMemberSchema),
  /** How many the member may keep. */
  limit: z.number().int(),
});
export type FamilyMembersResponse = z.infer<typeof familyMembersResponseSchema>;

export const familyMemberCreatedResponseSchema = z.object({ member: familyMemberSchema });

/** 32 lowercase hex digits; anything else is no family member or card of anyone's (404). */
const recordIdSchema = z.string().max(64);

export const familyMemberParamsSchema = z.object({
  provider: memberSchemeSchema,
  id: recordIdSchema,
});

/** A saved card: the gateway's token stays on the server; never a card number or CVV. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_NETWORKS),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
  /** The card's month has passed: the site shows it greyed and pays with it no more. */
  expired: z.boolean(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

/** POST …/skypay/remove-card. */
export const removeCardBodySchema = z.object({ cardId: recordIdSchema });

/** GET …/hdbank/get-access-token: the device the bank link runs on (requirements §3 device info). */
export const deviceInfoQuerySchema = z.object({
  osName: z.string().min(1).max(40),
  osVersion: z.string().min(1).max(40),
  deviceType: z.string().min(1).max(40),
  deviceId: z.string().min(1).max(128),
});
export type DeviceInfo = z.infer<typeof deviceInfoQuerySchema>;

export const bankLinkTokenSchema = z.object({
  /** The bank-link partner the token is for. */
  partner: z.literal('hdbank'),
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds it lives. */
  expiresIn: z.number().int(),
});

/** requirements §3 "access tokens list": one token per bank-link partner (HDBank today). */
export const bankLinkTokensResponseSchema = z.object({ accessTokens: z.array(bankLinkTokenSchema) });
export type BankLinkTokensResponse = z.infer<typeof bankLinkTokensResponseSchema>;

const pinSchema = z.string().regex(/^\d{6}$/);

/** POST …/skyjoy/change-password: the SkyJoy PIN (6 digits). */
export const changePinBodySchema = z.object({
  currentPin: pinSchema,
  newPin: pinSchema,
  /**
   * The caller's own refresh token, which keeps working; every other refresh token of the member
   * is revoked. Without it, all of them are.
   */
  refreshToken: z.string().min(1).max(512).optional(),
});

export const changePinResponseSchema = z.object({
  changed: z.literal(true),
  /** How many other sign-ins (refresh tokens) no longer work. */
  revokedSignIns: z.number().int(),
});
