import type { CurrencyCode } from '@skybook/domain/currency';
import { minorUnitExponent } from '@skybook/domain/currency';

/**
 * requirements §4 cart analytics funnel, pushed to `window.dataLayer` in GA4's recommended ecommerce
 * shape (`{ event, ecommerce: { currency, value, items, … } }`, each push preceded by
 * `{ ecommerce: null }` as GA4 asks so one event's fields never leak into the next):
 * - add_to_cart replaces the departure or return item (one per direction);
 * - remove_from_cart and view_cart reuse the items held;
 * - begin_checkout, add_payment_info (payment_type), purchase (transaction_id) — a purchase made
 *   while editing a booking is reported as a refund.
 * Values are in the currency's major unit, as GA4 expects.
 */

export type CartDirection = 'departure' | 'return';

/** One flight of the cart as GA4's item. */
export interface CartItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_category: CartDirection;
  readonly item_variant?: string;
  readonly price: number;
  readonly quantity: number;
}

/** A flight chosen for a direction, as the booking draft knows it. */
export interface CartFlight {
  readonly direction: CartDirection;
  /** The journey key (flight ids). */
  readonly journeyKey: string;
  /** `SGN-HAN`. */
  readonly route: string;
  readonly fareFamily: string;
  /** Minor units of `currency`, for all passengers. */
  readonly totalAmount: number;
  readonly currency: CurrencyCode;
}

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Minor units to GA4's major-unit value (VND has none; USD two). */
export function toMajorUnits(amountMinor: number, currency: CurrencyCode): number {
  return amountMinor / 10 ** minorUnitExponent(currency);
}

export function cartItemOf(flight: CartFlight): CartItem {
  return {
    item_id: flight.journeyKey,
    item_name: flight.route,
    item_category: flight.direction,
    item_variant: flight.fareFamily,
    price: toMajorUnits(flight.totalAmount, flight.currency),
    quantity: 1,
  };
}

const cart = new Map<CartDirection, { readonly item: CartItem; readonly currency: CurrencyCode }>();

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function push(event: string, ecommerce: DataLayerEntry): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}

function cartItems(): { items: CartItem[]; currency: CurrencyCode | undefined; value: number } {
  const entries = [...cart.values()];
  const items = entries.map((entry) => entry.item);
  return {
    items,
    currency: entries[0]?.currency,
    value: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

/** add_to_cart: the direction's flight replaces the one held before. */
export function trackAddToCart(flight: CartFlight): void {
  const item = cartItemOf(flight);
  cart.set(flight.direction, { item, currency: flight.currency });
  push('add_to_cart', { currency: flight.currency, value: item.price, items: [item] });
}

/** remove_from_cart: the direction's held flight leaves the cart (nothing when none is held). */
export function trackRemoveFromCart(direction: CartDirection): void {
  const held = cart.get(direction);
  if (!held) return;
  cart.delete(direction);
  push('remove_from_cart', { currency: held.currency, value: held.item.price, items: [held.item] });
}

/** view_cart with the flights held. */
export function trackViewCart(): void {
  const { items, currency, value } = cartItems();
  if (items.length === 0 || !currency) return;
  push('view_cart', { currency, value, items });
}

/** Puts the draft's flights in the cart without an event (after a reload the cart is empty). */
export function restoreCart(flights: readonly CartFlight[]): void {
  for (const flight of flights)
    cart.set(flight.direction, { item: cartItemOf(flight), currency: flight.currency });
}

export interface CheckoutAmount {
  /** Minor units. */
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/** begin_checkout: the booking exists and its payment starts. */
export function trackBeginCheckout(total: CheckoutAmount): void {
  const { items } = cartItems();
  push('begin_checkout', {
    currency: total.currency,
    value: toMajorUnits(total.amount, total.currency),
    items,
  });
}

/** add_payment_info: the method chosen to pay with (its requirements §3 identifier). */
export function trackAddPaymentInfo(total: CheckoutAmount, paymentType: string): void {
  const { items } = cartItems();
  push('add_payment_info', {
    currency: total.currency,
    value: toMajorUnits(total.amount, total.currency),
    payment_type: paymentType,
    items,
  });
}

export interface PurchaseReport extends CheckoutAmount {
  /** The booking locator. */
  readonly transactionId: string;
  /** requirements §4: a purchase made while editing a booking is reported as a refund. */
  readonly isEditBooking: boolean;
}

/** purchase (or refund when editing a booking), once per transaction id in this tab. */
export function trackPurchase(report: PurchaseReport): void {
  const event = report.isEditBooking ? 'refund' : 'purchase';
  const layer = dataLayer();
  const already = layer.some(
    (entry) =>
      entry.event === event &&
      typeof entry.ecommerce === 'object' &&
      entry.ecommerce !== null &&
      (entry.ecommerce as DataLayerEntry).transaction_id === report.transactionId,
  );
  if (already) return;
  const { items } = cartItems();
  push(event, {
    transaction_id: report.transactionId,
    currency: report.currency,
    value: toMajorUnits(report.amount, report.currency),
    items,
  });
}

/** Empties the cart (tests; a finished booking). */
export function clearCart(): void {
  cart.clear();
}
