import { ADULTS, CHILDREN, INFANTS } from '@skybook/domain/booking-constants';
import { DEFAULT_TRIP_TYPE, type TripType } from '@skybook/domain/booking-enums';
import { defaultCurrencyForCountry, type CurrencyCode } from '@skybook/domain/currency';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { visitorDefaultCurrency } from '../lib/visitor-currency';
import { debouncedLocalStorage } from './debounced-storage';

/** The direction a flight is chosen for (requirements §3 bookingKeys, totalAncillary). */
export type DraftDirection = 'departure' | 'return';

/** Which fare the traveller picked on which journey, to show it as chosen again. */
export interface SelectedFare {
  readonly journeyKey: string;
  readonly family: string;
  /** The server's total for all passengers of this fare, in `currency` minor units. */
  readonly totalAmount: number;
  readonly currency: CurrencyCode;
}

/** One flight of a multi-stop trip as the form holds it: any part may still be missing. */
export interface DraftLeg {
  readonly from: string | null;
  readonly to: string | null;
  readonly date: string | null;
}

/** The fare chosen for one leg of a multi-stop trip, with its booking key. */
export interface LegSelection {
  readonly bookingKey: string;
  readonly fare: SelectedFare;
}

/** requirements §3 Booking draft: the part the search and the flight choice build. */
export interface BookingDraft {
  readonly tripType: TripType;
  readonly departurePlace: string | null;
  readonly arrivalPlace: string | null;
  /** Which place was chosen first since the last reset (requirements §4 place rule). */
  readonly firstPlaceChosen: 'departure' | 'arrival' | null;
  readonly departureDate: string | null;
  readonly returnDate: string | null;
  readonly passengers: PassengerCounts;
  readonly promoCode: string;
  readonly currencyDefault: CurrencyCode;
  /**
   * The visitor chose `currencyDefault` (the currency selector, an address naming one): it stays
   * theirs. Until then each page load starts them in their country's currency (requirements §4).
   */
  readonly currencyChosen: boolean;
  readonly bookingKeys: {
    readonly departureBookingKey: string | null;
    readonly returnBookingKey: string | null;
  };
  readonly selectedFares: Readonly<Record<DraftDirection, SelectedFare | null>>;
  readonly totalAncillary: { readonly totalDeparture: number; readonly totalReturn: number };
  readonly directionTab: DraftDirection;
  /** Multi-stop (tripType stopover): the legs of the form, in travel order. */
  readonly legs: readonly DraftLeg[];
  /** Multi-stop: the fare chosen per leg, by the leg's index (null or missing: none yet). */
  readonly legSelections: readonly (LegSelection | null)[];
  /** Multi-stop: the leg whose flights are shown (the step of the select-flight stepper). */
  readonly activeLeg: number;
  /** requirements §3 selectedCheap: the flights were chosen on the cheapest-fare calendar. */
  readonly selectedCheap: boolean;
  /** The search (its query string) the chosen flights belong to. */
  readonly searchKey: string | null;
}

/** The fields a search sets. */
export interface DraftSearch {
  readonly searchKey: string;
  readonly tripType: TripType;
  readonly departurePlace: string;
  readonly arrivalPlace: string;
  readonly departureDate: string;
  readonly returnDate: string | null;
  readonly passengers: PassengerCounts;
  readonly promoCode: string;
  readonly currency: CurrencyCode | null;
  /** Multi-stop: every leg, complete. */
  readonly legs?: readonly { readonly from: string; readonly to: string; readonly date: string }[];
}

