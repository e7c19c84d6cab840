import { cardBillingSchema, createPaymentBodySchema, paymentVoucherSchema } from '@skybook/contracts/payment';
import {
  INSTALMENT_TENORS,
  type PaymentMethod,
  type PaymentMethodKind,
} from '@skybook/contracts/payment-methods';
import {
  cardNetworkForBrandCode,
  cvvLength,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateHolderName,
  type CardNetwork,
} from '@skybook/domain/card-rules';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ContactForm } from '@skybook/contracts/passengers';
import {
  contractIssues,
  contractResolver,
  firstIssueOfEachField,
  type ContractCheck,
  type FormIssue,
} from '../../lib/form-resolver';
import type { BillingAddress } from '../../stores/payment-form';
import { BILLING_COUNTRIES } from './billing-countries';

/**
 * The payment form (requirements §3 Card, Voucher; §5 card, voucher and terms rules): one form whose
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

/** The member wallet's PIN (requirements §4 Wallet; decision 033). */
export interface WalletFields {
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
  readonly wallet: WalletFields;
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
  'walletPin',
] as const;
export type PaymentFormError = (typeof PAYMENT_FORM_ERRORS)[number];

export function isPaymentFormError(message: string): message is PaymentFormError {
  return (PAYMENT_FORM_ERRORS as readonly string[]).includes(message);
}

/** requirements §5: address (and city, province) at most 50 characters (the contract's billing limit). */
export const MAX_ADDRESS_LENGTH = 50;
/**
 * requirements §5 phone: 8 to 11 digits, nothing else. The billing phone's contract says so too; the
 * pay-later and instalment phones' contract also takes a `+` and 12 digits, so the form's rule is
 * kept here for those (the partner accounts are Vietnamese mobile numbers).
 */
const PHONE = /^\d{8,11}$/;
/**
 * Postal codes: 3 to 10 Latin letters, digits, spaces or dashes (covers VN, AU, UK, CA, US …).
 * The contract takes any 1 to 10 characters: this is the form's own check, kept here.
 */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

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
    wallet: { pin: '' },
    acceptedTerms: false,
  };
}

/** The networks a card method takes (its requirements §3 brand codes). */
export function acceptedNetworks(method: Pick<PaymentMethod, 'cardBrands'>): CardNetwork[] {
  return method.cardBrands.flatMap((code) => {
    const network = cardNetworkForBrandCode(code);
    return network ? [network] : [];
  });
}

/** The billing address as sent: trimmed. */
export function trimmedBilling(billing: BillingAddress): BillingAddress {
  return {
    address: billing.address.trim(),
    city: billing.city.trim(),
    province: billing.province.trim(),
    country: billing.country,
    postalCode: billing.postalCode.trim(),
    phone: billing.phone.trim(),
  };
}

/** The POST /payment body's part the form's fields fill for the kind shown (the card is encrypted apart). */
export interface PaymentFieldsRequest {
  readonly billing?: BillingAddress;
  readonly voucher?: { readonly serial: string; readonly password: string; readonly pin: string };
  readonly payLater?: { readonly phone: string; readonly fullName?: string };
  readonly instalment?: {
    readonly tenorMonths: (typeof INSTALMENT_TENORS)[number] | undefined;
    readonly phone: string;
    readonly email: string;
  };
  readonly wallet?: { readonly pin: string };
}

