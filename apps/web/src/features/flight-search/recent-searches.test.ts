import type { IsoDate } from '@skybook/domain/clock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../stores/booking-draft';
import {
  addRecentSearch,
  fillFormWithRecentSearch,
  readRecentSearches,
  RECENT_SEARCHES_STORAGE_KEY,
  toRecentSearch,
  useRecentSearches,
  writeRecentSearches,
} from './recent-searches';

const TODAY = '2026-11-22' as IsoDate;
const ONE_ADULT = { adults: 1, children: 0, infants: 0 };

function search(
  departAirport: string,
  arrivalAirport: string,
  departDate: string,
  returnDate: string | null = null,
) {
  return toRecentSearch({
    departAirport,
    arrivalAirport,
    tripType: returnDate ? 'roundTrip' : 'oneway',
    departDate: departDate as IsoDate,
    returnDate: returnDate as IsoDate | null,
    passengers: ONE_ADULT,
  });
}

function stored(value: unknown): Pick<Storage, 'getItem'> {
  return { getItem: () => (typeof value === 'string' ? value : JSON.stringify(value)) };
}

describe('remembered searches', () => {
  it('are stored as versioned query strings and read back', () => {
    const storage = new Map<string, string>();
    const list = [search('SGN', 'HAN', '2026-12-01', '2026-12-08'), search('DAD', 'SGN', '2026-12-03')];
    writeRecentSearches({ setItem: (key, value) => storage.set(key, value) }, list);
    expect(JSON.parse(storage.get(RECENT_SEARCHES_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      searches: [
        'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&returnDate=2026-12-08&tripType=roundTrip&adultCount=1&childCount=0&infantCount=0',
        'departAirport=DAD&arrivalAirport=SGN&departDate=2026-12-03&tripType=oneway&adultCount=1&childCount=0&infantCount=0',
      ],
    });
    expect(readRecentSearches({ getItem: (key) => storage.get(key) ?? null }, TODAY)).toEqual(list);
  });

  it('keep the five latest distinct searches, the newest first', () => {
    let list = ['HAN', 'DAD', 'PQC', 'CXR', 'HPH', 'VII'].reduce(
      (current, to) => addRecentSearch(current, search('SGN', to, '2026-12-01')),
      addRecentSearch([], search('SGN', 'HAN', '2026-12-01')),
    );
    expect(list.map((entry) => entry.arrivalAirport)).toEqual(['VII', 'HPH', 'CXR', 'PQC', 'DAD']);
    list = addRecentSearch(list, search('SGN', 'PQC', '2026-12-01'));
    expect(list.map((entry) => entry.arrivalAirport)).toEqual(['PQC', 'VII', 'HPH', 'CXR', 'DAD']);
  });

  it('survive corrupt storage, other versions and entries that are not searches', () => {
    expect(readRecentSearches(stored('{not json'), TODAY)).toEqual([]);
    expect(readRecentSearches(stored({ version: 2, searches: [] }), TODAY)).toEqual([]);
    expect(readRecentSearches(stored({ version: 1, searches: 'x' }), TODAY)).toEqual([]);
    expect(readRecentSearches(stored(null), TODAY)).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readRecentSearches(throwing, TODAY)).toEqual([]);
    expect(
      readRecentSearches(
        stored({
          version: 1,
          searches: [
            42,
            'departAirport=SGN&arrivalAirport=SGN&departDate=2026-12-01',
            'tripType=stopover&legs=SGN-HAN-2026-12-01&legs=HAN-DAD-2026-12-04',
            'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&tripType=oneway&adultCount=1&childCount=0&infantCount=0',
          ],
        }),
        TODAY,
      ).map((entry) => entry.key),
    ).toEqual([
      'departAirport=SGN&arrivalAirport=HAN&departDate=2026-12-01&tripType=oneway&adultCount=1&childCount=0&infantCount=0',
    ]);
  });

  it('move past dates to today and a week ahead, keeping a search that becomes a copy once', () => {
    const list = readRecentSearches(
      stored({
        version: 1,
        searches: [
          'departAirport=SGN&arrivalAirport=HAN&departDate=2026-10-01&returnDate=2026-10-05&tripType=roundTrip',
          'departAirport=SGN&arrivalAirport=HAN&departDate=2026-10-02&returnDate=2026-10-09&tripType=roundTrip',
        ],
      }),
      TODAY,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ departDate: '2026-11-22', returnDate: '2026-11-29' });
  });

  it('ignore a browser that refuses to save', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => {
      writeRecentSearches(refusing, [search('SGN', 'HAN', '2026-12-01')]);
    }).not.toThrow();
  });
});

describe('the recent-searches store', () => {
  beforeEach(() => {
    localStorage.clear();
    useRecentSearches.getState().reload();
    useBookingDraft.getState().reset();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('records and removes searches in localStorage', () => {
    const { record } = useRecentSearches.getState();
    record(search('SGN', 'HAN', '2099-12-01'));
    record(search('HAN', 'DAD', '2099-12-02'));
    expect(useRecentSearches.getState().searches.map((entry) => entry.arrivalAirport)).toEqual([
      'DAD',
      'HAN',
    ]);
    const [first] = useRecentSearches.getState().searches;
    useRecentSearches.getState().remove(first?.key ?? '');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '')).toMatchObject({
      searches: [expect.stringContaining('arrivalAirport=HAN') as string],
    });
  });

  it('fills the form even when the arrival was chosen first', () => {
    const draft = useBookingDraft.getState();
    draft.setArrivalPlace('PQC');
    draft.setDeparturePlace('HAN');
    fillFormWithRecentSearch(
      toRecentSearch({
        departAirport: 'SGN',
        arrivalAirport: 'DAD',
        tripType: 'roundTrip',
        departDate: '2099-12-01' as IsoDate,
        returnDate: '2099-12-05' as IsoDate,
        passengers: { adults: 2, children: 1, infants: 1 },
      }),
    );
    expect(useBookingDraft.getState()).toMatchObject({
      departurePlace: 'SGN',
      arrivalPlace: 'DAD',
      tripType: 'roundTrip',
      departureDate: '2099-12-01',
      returnDate: '2099-12-05',
      passengers: { adults: 2, children: 1, infants: 1 },
    });
  });
});