export interface BookingDraftState extends BookingDraft {
  /** The last save to browser storage failed (not persisted). */
  readonly saveFailed: boolean;
  readonly setTripType: (tripType: TripType) => void;
  readonly setDeparturePlace: (code: string | null) => void;
  readonly setArrivalPlace: (code: string | null) => void;
  readonly setDates: (departureDate: string | null, returnDate: string | null) => void;
  readonly setPassengers: (passengers: PassengerCounts) => void;
  readonly setPromoCode: (promoCode: string) => void;
  /** The visitor's own choice of currency: kept over the default of their country from now on. */
  readonly setCurrency: (currency: CurrencyCode) => void;
  /** Stores (or clears, with null) the chosen fare's booking key for a direction. */
  readonly selectFare: (
    direction: DraftDirection,
    bookingKey: string | null,
    fare: SelectedFare | null,
  ) => void;
  readonly setDirectionTab: (direction: DraftDirection) => void;
  readonly setTotalAncillary: (direction: DraftDirection, amount: number) => void;
  /** Multi-stop: replaces the legs of the form. */
  readonly setLegs: (legs: readonly DraftLeg[]) => void;
  /** Multi-stop: stores (or clears, with null) the fare chosen for leg `index`. */
  readonly selectLegFare: (index: number, selection: LegSelection | null) => void;
  readonly setActiveLeg: (index: number) => void;
  readonly setSelectedCheap: (selectedCheap: boolean) => void;
  /**
   * Takes over a search started elsewhere (the query string): its places, dates and counts; the
   * flights chosen for another search are dropped.
   */
  readonly startSearch: (search: DraftSearch) => void;
  readonly dismissSaveError: () => void;
  /** Back to the defaults (requirements §4), the currency included: the visitor's country's, not chosen. */
  readonly reset: () => void;
}

/**
 * requirements §3 defaults: round trip, 1 adult, the currency of Vietnam (the default country). The same
 * in the build and in every browser (prerendered pages are hydrated with it); a visitor from
 * elsewhere is moved to their country's currency once the store is made.
 */
export function defaultBookingDraft(): BookingDraft {
  return {
    tripType: DEFAULT_TRIP_TYPE,
    departurePlace: null,
    arrivalPlace: null,
    firstPlaceChosen: null,
    departureDate: null,
    returnDate: null,
    passengers: { adults: ADULTS.default, children: CHILDREN.default, infants: INFANTS.default },
    promoCode: '',
    currencyDefault: defaultCurrencyForCountry('VN'),
    currencyChosen: false,
    bookingKeys: { departureBookingKey: null, returnBookingKey: null },
    selectedFares: { departure: null, return: null },
    totalAncillary: { totalDeparture: 0, totalReturn: 0 },
    directionTab: 'departure',
    legs: [],
    legSelections: [],
    activeLeg: 0,
    selectedCheap: false,
    searchKey: null,
  };
}

export const BOOKING_DRAFT_STORAGE_KEY = 'skybook.booking-draft';

/**
 * The shape of the saved draft. 1: one way and round trip; 2: adds the multi-stop legs, their
 * fares and step (legs, legSelections, activeLeg) and selectedCheap; 3: adds currencyChosen.
 */
export const BOOKING_DRAFT_VERSION = 3;

/**
 * A draft saved by an older version, brought up to this one. Each version so far only added
 * fields, so a field the saved draft lacks takes its default and every saved one is kept.
 */
export function migrateBookingDraft(persisted: unknown, version: number): BookingDraft {
  const defaults = defaultBookingDraft();
  if (typeof persisted !== 'object' || persisted === null || version > BOOKING_DRAFT_VERSION) return defaults;
  const draft = { ...defaults, ...(persisted as Partial<BookingDraft>) };
  // Before 3 every visitor started in VND: a draft in another currency was the visitor's choice.
  return version < 3
    ? { ...draft, currencyChosen: draft.currencyDefault !== defaults.currencyDefault }
    : draft;
}

const KEY_FIELD = { departure: 'departureBookingKey', return: 'returnBookingKey' } as const;
const ANCILLARY_FIELD = { departure: 'totalDeparture', return: 'totalReturn' } as const;

/** Any change to the search invalidates the flights chosen for it. */
const NO_FLIGHTS: Pick<
  BookingDraft,
  'bookingKeys' | 'selectedFares' | 'totalAncillary' | 'legSelections' | 'activeLeg'
