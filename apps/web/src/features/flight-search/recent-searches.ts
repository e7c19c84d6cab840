import type { IsoDate } from '@skybook/domain/clock';
import { create } from 'zustand';
import { prerenderedRoute, whenHydrated } from '../../lib/hydration';
import { BOOKING_DRAFT_STORAGE_KEY, useBookingDraft } from '../../stores/booking-draft';
import { parseSearchParams, searchToday, toSearchParams, type FlightSearch } from './search-params';

/** One search the traveller sent from the home form: route, trip type, dates and passengers. */
export interface RecentSearch extends Pick<
  FlightSearch,
  'departAirport' | 'arrivalAirport' | 'departDate' | 'returnDate' | 'passengers'
> {
  /** Multi-stop searches are not remembered: the pickers fill one departure and one arrival. */
  readonly tripType: 'oneway' | 'roundTrip';
  /** Its requirements §2 query string (without currency and promo code), which also identifies it. */
  readonly key: string;
}

/** How many distinct searches are remembered. */
export const MAX_RECENT_SEARCHES = 5;

/**
 * The localStorage key. The version is part of the stored value: a value of another version, or
 * any value that does not read as the shape below, is ignored rather than trusted.
 */
export const RECENT_SEARCHES_STORAGE_KEY = 'skybook.recent-searches';
const STORAGE_VERSION = 1;

interface StoredRecentSearches {
  readonly version: typeof STORAGE_VERSION;
  /** Query strings, newest first. */
  readonly searches: readonly string[];
}

/** A search written as the query string it is stored (and re-run) by. */
export function toRecentSearch(search: Omit<RecentSearch, 'key'>): RecentSearch {
  const params = toSearchParams({ ...search, currency: null, promoCode: null });
  return {
    key: params.toString(),
    departAirport: search.departAirport,
    arrivalAirport: search.arrivalAirport,
    tripType: search.tripType,
    departDate: search.departDate,
    returnDate: search.tripType === 'roundTrip' ? search.returnDate : null,
    passengers: search.passengers,
  };
}

/**
 * One stored query string read with the query-string rules (requirements §5), past dates corrected as
 * requirements §4 corrects them (departure today, return a week ahead); undefined when it is not a search.
 */
function readStoredSearch(query: string, today: IsoDate): RecentSearch | undefined {
  const parsed = parseSearchParams(new URLSearchParams(query), today);
  if (!parsed.ok) return undefined;
  const { tripType } = parsed.search;
  return tripType === 'oneway' || tripType === 'roundTrip'
    ? toRecentSearch({ ...parsed.search, tripType })
    : undefined;
}

/** Newest first, each search once, at most {@link MAX_RECENT_SEARCHES}. */
function keepDistinct(searches: readonly RecentSearch[]): RecentSearch[] {
  const seen = new Set<string>();
  const result: RecentSearch[] = [];
  for (const search of searches) {
    if (seen.has(search.key)) continue;
    seen.add(search.key);
    result.push(search);
    if (result.length === MAX_RECENT_SEARCHES) break;
  }
  return result;
}

/**
 * The remembered searches in `storage`, tolerating anything a browser may hold there: missing,
 * unreadable (storage disabled), corrupt JSON, another version or shape, entries that are not
 * searches. Dates that have passed are corrected; searches that become the same are kept once.
 */
export function readRecentSearches(
  storage: Pick<Storage, 'getItem'> | undefined,
  today: IsoDate,
): RecentSearch[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  if (!('version' in value) || value.version !== STORAGE_VERSION) return [];
  if (!('searches' in value) || !Array.isArray(value.searches)) return [];
  const searches: RecentSearch[] = [];
  for (const entry of value.searches as unknown[]) {
    if (typeof entry !== 'string') continue;
    const search = readStoredSearch(entry, today);
    if (search) searches.push(search);
  }
  return keepDistinct(searches);
}

/**
 * Saves the list; a browser that refuses (quota, private mode) only loses the convenience, so the
 * failure is not reported to the traveller.
 */
export function writeRecentSearches(
  storage: Pick<Storage, 'setItem'> | undefined,
  searches: readonly RecentSearch[],
): void {
  const stored: StoredRecentSearches = {
    version: STORAGE_VERSION,
    searches: searches.map((search) => search.key),
  };
  try {
    storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Nothing to do: the list still lives in memory for this visit.
  }
}

/** `search` first, any earlier copy of it dropped, the oldest beyond the limit forgotten. */
export function addRecentSearch(searches: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return keepDistinct([search, ...searches]);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser remembers a search (the booking draft or recent searches), read from
 * storage directly: true means home's form has something of the traveller's to show.
 */
export function hasSavedSearch(): boolean {
  const storage = browserStorage();
  try {
    return (
      storage !== undefined &&
      (storage.getItem(BOOKING_DRAFT_STORAGE_KEY) !== null ||
        storage.getItem(RECENT_SEARCHES_STORAGE_KEY) !== null)
    );
  } catch {
    return false;
  }
}

interface RecentSearchesState {
  readonly searches: readonly RecentSearch[];
  readonly record: (search: Omit<RecentSearch, 'key'>) => void;
  readonly remove: (key: string) => void;
  /** Reads the stored list again (another tab changed it, or a test wrote it). */
  readonly reload: () => void;
}

export const useRecentSearches = create<RecentSearchesState>()((set, get) => ({
  // A prerendered page hydrates with the build's empty list; the stored one follows (below).
  searches: prerenderedRoute !== undefined ? [] : readRecentSearches(browserStorage(), searchToday()),
  record: (search) => {
    const searches = addRecentSearch(get().searches, toRecentSearch(search));
    set({ searches });
    writeRecentSearches(browserStorage(), searches);
  },
  remove: (key) => {
    const searches = get().searches.filter((search) => search.key !== key);
    set({ searches });
    writeRecentSearches(browserStorage(), searches);
  },
  reload: () => {
    const searches = readRecentSearches(browserStorage(), searchToday());
    // An unchanged list keeps its identity, so what shows it does not render again.
    if (JSON.stringify(searches) !== JSON.stringify(get().searches)) set({ searches });
  },
}));

whenHydrated(() => {
  if (prerenderedRoute !== undefined) useRecentSearches.getState().reload();
});

// Another tab's search shows up here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === RECENT_SEARCHES_STORAGE_KEY || event.key === null)
      useRecentSearches.getState().reload();
  });
}

/**
 * Fills the home form with a remembered search: places, trip type, dates and passengers. The
 * place chosen first since the last reset is set first, so the draft's requirements §4 rule (choosing it
 * resets the other place) does not undo the second.
 */
export function fillFormWithRecentSearch(search: RecentSearch): void {
  const draft = useBookingDraft.getState();
  if (draft.firstPlaceChosen === 'arrival') {
    draft.setArrivalPlace(search.arrivalAirport);
    useBookingDraft.getState().setDeparturePlace(search.departAirport);
  } else {
    draft.setDeparturePlace(search.departAirport);
    useBookingDraft.getState().setArrivalPlace(search.arrivalAirport);
  }
  const next = useBookingDraft.getState();
  next.setTripType(search.tripType);
  next.setDates(search.departDate, search.returnDate);
  next.setPassengers(search.passengers);
}
