import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useBookingDraft } from './booking-draft';
import { debouncedLocalStorage } from './debounced-storage';

/**
 * requirements §3 paymentMethodSelected / §4 "payment info form" slice: the method the traveller chose
 * and the card's billing address, kept across reloads. Nothing of a card — number, expiry, CVV,
 * holder — is ever held here (design §5: no card data in browser storage); those live only in
 * the card form's memory and leave it encrypted for the gateway.
 */

/** requirements §3 groupPayment: pay now (default) or pay later. */
export type PaymentGroupChoice = 'PAY_NOW' | 'PAY_LATER';

/** The card's billing address and phone (requirements §3 Card: address, city, province, country, postal code, phone). */
export interface BillingAddress {
  readonly address: string;
  readonly city: string;
  readonly province: string;
  readonly country: string;
  readonly postalCode: string;
  readonly phone: string;
}

export interface PaymentFormSlice {
  readonly groupPayment: PaymentGroupChoice;
  /** The chosen method's identifier (requirements §3 method ids: PL6, VJHDS, Voucher, a card's …), or none. */
  readonly methodSelect: string | null;
  readonly billing: BillingAddress;
}

export interface PaymentFormState extends PaymentFormSlice {
  readonly chooseMethod: (group: PaymentGroupChoice, identifier: string | null) => void;
  readonly setBilling: (billing: BillingAddress) => void;
  readonly reset: () => void;
}

export const EMPTY_BILLING: BillingAddress = {
  address: '',
  city: '',
  province: '',
  country: 'VN',
  postalCode: '',
  phone: '',
};

const DEFAULTS: PaymentFormSlice = { groupPayment: 'PAY_NOW', methodSelect: null, billing: EMPTY_BILLING };

export const PAYMENT_FORM_STORAGE_KEY = 'skybook.payment-form';
export const PAYMENT_FORM_VERSION = 1;

/** Only the billing fields, as strings: whatever else a stored value carries is dropped. */
function billingOf(value: unknown): BillingAddress {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (field: keyof BillingAddress): string => {
    const item = source[field];
    return typeof item === 'string' ? item : EMPTY_BILLING[field];
  };
  return {
    address: text('address'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    postalCode: text('postalCode'),
    phone: text('phone'),
  };
}

/**
 * What is written to storage: the chosen method and the billing address, field by field, so a
 * card field can never slip in through a spread.
 */
export function persistedPaymentForm(state: PaymentFormSlice): PaymentFormSlice {
  return {
    groupPayment: state.groupPayment,
    methodSelect: state.methodSelect,
    billing: billingOf(state.billing),
  };
}

export function migratePaymentForm(persisted: unknown, version: number): PaymentFormSlice {
  if (typeof persisted !== 'object' || persisted === null || version !== PAYMENT_FORM_VERSION)
    return DEFAULTS;
  const stored = persisted as Partial<Record<keyof PaymentFormSlice, unknown>>;
  return {
    groupPayment: stored.groupPayment === 'PAY_LATER' ? 'PAY_LATER' : 'PAY_NOW',
    methodSelect: typeof stored.methodSelect === 'string' ? stored.methodSelect : null,
    billing: billingOf(stored.billing),
  };
}

export const usePaymentForm = create<PaymentFormState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      chooseMethod: (groupPayment, methodSelect) => {
        set({ groupPayment, methodSelect });
      },
      setBilling: (billing) => {
        set({ billing: billingOf(billing) });
      },
      reset: () => {
        set(DEFAULTS);
      },
    }),
    {
      name: PAYMENT_FORM_STORAGE_KEY,
      version: PAYMENT_FORM_VERSION,
      migrate: migratePaymentForm,
      storage: debouncedLocalStorage((failed) => {
        if (failed) useBookingDraft.setState({ saveFailed: true });
      }),
      partialize: (state): PaymentFormSlice => persistedPaymentForm(state),
    },
  ),
);