> = {
  bookingKeys: { departureBookingKey: null, returnBookingKey: null },
  selectedFares: { departure: null, return: null },
  totalAncillary: { totalDeparture: 0, totalReturn: 0 },
  legSelections: [],
  activeLeg: 0,
};

/**
 * The legs a new multi-stop form starts from: the one-way places and date as the first leg, and
 * a second leg onward from its arrival.
 */
function firstLegsOf(draft: BookingDraft): DraftLeg[] {
  return [
    { from: draft.departurePlace, to: draft.arrivalPlace, date: draft.departureDate },
    { from: draft.arrivalPlace, to: null, date: null },
  ];
}

/**
 * The fares chosen for a multi-stop search that a new multi-stop search keeps: those of legs it
 * asks for again unchanged (same airports and day, same passengers, currency and code), so moving
 * one leg's date does not undo the others. Every other leg starts with no fare.
 */
function keptLegSelections(state: BookingDraft, search: DraftSearch): (LegSelection | null)[] {
  const legs = search.legs ?? [];
  const sameContext =
    state.tripType === 'stopover' &&
    state.passengers.adults === search.passengers.adults &&
    state.passengers.children === search.passengers.children &&
    state.passengers.infants === search.passengers.infants &&
    state.promoCode === search.promoCode &&
    (search.currency ?? state.currencyDefault) === state.currencyDefault;
  return legs.map((leg, index) => {
    const before = state.legs[index];
    const same = sameContext && before?.from === leg.from && before.to === leg.to && before.date === leg.date;
    return same ? (state.legSelections[index] ?? null) : null;
  });
}

let reportSaveResult: (failed: boolean) => void = () => undefined;

