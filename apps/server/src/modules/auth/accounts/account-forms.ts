import type { MemberScheme } from '@skybook/domain/member-rules';
import { newSecretProblem } from '@skybook/domain/member-rules';
import { isValidEmail, isValidPersonName, isValidPhoneNumber } from '@skybook/domain/passenger-rules';
import { normalizeName } from '@skybook/domain/text-filters';
import type { AuthMessages } from '../auth-messages';

/**
 * The hosted forms' fields as posted (application/x-www-form-urlencoded), read into values the
 * accounts accept: names in Latin capitals (requirements §5 name filter, done here as the pages
 * run no script), an e-mail in lower case, a phone as its digits. Each problem is a key of the
 * pages' `problems` messages. Secrets are never echoed back into a page.
 */

export type ProblemKey = keyof AuthMessages['problems'];

/** What a form shows again after a refusal: its fields' values and problems, by field name. */
export interface FormState<Field extends string> {
  values: Partial<Record<Field, string>>;
  problems: Partial<Record<Field, ProblemKey>>;
}

export type SignUpField = 'familyName' | 'givenNames' | 'email' | 'phone' | 'secret' | 'secretConfirm';

export interface SignUpInput {
  scheme: MemberScheme;
  familyName: string;
  middleGivenName: string;
  /** Skyclub only: its sign-in name. */
  email: string | null;
  phone: string;
  secret: string;
}

const field = (body: Readonly<Record<string, string | undefined>>, name: string): string => body[name] ?? '';

/** Spaces, dots, dashes and brackets people type inside phone numbers go; the rest is checked. */
export function phoneDigits(text: string): string {
  return text.replace(/[\s.()-]/g, '');
}

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** The sign-up form: its input when every field is right, else the form to show again. */
export function readSignUpForm(
  scheme: MemberScheme,
  body: Readonly<Record<string, string | undefined>>,
): { input: SignUpInput } | { state: FormState<SignUpField> } {
  const familyName = normalizeName(field(body, 'familyName'));
  const givenNames = normalizeName(field(body, 'givenNames'));
  const email = scheme === 'skyclub' ? normalizeEmail(field(body, 'email')) : null;
  const phone = phoneDigits(field(body, 'phone'));
  const secret = field(body, 'secret');
  const confirm = field(body, 'secretConfirm');
  const problems: FormState<SignUpField>['problems'] = {};
  const name = (value: string, key: 'familyName' | 'givenNames') => {
    if (value === '') problems[key] = 'required';
    else if (!isValidPersonName(value)) problems[key] = 'invalidName';
  };
  name(familyName, 'familyName');
  name(givenNames, 'givenNames');
  if (email !== null) {
    if (email === '') problems.email = 'required';
    else if (!isValidEmail(email)) problems.email = 'invalidEmail';
  }
  if (phone === '') problems.phone = 'required';
  else if (!isValidPhoneNumber(phone)) problems.phone = 'invalidPhone';
  if (secret === '') problems.secret = 'required';
  else {
    const problem = newSecretProblem(scheme, secret);
    if (problem) problems.secret = problem;
  }
  if (confirm === '') problems.secretConfirm = 'required';
  else if (confirm !== secret) problems.secretConfirm = 'confirmMismatch';
  if (Object.keys(problems).length > 0) {
    const values = { familyName, givenNames, phone, ...(email === null ? {} : { email }) };
    return { state: { values, problems } };
  }
  return { input: { scheme, familyName, middleGivenName: givenNames, email, phone, secret } };
}

/** How a member names their account at sign-in: Skyclub by e-mail or phone, SkyJoy by phone. */
export type SignInName = { email: string } | { phone: string };

/**
 * The sign-in name a member typed, or null when it cannot name any account of the scheme (it is
 * then refused as a wrong sign-in, without saying which part was wrong).
 */
export function readSignInName(scheme: MemberScheme, text: string): SignInName | null {
  if (scheme === 'skyclub' && text.includes('@')) {
    const email = normalizeEmail(text);
    return isValidEmail(email) ? { email } : null;
  }
  const phone = phoneDigits(text);
  return isValidPhoneNumber(phone) ? { phone } : null;
}

export type ChangeSecretField = 'current' | 'next' | 'nextConfirm';

/** The change form: the new secret's problems and the confirmation's (the current one is checked by the account). */
export function readChangeSecretForm(
  scheme: MemberScheme,
  body: Readonly<Record<string, string | undefined>>,
): { current: string; next: string } | { state: FormState<ChangeSecretField> } {
  const current = field(body, 'current');
  const next = field(body, 'next');
  const confirm = field(body, 'nextConfirm');
  const problems: FormState<ChangeSecretField>['problems'] = {};
  if (current === '') problems.current = 'required';
  if (next === '') problems.next = 'required';
  else {
    const problem = newSecretProblem(scheme, next);
    if (problem) problems.next = problem;
    else if (next === current) problems.next = 'sameAsCurrent';
  }
  if (confirm === '') problems.nextConfirm = 'required';
  else if (confirm !== next) problems.nextConfirm = 'confirmMismatch';
  return Object.keys(problems).length > 0 ? { state: { values: {}, problems } } : { current, next };
}