/** The body's part for the kind shown, as the form's values make it (trimmed, the tenor a number). */
export function paymentFieldsRequest(
  values: PaymentFormValues,
  kind: PaymentMethodKind,
): PaymentFieldsRequest {
  switch (kind) {
    case 'card':
      return { billing: trimmedBilling(values.billing) };
    case 'voucher':
      return {
        voucher: {
          serial: values.voucher.serial.trim(),
          password: values.voucher.password,
          pin: values.voucher.pin.trim(),
        },
      };
    case 'payLater': {
      const fullName = values.payLaterName.trim().replace(/\s+/g, ' ');
      return { payLater: { phone: values.payLaterPhone.trim(), ...(fullName === '' ? {} : { fullName }) } };
    }
    case 'instalment':
      return {
        instalment: {
          tenorMonths: INSTALMENT_TENORS.find((tenor) => String(tenor) === values.instalment.tenor),
          phone: values.instalment.phone.trim(),
          email: values.instalment.email.trim(),
        },
      };
    case 'wallet':
      return { wallet: { pin: values.wallet.pin.trim() } };
    default:
      return {};
  }
}

const {
  payLater: payLaterSchema,
  instalment: instalmentSchema,
  wallet: walletSchema,
} = createPaymentBodySchema.shape;

/** The contract's schemas of POST /payment for the fields each kind shows. */
function contractSchemaFor(kind: PaymentMethodKind): z.ZodType {
  switch (kind) {
    case 'card':
      return z.object({ billing: cardBillingSchema });
    case 'voucher':
      return z.object({ voucher: paymentVoucherSchema });
    case 'payLater':
      return z.object({ payLater: payLaterSchema.unwrap() });
    case 'instalment':
      return z.object({ instalment: instalmentSchema.unwrap() });
    case 'wallet':
      return z.object({ wallet: walletSchema.unwrap() });
    default:
      return z.object({});
  }
}

/** The form's field of a request path: the body's names for the pay-later and instalment fields differ. */
const FIELD_OF_PATH: Readonly<Record<string, string>> = {
  'payLater.phone': 'payLaterPhone',
  'payLater.fullName': 'payLaterName',
  'instalment.tenorMonths': 'instalment.tenor',
};

/** What a field says when its value is there but the contract refuses it. */
const FORMAT_ERROR: Readonly<Record<string, PaymentFormError>> = {
  'billing.country': 'country',
  'billing.postalCode': 'postalCode',
  'billing.phone': 'phone',
  payLaterPhone: 'phone',
  'instalment.phone': 'phone',
  'instalment.email': 'email',
  'wallet.pin': 'walletPin',
};

/** A contract issue as the form shows it: blank is `required`, too long its limit, else the field's format. */
function paymentIssueOf(issue: z.core.$ZodIssue): FormIssue<PaymentFormError> {
  const path = issue.path.map(String).join('.');
  const field = FIELD_OF_PATH[path] ?? path;
  if (typeof issue.input !== 'string' || issue.input.trim() === '') return { field, message: 'required' };
  if (issue.code === 'too_big' && FORMAT_ERROR[field] === undefined)
    return { field, message: issue.maximum === MAX_ADDRESS_LENGTH ? 'tooLong50' : 'tooLong100' };
  return { field, message: FORMAT_ERROR[field] ?? 'required' };
}

function checkCard(
  card: CardFields,
  accepted: readonly CardNetwork[],
  now: Date,
  issues: FormIssue<PaymentFormError>[],
): void {
  const number = validateCardNumber(card.number);
  let network: CardNetwork | undefined;
  if (number.ok) {
    network = number.value.network;
    if (accepted.length > 0 && !accepted.includes(network))
      issues.push({ field: 'card.number', message: 'cardNotAccepted' });
  } else {
    const message = (
      {
        REQUIRED: 'required',
        INVALID_CHARACTERS: 'cardNumberCharacters',
        UNKNOWN_BRAND: 'cardNumberBrand',
        INVALID_LENGTH: 'cardNumberLength',
        INVALID_CHECKSUM: 'cardNumberChecksum',
      } as const
    )[number.error];
    issues.push({ field: 'card.number', message });
  }
  const expiry = validateCardExpiry(card.expiry, now);
  if (!expiry.ok)
    issues.push({
      field: 'card.expiry',
      message: (
        {
          REQUIRED: 'required',
          INVALID_FORMAT: 'expiryFormat',
          EXPIRED: 'expiryPast',
          TOO_FAR: 'expiryTooFar',
        } as const
      )[expiry.error],
    });
  // Until the number says otherwise, a CVV is three digits (four for Amex).
  const cvvNetwork = network ?? 'Visa';
  const cvv = validateCvv(card.cvv, cvvNetwork);
  if (!cvv.ok)
    issues.push({
      field: 'card.cvv',
      message: cvv.error === 'REQUIRED' ? 'required' : cvvLength(cvvNetwork) === 4 ? 'cvv4' : 'cvv3',
    });
  const holder = validateHolderName(card.holderName);
  if (!holder.ok)
    issues.push({
      field: 'card.holderName',
      message: (
        { REQUIRED: 'required', INVALID_CHARACTERS: 'holderCharacters', TOO_LONG: 'holderTooLong' } as const
      )[holder.error],
    });
}

