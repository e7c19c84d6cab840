import { describe, expect, it } from 'vitest';
import { EMPTY_BILLING } from '../../stores/payment-form';
import { formatCardNumber, formatExpiry } from './components/CardForm';
import {
  acceptedNetworks,
  emptyPaymentForm,
  startingBilling,
  validatePaymentForm,
  type PaymentFormContext,
  type PaymentFormValues,
} from './payment-form-model';

const NOW = new Date('2026-11-25T10:00:00Z');
const CARD_CONTEXT: PaymentFormContext = {
  kind: 'card',
  accepted: ['Visa', 'MasterCard', 'JCB', 'Amex'],
  now: NOW,
};

function validCard(overrides: Partial<PaymentFormValues['card']> = {}): PaymentFormValues {
  return {
    ...emptyPaymentForm({
      address: '12 Ly Thuong Kiet',
      city: 'Hanoi',
      province: 'Hoan Kiem',
      country: 'VN',
      postalCode: '100000',
      phone: '0912345678',
    }),
    card: {
      number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      holderName: 'NGUYEN VAN AN',
      ...overrides,
    },
    acceptedTerms: true,
  };
}

describe('the card form rules (requirements §5)', () => {
  it('accepts a complete, valid card with its billing address', () => {
    expect(validatePaymentForm(validCard(), CARD_CONTEXT)).toEqual({});
  });

  it('says which field is required when nothing is typed', () => {
    const errors = validatePaymentForm(emptyPaymentForm(EMPTY_BILLING), CARD_CONTEXT);
    for (const field of [
      'card.number',
      'card.expiry',
      'card.cvv',
      'card.holderName',
      'billing.address',
      'billing.city',
      'billing.province',
      'billing.postalCode',
      'billing.phone',
    ])
      expect(errors[field], field).toBe('required');
    expect(errors.acceptedTerms).toBe('termsRequired');
  });

  it('tells a failed Luhn checksum, an unknown prefix, a wrong length and letters apart', () => {
    const numberError = (number: string) =>
      validatePaymentForm(validCard({ number }), CARD_CONTEXT)['card.number'];
    expect(numberError('4111 1111 1111 1112')).toBe('cardNumberChecksum');
    expect(numberError('6011 1111 1111 1117')).toBe('cardNumberBrand');
    expect(numberError('5555 5555 5555 444')).toBe('cardNumberLength');
    expect(numberError('4111 1111 1111 111O')).toBe('cardNumberCharacters');
    expect(numberError('4111-1111-1111-1111')).toBeUndefined();
  });

  it('refuses a card of a brand the chosen method does not take', () => {
    const visaOnly: PaymentFormContext = {
      ...CARD_CONTEXT,
      accepted: acceptedNetworks({ cardBrands: ['VI'] }),
    };
    expect(visaOnly.accepted).toEqual(['Visa']);
    const errors = validatePaymentForm(validCard({ number: '5555 5555 5555 4444' }), visaOnly);
    expect(errors['card.number']).toBe('cardNotAccepted');
  });

  it('wants an expiry MM/YY that is not past, the current month still being valid', () => {
    const expiryError = (expiry: string) =>
      validatePaymentForm(validCard({ expiry }), CARD_CONTEXT)['card.expiry'];
    expect(expiryError('11/26')).toBeUndefined();
    expect(expiryError('10/26')).toBe('expiryPast');
    expect(expiryError('13/27')).toBe('expiryFormat');
    expect(expiryError('1227')).toBe('expiryFormat');
  });

  it('wants a 3-digit CVV, and 4 digits for American Express', () => {
    const cvvError = (number: string, cvv: string) =>
      validatePaymentForm(validCard({ number, cvv }), CARD_CONTEXT)['card.cvv'];
    expect(cvvError('4111111111111111', '12')).toBe('cvv3');
    expect(cvvError('4111111111111111', '1234')).toBe('cvv3');
    expect(cvvError('378282246310005', '123')).toBe('cvv4');
    expect(cvvError('378282246310005', '1234')).toBeUndefined();
  });

  it('wants the holder in Latin letters without accents, as printed', () => {
    const holderError = (holderName: string) =>
      validatePaymentForm(validCard({ holderName }), CARD_CONTEXT)['card.holderName'];
    expect(holderError('NGUYỄN VĂN AN')).toBe('holderCharacters');
    expect(holderError('JOHN SMITH 2')).toBe('holderCharacters');
    expect(holderError('A'.repeat(27))).toBe('holderTooLong');
  });

  it('limits the address to 50 characters and the phone to 8–11 digits', () => {
    const values = validCard();
    const errors = validatePaymentForm(
      { ...values, billing: { ...values.billing, address: 'x'.repeat(51), phone: '0912-345' } },
      CARD_CONTEXT,
    );
    expect(errors['billing.address']).toBe('tooLong50');
    expect(errors['billing.phone']).toBe('phone');
  });
});

describe('the other methods’ fields', () => {
  it('checks only the chosen kind’s fields: a voucher needs serial, password and PIN', () => {
    const errors = validatePaymentForm(emptyPaymentForm(EMPTY_BILLING), {
      kind: 'voucher',
      accepted: [],
      now: NOW,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'acceptedTerms',
      'voucher.password',
      'voucher.pin',
      'voucher.serial',
    ]);
  });

  it('needs the pay-later phone and nothing of a card', () => {
    const values = { ...emptyPaymentForm(EMPTY_BILLING), payLaterPhone: '09123', acceptedTerms: true };
    expect(validatePaymentForm(values, { kind: 'payLater', accepted: [], now: NOW })).toEqual({
      payLaterPhone: 'phone',
    });
  });

  it('needs only the terms for a QR payment', () => {
    const values = { ...emptyPaymentForm(EMPTY_BILLING), acceptedTerms: true };
    expect(validatePaymentForm(values, { kind: 'qr', accepted: [], now: NOW })).toEqual({});
  });
});

describe('typing helpers', () => {
  it('groups a card number as it is typed: 4-4-4-4, and 4-6-5 for Amex', () => {
    expect(formatCardNumber('41111111')).toBe('4111 1111');
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111 11a')).toBe('4111 11a');
  });

  it('puts the slash in the expiry by itself', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/301')).toBe('12/30');
  });
});

describe('startingBilling', () => {
  const contact = { address: '12 Ly Thuong Kiet', country: 'SG', phoneNumber: '0912345678' };

  it('starts an untyped billing address from the contact’s address, country and phone', () => {
    expect(startingBilling(EMPTY_BILLING, contact)).toEqual({
      ...EMPTY_BILLING,
      address: '12 Ly Thuong Kiet',
      country: 'SG',
      phone: '0912345678',
    });
  });

  it('keeps a billing address the traveller typed before, and the country when cards are not billed there', () => {
    const typed = { ...EMPTY_BILLING, city: 'Hanoi' };
    expect(startingBilling(typed, contact)).toBe(typed);
    expect(startingBilling(EMPTY_BILLING, { ...contact, country: 'ZZ' }).country).toBe(EMPTY_BILLING.country);
    expect(startingBilling(EMPTY_BILLING, null)).toBe(EMPTY_BILLING);
  });
});
