import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  migratePaymentForm,
  PAYMENT_FORM_STORAGE_KEY,
  PAYMENT_FORM_VERSION,
  persistedPaymentForm,
  usePaymentForm,
} from './payment-form';

const BILLING = {
  address: '12 Ly Thuong Kiet',
  city: 'Hanoi',
  province: 'Hoan Kiem',
  country: 'VN',
  postalCode: '100000',
  phone: '0912345678',
};

describe('the payment form store', () => {
  beforeAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  beforeEach(() => {
    vi.useFakeTimers();
    usePaymentForm.getState().reset();
    vi.runAllTimers();
    localStorage.clear();
  });

  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('keeps the chosen method and the billing address across a reload', () => {
    usePaymentForm.getState().chooseMethod('PAY_LATER', 'PL6');
    usePaymentForm.getState().setBilling(BILLING);
    vi.advanceTimersByTime(600);
    const saved = JSON.parse(localStorage.getItem(PAYMENT_FORM_STORAGE_KEY) ?? '{}') as {
      state: unknown;
      version: number;
    };
    expect(saved.version).toBe(PAYMENT_FORM_VERSION);
    expect(saved.state).toEqual({ groupPayment: 'PAY_LATER', methodSelect: 'PL6', billing: BILLING });
  });

  it('never writes a card field, even one slipped into the billing address or the state', () => {
    const withCard = { ...BILLING, number: '4111111111111111', cvv: '123', expiry: '12/30' };
    usePaymentForm.getState().setBilling(withCard);
    usePaymentForm.setState({ ...usePaymentForm.getState(), ...{ cardNumber: '4111111111111111' } });
    vi.advanceTimersByTime(600);
    const raw = localStorage.getItem(PAYMENT_FORM_STORAGE_KEY) ?? '';
    expect(raw).not.toMatch(/4111|cvv|expiry|number/i);
    expect(persistedPaymentForm({ groupPayment: 'PAY_NOW', methodSelect: 'VI', billing: withCard })).toEqual({
      groupPayment: 'PAY_NOW',
      methodSelect: 'VI',
      billing: BILLING,
    });
  });

  it('reads back only known fields from an older or tampered save', () => {
    expect(migratePaymentForm({ methodSelect: 7, billing: { phone: 1, city: 'Hue', cvv: '1' } }, 1)).toEqual({
      groupPayment: 'PAY_NOW',
      methodSelect: null,
      billing: { address: '', city: 'Hue', province: '', country: 'VN', postalCode: '', phone: '' },
    });
    expect(migratePaymentForm({ methodSelect: 'VI' }, 99).methodSelect).toBeNull();
  });
});
