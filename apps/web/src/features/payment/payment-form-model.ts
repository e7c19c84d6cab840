import type { PaymentMethod, PaymentMethodKind } from '@skybook/contracts/payment-methods';
import {
  cardNetworkForBrandCode,
  cvvLength,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateHolderName,
  type CardNetwork,
} from '@skybook/domain/card-rules';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContactForm } from '@skybook/contracts/passengers';
import type { BillingAddress } from '../../stores/payment-form';
import { BILLING_COUNTRIES } from './billing-countries';

/**
 * The payment form (SPEC §3 Card, Voucher; §5 card, voucher and terms rules): one form whose
 * fields depend on the chosen method's kind. Card fields live only in this form's memory: they
 * leave it encrypted for the gateway (encrypt-card.ts) and are never stored.
 */

export interface CardFields {
  readonly number: string;
  /** `MM/YY`. */
  readonly expiry: string;
  readonly cvv: string;
  readonly holderName: string;
}

export interface VoucherFields {
  readonly serial: string;
  readonly password: string;
  readonly pin: string;
}

export interface InstalmentFields {
  /** Months, as the select gives it ('' until chosen). */
  readonly tenor: string;
  readonly phone: string;
  readonly email: string;
}

export interface PaymentFormValues {
  readonly card: CardFields;
  readonly billing: BillingAddress;
  readonly voucher: VoucherFields;
  readonly payLaterPhone: string;
  /** The pay-later account holder's name, when not the booking contact's (optional). */
  readonly payLaterName: string;
  readonly instalment: InstalmentFields;
  readonly acceptedTerms: boolean;
}

/** Message keys of the `payment` namespace's `form.errors`. */
export const PAYMENT_FORM_ERRORS = [
  'required',
  'cardNumberCharacters',
  'cardNumberBrand',
  'cardNumberLength',
  'cardNumberChecksum',
  'cardNotAccepted',
  'expiryFormat',
  'expiryPast',
  'expiryTooFar',
  'cvv3',
  'cvv4',
  'holderCharacters',
  'holderTooLong',
  'tooLong50',
  'tooLong100',
  'phone',
  'postalCode',
  'country',
  'email',
  'termsRequired',
] as const;
export type PaymentFormError = (typeof PAYMENT_FORM_ERRORS)[number];

export function isPaymentFormError(message: string): message is PaymentFormError {
  return (PAYMENT_FORM_ERRORS as readonly string[]).includes(message);
}

/** SPEC §5: address (and city, province) at most 50 characters. */
export const MAX_ADDRESS_LENGTH = 50;
/** SPEC §5 phone: 8 to 11 digits, nothing else. */
const PHONE = /^\d{8,11}$/;
/** Postal codes: 3 to 10 Latin letters, digits, spaces or dashes (covers VN, AU, UK, CA, US …). */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The billing address a card form starts with: the one kept from an earlier payment; or, while
 * none has been typed, the booking contact's address, country (when cards may be billed there)
 * and phone. Every field stays editable.
 */
export function startingBilling(
  billing: BillingAddress,
  contact: Pick<ContactForm, 'address' | 'country' | 'phoneNumber'> | null,
): BillingAddress {
  const typed = [billing.address, billing.city, billing.province, billing.postalCode, billing.phone];
  if (contact === null || typed.some((value) => value.trim() !== '')) return billing;
  const country = BILLING_COUNTRIES.find((code) => code === contact.country) ?? billing.country;
  return { ...billing, address: contact.address, country, phone: contact.phoneNumber };
}

export function emptyPaymentForm(billing: BillingAddress): PaymentFormValues {
  return {
    card: { number: '', expiry: '', cvv: '', holderName: '' },
    billing,
    voucher: { serial: '', password: '', pin: '' },
    payLaterPhone: '',
    payLaterName: '',
    instalment: { tenor: '', phone: '', email: '' },
    acceptedTerms: false,
  };
}

/** The networks a card method takes (its SPEC §3 brand codes). */
export function acceptedNetworks(method: Pick<PaymentMethod, 'cardBrands'>): CardNetwork[] {
  return method.cardBrands.flatMap((code) => {
    const network = cardNetworkForBrandCode(code);
    return network ? [network] : [];
  });
}

type Errors = Record<string, PaymentFormError>;

