import {
  categoryListSchema,
  foundItemPaxSchema,
  propertyListSchema,
  searchByPaxResponseSchema,
} from '@skybook/contracts/happy-returns';
import { vi } from 'vitest';

/*
 * The happy-returns API as the component tests see it: answers parsed by the same contracts the
 * pages parse with, and a fetch mock that routes each call and records what was sent.
 */

export const CATEGORIES = categoryListSchema.parse({
  languageId: 'en',
  categories: [
    { id: 'phone', name: 'Phones', description: 'Mobile phones, with or without a case', languageId: 'en' },
    { id: 'bag', name: 'Bags', description: 'Backpacks, handbags and suitcases', languageId: 'en' },
  ],
});

export const PHONE_PROPERTIES = propertyListSchema.parse({
  categoryId: 'phone',
  languageId: 'en',
  properties: [
    {
      id: 'phoneBrand',
      name: 'Brand',
      inputType: 'select',
      isRequired: true,
      maxLength: null,
      values: [
        { code: 'apple', label: 'Apple' },
        { code: 'samsung', label: 'Samsung' },
      ],
    },
    {
      id: 'caseColour',
      name: 'Case colour',
      inputType: 'text',
      isRequired: false,
      maxLength: 30,
      values: [],
    },
  ],
});

export const SEARCH_RESULTS = searchByPaxResponseSchema.parse({
  items: [
    {
      id: 'LFQ3WB77EC',
      status: 'found',
      category: { id: 'phone', name: 'Phones' },
      title: 'Blue Samsung phone',
      flightDesignator: 'VJ131',
      flightDate: '2026-11-10',
      originCode: 'HAN',
      destinationCode: 'SGN',
      foundLocation: { code: 'seatPocket', label: 'Seat pocket' },
      foundAt: '2026-11-10T13:29:00.000Z',
      matchedOn: ['bookingCode', 'date'],
    },
    {
      id: 'LF2T92Y5KQ',
      status: 'claimPending',
      category: { id: 'phone', name: 'Phones' },
      title: 'Black iPhone in a red case',
      flightDesignator: 'VJ131',
      flightDate: '2026-11-10',
      originCode: 'HAN',
      destinationCode: 'SGN',
      foundLocation: { code: 'underSeat', label: 'Under a seat' },
      foundAt: '2026-11-10T14:02:00.000Z',
      matchedOn: ['date'],
    },
  ],
  total: 2,
});

export const FOUND_ITEM = foundItemPaxSchema.parse({
  id: 'LFQ3WB77EC',
  status: 'found',
  category: { id: 'phone', name: 'Phones' },
  title: 'Blue Samsung phone',
  description: 'A blue Samsung phone with a cracked corner.',
  properties: [{ id: 'phoneBrand', name: 'Brand', value: 'Samsung' }],
  flight: {
    designator: 'VJ131',
    carrierCode: 'VJ',
    flightNumber: '131',
    date: '2026-11-10',
    originCode: 'HAN',
    originName: 'Hanoi',
    destinationCode: 'SGN',
    destinationName: 'Ho Chi Minh City',
  },
  foundLocation: { code: 'seatPocket', label: 'Seat pocket' },
  seatArea: { fromRow: 11, toRow: 15 },
  foundAt: '2026-11-10T13:29:00.000Z',
  storage: { airportCode: 'SGN', airportName: 'Tan Son Nhat International Airport' },
  holdUntil: '2027-02-08',
  canClaim: true,
});

export const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'SG', name: 'Singapore', phoneCode: '+65', defaultCurrency: 'SGD', languages: ['en'] },
  ],
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

/** The error envelope of requirements §8 as the server writes it. */
export function envelope(errorCode: string, message: string, details?: unknown) {
  return { errorCode, message, requestId: 'ABCDEFGHJKLM1790000000000', ...(details ? { details } : {}) };
}

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Route = (request: SentRequest, url: URL) => Promise<Response> | undefined;

/** A fetch mock answering the catalogue, countries and item; `route` answers the rest first. */
export function happyReturnsFetch(route: Route = () => undefined) {
  const sent: SentRequest[] = [];
  const mock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    sent.push(request);
    const answer = route(request, url);
    if (answer) return answer;
    if (url.pathname === '/happy-returns/v1/category') return json(CATEGORIES);
    if (url.pathname === '/happy-returns/v1/properties' && url.searchParams.get('categoryId') === 'phone')
      return json(PHONE_PROPERTIES);
    if (url.pathname === '/happy-returns/v1/properties')
      return json({ categoryId: url.searchParams.get('categoryId'), languageId: 'en', properties: [] });
    if (url.pathname === '/content/api/v1/country') return json(COUNTRIES);
    if (url.pathname === `/happy-returns/v1/items/${FOUND_ITEM.id}/pax`) return json(FOUND_ITEM);
    return json(envelope('NOT_FOUND', 'Not found'), 404);
  });
  return { mock, sent };
}