function checkPhone(field: string, value: string, issues: FormIssue<PaymentFormError>[]): void {
  if (value.trim() !== '' && !PHONE.test(value.trim())) issues.push({ field, message: 'phone' });
}

export interface PaymentFormContext {
  readonly kind: PaymentMethodKind;
  /** Card methods: the networks the chosen method takes. */
  readonly accepted: readonly CardNetwork[];
  readonly now: Date;
}

/**
 * The form's checks beyond the contract's schema: the card itself (it leaves encrypted, so no
 * schema sees it: the domain's card rules), the postal code's and the partner phones' patterns,
 * a voucher password of spaces, and the payment terms (requirements §5; the server refuses unaccepted
 * terms in its service, not its schema).
 */
function formOnlyIssues(
  values: PaymentFormValues,
  context: PaymentFormContext,
): FormIssue<PaymentFormError>[] {
  const issues: FormIssue<PaymentFormError>[] = [];
  if (context.kind === 'card') {
    checkCard(values.card, context.accepted, context.now, issues);
    const postalCode = values.billing.postalCode.trim();
    if (postalCode !== '' && !POSTAL_CODE.test(postalCode))
      issues.push({ field: 'billing.postalCode', message: 'postalCode' });
  }
  if (context.kind === 'voucher' && values.voucher.password.trim() === '')
    issues.push({ field: 'voucher.password', message: 'required' });
  if (context.kind === 'payLater') checkPhone('payLaterPhone', values.payLaterPhone, issues);
  if (context.kind === 'instalment') checkPhone('instalment.phone', values.instalment.phone, issues);
  if (!values.acceptedTerms) issues.push({ field: 'acceptedTerms', message: 'termsRequired' });
  return issues;
}

function paymentCheck(
  context: PaymentFormContext,
): ContractCheck<PaymentFormValues, PaymentFieldsRequest, PaymentFormError> {
  return {
    toRequest: (values: PaymentFormValues) => paymentFieldsRequest(values, context.kind),
    issueOf: paymentIssueOf,
    refine: (values: PaymentFormValues) => formOnlyIssues(values, context),
  };
}

/**
 * The form's errors for the chosen kind, by field path, as message keys: the contract's schema of
 * the fields the kind shows, then the form's own checks. The payment terms must always be accepted.
 */
export function validatePaymentForm(
  values: PaymentFormValues,
  context: PaymentFormContext,
): Record<string, PaymentFormError> {
  return firstIssueOfEachField(
    contractIssues(contractSchemaFor(context.kind), values, paymentCheck(context)),
  );
}

/** react-hook-form's resolver for {@link validatePaymentForm}, reading the context at each run. */
export function paymentFormResolver(contextOf: () => PaymentFormContext): Resolver<PaymentFormValues> {
  return (values, context, options) => {
    const formContext = contextOf();
    return contractResolver({
      schema: () => contractSchemaFor(formContext.kind),
      ...paymentCheck(formContext),
    })(values, context, options);
  };
}