function checkCard(card: CardFields, accepted: readonly CardNetwork[], now: Date, errors: Errors): void {
  const number = validateCardNumber(card.number);
  let network: CardNetwork | undefined;
  if (number.ok) {
    network = number.value.network;
    if (accepted.length > 0 && !accepted.includes(network)) errors['card.number'] = 'cardNotAccepted';
  } else {
    errors['card.number'] = (
      {
        REQUIRED: 'required',
        INVALID_CHARACTERS: 'cardNumberCharacters',
        UNKNOWN_BRAND: 'cardNumberBrand',
        INVALID_LENGTH: 'cardNumberLength',
        INVALID_CHECKSUM: 'cardNumberChecksum',
      } as const
    )[number.error];
  }
  const expiry = validateCardExpiry(card.expiry, now);
  if (!expiry.ok)
    errors['card.expiry'] = (
      {
        REQUIRED: 'required',
        INVALID_FORMAT: 'expiryFormat',
        EXPIRED: 'expiryPast',
        TOO_FAR: 'expiryTooFar',
      } as const
    )[expiry.error];
  // Until the number says otherwise, a CVV is three digits (four for Amex).
  const cvvNetwork = network ?? 'Visa';
  const cvv = validateCvv(card.cvv, cvvNetwork);
  if (!cvv.ok)
    errors['card.cvv'] =
      cvv.error === 'REQUIRED' ? 'required' : cvvLength(cvvNetwork) === 4 ? 'cvv4' : 'cvv3';
  const holder = validateHolderName(card.holderName);
  if (!holder.ok)
    errors['card.holderName'] = (
      { REQUIRED: 'required', INVALID_CHARACTERS: 'holderCharacters', TOO_LONG: 'holderTooLong' } as const
    )[holder.error];
}

function checkBilling(billing: BillingAddress, errors: Errors): void {
  for (const field of ['address', 'city', 'province'] as const) {
    const value = billing[field].trim();
    if (value === '') errors[`billing.${field}`] = 'required';
    else if (value.length > MAX_ADDRESS_LENGTH) errors[`billing.${field}`] = 'tooLong50';
  }
  if (billing.country === '') errors['billing.country'] = 'required';
  else if (!/^[A-Z]{2}$/.test(billing.country)) errors['billing.country'] = 'country';
  const postalCode = billing.postalCode.trim();
  if (postalCode === '') errors['billing.postalCode'] = 'required';
  else if (!POSTAL_CODE.test(postalCode)) errors['billing.postalCode'] = 'postalCode';
  checkPhone('billing.phone', billing.phone, errors);
}

function checkPhone(path: string, value: string, errors: Errors): void {
  if (value.trim() === '') errors[path] = 'required';
  else if (!PHONE.test(value.trim())) errors[path] = 'phone';
}

function checkRequired(path: string, value: string, errors: Errors): void {
  if (value.trim() === '') errors[path] = 'required';
}

export interface PaymentFormContext {
  readonly kind: PaymentMethodKind;
  /** Card methods: the networks the chosen method takes. */
  readonly accepted: readonly CardNetwork[];
  readonly now: Date;
}

/**
 * The form's errors for the chosen kind, by field path, as message keys: only the fields the kind
 * shows are checked. The payment terms must always be accepted (SPEC §5).
 */
export function validatePaymentForm(values: PaymentFormValues, context: PaymentFormContext): Errors {
  const errors: Errors = {};
  if (context.kind === 'card') {
    checkCard(values.card, context.accepted, context.now, errors);
    checkBilling(values.billing, errors);
  }
  if (context.kind === 'voucher') {
    checkRequired('voucher.serial', values.voucher.serial, errors);
    checkRequired('voucher.password', values.voucher.password, errors);
    checkRequired('voucher.pin', values.voucher.pin, errors);
  }
  if (context.kind === 'payLater') {
    checkPhone('payLaterPhone', values.payLaterPhone, errors);
    if (values.payLaterName.trim().length > 100) errors.payLaterName = 'tooLong100';
  }
  if (context.kind === 'instalment') {
    checkRequired('instalment.tenor', values.instalment.tenor, errors);
    checkPhone('instalment.phone', values.instalment.phone, errors);
    const email = values.instalment.email.trim();
    if (email === '') errors['instalment.email'] = 'required';
    else if (!EMAIL.test(email)) errors['instalment.email'] = 'email';
  }
  if (!values.acceptedTerms) errors.acceptedTerms = 'termsRequired';
  return errors;
}

/** Nests `a.b` paths as react-hook-form's errors object wants them. */
function toFieldErrors(errors: Errors): FieldErrors<PaymentFormValues> {
  const nested: Record<string, unknown> = {};
  const groups = new Map<string, Record<string, unknown>>();
  for (const [path, message] of Object.entries(errors)) {
    const error = { type: 'validate', message };
    const dot = path.indexOf('.');
    if (dot === -1) {
      nested[path] = error;
      continue;
    }
    const head = path.slice(0, dot);
    const group = groups.get(head) ?? {};
    group[path.slice(dot + 1)] = error;
    groups.set(head, group);
    nested[head] = group;
  }
  return nested;
}

/** react-hook-form's resolver for {@link validatePaymentForm}, reading the context at each run. */
export function paymentFormResolver(contextOf: () => PaymentFormContext): Resolver<PaymentFormValues> {
  return (values) => {
    const errors = validatePaymentForm(values, contextOf());
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors(errors) };
  };
}
