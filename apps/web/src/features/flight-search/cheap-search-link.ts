import type { SyntheticEvent } from 'react';

/** What the search form's "find cheapest fares" submit button carries, to tell it from Find flight. */
export const CHEAP_SEARCH_SUBMITTER = { name: 'intent', value: 'cheapest' } as const;

/** True when the form was sent by the "find cheapest fares" button rather than Find flight (or Enter). */
export function isCheapSearchSubmit(event: SyntheticEvent<HTMLFormElement>): boolean {
  const native = event.nativeEvent;
  const submitter = 'submitter' in native ? native.submitter : null;
  return (
    submitter instanceof HTMLButtonElement &&
    submitter.name === CHEAP_SEARCH_SUBMITTER.name &&
    submitter.value === CHEAP_SEARCH_SUBMITTER.value
  );
}

/**
 * The /select-flight-cheap query string of a form search: the same route, trip type, travellers,
 * currency and promo code as its /select-flight query string, with the month of the departure
 * date instead of the dates (the calendars pick the days).
 */
export function toCheapCalendarParams(selectFlightParams: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(selectFlightParams);
  const departDate = params.get('departDate');
  params.delete('departDate');
  params.delete('returnDate');
  if (departDate) params.set('month', departDate.slice(0, 7));
  return params;
}
