import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCart,
  restoreCart,
  toMajorUnits,
  trackAddPaymentInfo,
  trackAddToCart,
  trackBeginCheckout,
  trackPurchase,
  trackRemoveFromCart,
  trackViewCart,
  type CartFlight,
} from './cart-analytics';

const OUT: CartFlight = {
  direction: 'departure',
  journeyKey: '101',
  route: 'SGN-HAN',
  fareFamily: 'Eco',
  totalAmount: 1_200_000,
  currency: 'VND',
};
const BACK: CartFlight = {
  ...OUT,
  direction: 'return',
  journeyKey: '202',
  route: 'HAN-SGN',
  totalAmount: 900_000,
};

/** The events pushed, without GA4's `{ ecommerce: null }` resets. */
function events() {
  return (window.dataLayer ?? []).filter((entry) => entry.event !== undefined);
}

describe('the GA4 cart funnel (requirements §4)', () => {
  beforeEach(() => {
    window.dataLayer = [];
    clearCart();
  });

  it('clears the previous ecommerce object before each event, as GA4 asks', () => {
    trackAddToCart(OUT);
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'add_to_cart' });
  });

  it('replaces a direction’s item on add to cart, and remove and view cart reuse the items held', () => {
    trackAddToCart(OUT);
    trackAddToCart(BACK);
    trackAddToCart({ ...OUT, journeyKey: '103', totalAmount: 1_000_000 });
    trackViewCart();
    trackRemoveFromCart('return');
    trackRemoveFromCart('return');
    const [, , third, view, removed, ...rest] = events();
    expect(third).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'VND',
        value: 1_000_000,
        items: [
          {
            item_id: '103',
            item_name: 'SGN-HAN',
            item_category: 'departure',
            item_variant: 'Eco',
            price: 1_000_000,
            quantity: 1,
          },
        ],
      },
    });
    expect(view?.ecommerce).toMatchObject({
      value: 1_900_000,
      items: [{ item_id: '103' }, { item_id: '202' }],
    });
    expect(removed).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 900_000, items: [{ item_id: '202' }] },
    });
    expect(rest).toEqual([]);
  });

  it('reports checkout, payment info and the purchase with the cart’s items, in major units', () => {
    restoreCart([{ ...OUT, currency: 'USD', totalAmount: 12_550 }]);
    expect(events()).toEqual([]);
    trackBeginCheckout({ amount: 12_550, currency: 'USD' });
    trackAddPaymentInfo({ amount: 12_850, currency: 'USD' }, 'VI');
    trackPurchase({ transactionId: 'ABC234', amount: 12_850, currency: 'USD', isEditBooking: false });
    trackPurchase({ transactionId: 'ABC234', amount: 12_850, currency: 'USD', isEditBooking: false });
    expect(events().map((entry) => entry.event)).toEqual(['begin_checkout', 'add_payment_info', 'purchase']);
    expect(events()[1]?.ecommerce).toMatchObject({
      value: 128.5,
      payment_type: 'VI',
      items: [{ price: 125.5 }],
    });
    expect(events()[2]?.ecommerce).toMatchObject({ transaction_id: 'ABC234', value: 128.5, currency: 'USD' });
  });

  it('reports a refund instead of a purchase when a booking is being edited', () => {
    trackPurchase({ transactionId: 'ABC234', amount: 50_000, currency: 'VND', isEditBooking: true });
    expect(events()).toEqual([
      { event: 'refund', ecommerce: { transaction_id: 'ABC234', currency: 'VND', value: 50_000, items: [] } },
    ]);
  });

  it('converts minor units by the currency’s exponent', () => {
    expect(toMajorUnits(1_500_000, 'VND')).toBe(1_500_000);
    expect(toMajorUnits(12_345, 'USD')).toBe(123.45);
  });
});