export const useBookingDraft = create<BookingDraftState>()(
  persist(
    (set, get) => ({
      ...defaultBookingDraft(),
      saveFailed: false,
      setTripType: (tripType) => {
        const state = get();
        const needsLegs = tripType === 'stopover' && state.legs.length < 2;
        set({ tripType, ...(needsLegs ? { legs: firstLegsOf(state) } : {}) });
      },
      setDeparturePlace: (code) => {
        const { firstPlaceChosen, departurePlace } = get();
        if (code === departurePlace) return;
        const first = firstPlaceChosen ?? (code === null ? null : 'departure');
        // requirements §4: a departure chosen first resets the arrival (its list depends on it).
        set({
          departurePlace: code,
          firstPlaceChosen: first,
          ...(first === 'departure' ? { arrivalPlace: null } : {}),
        });
      },
      setArrivalPlace: (code) => {
        const { firstPlaceChosen, arrivalPlace } = get();
        if (code === arrivalPlace) return;
        const first = firstPlaceChosen ?? (code === null ? null : 'arrival');
        // …and the reverse.
        set({
          arrivalPlace: code,
          firstPlaceChosen: first,
          ...(first === 'arrival' ? { departurePlace: null } : {}),
        });
      },
      setDates: (departureDate, returnDate) => {
        set({ departureDate, returnDate });
      },
      setPassengers: ({ adults, children, infants }) => {
        set({ passengers: { adults, children, infants } });
      },
      setPromoCode: (promoCode) => {
        set({ promoCode });
      },
      setCurrency: (currencyDefault) => {
        set({ currencyDefault, currencyChosen: true });
      },
      selectFare: (direction, bookingKey, fare) => {
        const { bookingKeys, selectedFares, totalAncillary } = get();
        const field = KEY_FIELD[direction];
        const changed = bookingKeys[field] !== bookingKey;
        set({
          bookingKeys: { ...bookingKeys, [field]: bookingKey },
          selectedFares: { ...selectedFares, [direction]: fare },
          // requirements §4: a new booking key for a direction resets that direction's extras total.
          ...(changed ? { totalAncillary: { ...totalAncillary, [ANCILLARY_FIELD[direction]]: 0 } } : {}),
        });
      },
      setDirectionTab: (directionTab) => {
        set({ directionTab });
      },
      setTotalAncillary: (direction, amount) => {
        set({ totalAncillary: { ...get().totalAncillary, [ANCILLARY_FIELD[direction]]: amount } });
      },
      setLegs: (legs) => {
        set({ legs: legs.map(({ from, to, date }) => ({ from, to, date })) });
      },
      selectLegFare: (index, selection) => {
        const legSelections = [...get().legSelections];
        while (legSelections.length < index) legSelections.push(null);
        legSelections[index] = selection;
        set({ legSelections });
      },
      setActiveLeg: (activeLeg) => {
        set({ activeLeg });
      },
      setSelectedCheap: (selectedCheap) => {
        set({ selectedCheap });
      },
      startSearch: (search) => {
        const state = get();
        if (state.searchKey === search.searchKey) return;
        let multiStop: Partial<BookingDraft> = {};
        if (search.tripType === 'stopover' && search.legs) {
          const legSelections = keptLegSelections(state, search);
          const firstOpen = legSelections.indexOf(null);
          multiStop = {
            legs: search.legs.map(({ from, to, date }) => ({ from, to, date })),
            legSelections,
            // The first leg still without a fare (the last one when all kept theirs).
            activeLeg: firstOpen === -1 ? legSelections.length - 1 : firstOpen,
          };
        }
        set({
          searchKey: search.searchKey,
          tripType: search.tripType,
          departurePlace: search.departurePlace,
          arrivalPlace: search.arrivalPlace,
          // A complete search reads from departure to arrival: changing the departure next starts over.
          firstPlaceChosen: 'departure',
          departureDate: search.departureDate,
          returnDate: search.returnDate,
          passengers: search.passengers,
          promoCode: search.promoCode,
          currencyDefault: search.currency ?? state.currencyDefault,
          // An address naming another currency is the visitor's choice (a link they followed).
          currencyChosen:
            state.currencyChosen || (search.currency !== null && search.currency !== state.currencyDefault),
          directionTab: 'departure',
          ...NO_FLIGHTS,
          ...multiStop,
        });
      },
      dismissSaveError: () => {
        set({ saveFailed: false });
      },
      reset: () => {
        set({ ...defaultBookingDraft(), currencyDefault: visitorDefaultCurrency() });
      },
    }),
    {
      name: BOOKING_DRAFT_STORAGE_KEY,
      version: BOOKING_DRAFT_VERSION,
      migrate: migrateBookingDraft,
      storage: debouncedLocalStorage((failed) => {
        reportSaveResult(failed);
      }),
      partialize: ({ saveFailed: _saveFailed, ...state }): BookingDraft => state,
    },
  ),
);

/**
 * requirements §4: a visitor who has not chosen a currency starts in their country's (or locale's), on
 * every load. Set after the store is made, so its initial state, which hydrates the prerendered
 * pages, stays the build's; the components then render again with this one.
 */
export function applyVisitorCurrency(): void {
  const { currencyChosen, currencyDefault } = useBookingDraft.getState();
  if (currencyChosen) return;
  const currency = visitorDefaultCurrency();
  if (currency !== currencyDefault) useBookingDraft.setState({ currencyDefault: currency });
}

if (typeof window !== 'undefined') applyVisitorCurrency();

reportSaveResult = (failed) => {
  if (useBookingDraft.getState().saveFailed !== failed) useBookingDraft.setState({ saveFailed: failed });
};

/** Forgets an arrival the chosen departure cannot reach (no requirements §4 reset of the departure). */
export function dropUnreachableArrival(reachable: ReadonlySet<string>): void {
  const { arrivalPlace } = useBookingDraft.getState();
  if (arrivalPlace !== null && !reachable.has(arrivalPlace)) useBookingDraft.setState({ arrivalPlace: null });
}

/** Clears the flights chosen: the search they belonged to has changed. */
export function clearChosenFlights(): void {
  useBookingDraft.setState(NO_FLIGHTS);
}
