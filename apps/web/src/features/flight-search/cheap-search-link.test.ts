import { describe, expect, it } from 'vitest';
import { toCheapCalendarParams } from './cheap-search-link';

describe('the cheapest-fare calendar link of a form search', () => {
  it('keeps the route, trip type, travellers, currency and promo code, and trades the dates for the month', () => {
    const params = toCheapCalendarParams(
      new URLSearchParams(
        'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-05&returnDate=2027-01-02&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1&currency=VND&promoCode=SALE2026',
      ),
    );
    expect(params.toString()).toBe(
      'departAirport=SGN&arrivalAirport=HAN&tripType=roundTrip&adultCount=2&childCount=1&infantCount=1&currency=VND&promoCode=SALE2026&month=2026-12',
    );
  });

  it('leaves the month to the calendar when there is no departure date', () => {
    const params = toCheapCalendarParams(
      new URLSearchParams('departAirport=SGN&arrivalAirport=HAN&tripType=oneway'),
    );
    expect(params.has('month')).toBe(false);
  });
});
