import { ADULTS, CHILDREN, INFANTS } from '@skybook/domain/booking-constants';
import { DEFAULT_TRIP_TYPE, type TripType } from '@skybook/domain/booking-enums';
import { defaultCurrencyForCountry, type CurrencyCode } from '@skybook/domain/currency';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createDebouncedStorage } from './debounced-storage';

/** The direction a flight is chosen for (SPEC §3 bookingKeys, totalAncillary). */
export type DraftDirection = 'departure' | 'return';

/** Which fare the traveller picked on which journey, to show it as chosen again. */
export interface SelectedFare {
  readonly journeyKey: string;
  readonly family: string;
  /** The server's total for all passengers of this fare, in `currency` minor units. */
  readonly totalAmount: number;
  readonly currency: CurrencyCode;
}

/** SPEC §3 Booking draft: the part the search and the flight choice build. */
export interface BookingDraft {
  readonly tripType: TripType;
  readonly departurePlace: string | null;
  readonly arrivalPlace: string | null;
  /** Which place was chosen first since the last reset (SPEC §4 place rule). */
  readonly firstPlaceChosen: 'departure' | 'arrival' | null;
  readonly departureDate: string | null;
  readonly returnDate: string | null;
  readonly passengers: PassengerCounts;
  readonly promoCode: string;
  readonly currencyDefault: CurrencyCode;
  readonly bookingKeys: {
    readonly departureBookingKey: string | null;
    readonly returnBookingKey: string | null;
  };
  readonly selectedFares: Readonly<Record<DraftDirection, SelectedFare | null>>;
  readonly totalAncillary: { readonly totalDeparture: number; readonly totalReturn: number };
  readonly directionTab: DraftDirection;
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
  readonly setCurrency: (currency: CurrencyCode) => void;
  /** Stores (or clears, with null) the chosen fare's booking key for a direction. */
  readonly selectFare: (
    direction: DraftDirection,
    bookingKey: string | null,
    fare: SelectedFare | null,
  ) => void;
  readonly setDirectionTab: (direction: DraftDirection) => void;
  readonly setTotalAncillary: (direction: DraftDirection, amount: number) => void;
  /**
   * Takes over a search started elsewhere (the query string): its places, dates and counts; the
   * flights chosen for another search are dropped.
   */
  readonly startSearch: (search: DraftSearch) => void;
  readonly dismissSaveError: () => void;
  readonly reset: () => void;
}

/** SPEC §3 defaults: round trip, 1 adult, the currency of Vietnam (the default country). */
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
    bookingKeys: { departureBookingKey: null, returnBookingKey: null },
    selectedFares: { departure: null, return: null },
    totalAncillary: { totalDeparture: 0, totalReturn: 0 },
    directionTab: 'departure',
    searchKey: null,
  };
}

export const BOOKING_DRAFT_STORAGE_KEY = 'skybook.booking-draft';

const KEY_FIELD = { departure: 'departureBookingKey', return: 'returnBookingKey' } as const;
const ANCILLARY_FIELD = { departure: 'totalDeparture', return: 'totalReturn' } as const;

/** Any change to the search invalidates the flights chosen for it. */
const NO_FLIGHTS: Pick<BookingDraft, 'bookingKeys' | 'selectedFares' | 'totalAncillary'> = {
  bookingKeys: { departureBookingKey: null, returnBookingKey: null },
  selectedFares: { departure: null, return: null },
  totalAncillary: { totalDeparture: 0, totalReturn: 0 },
};

let reportSaveResult: (failed: boolean) => void = () => undefined;

export const useBookingDraft = create<BookingDraftState>()(
  persist(
    (set, get) => ({
      ...defaultBookingDraft(),
      saveFailed: false,
      setTripType: (tripType) => {
        set({ tripType });
      },
      setDeparturePlace: (code) => {
        const { firstPlaceChosen, departurePlace } = get();
        if (code === departurePlace) return;
        const first = firstPlaceChosen ?? (code === null ? null : 'departure');
        // SPEC §4: a departure chosen first resets the arrival (its list depends on it).
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
        set({ currencyDefault });
      },
      selectFare: (direction, bookingKey, fare) => {
        const { bookingKeys, selectedFares, totalAncillary } = get();
        const field = KEY_FIELD[direction];
        const changed = bookingKeys[field] !== bookingKey;
        set({
          bookingKeys: { ...bookingKeys, [field]: bookingKey },
          selectedFares: { ...selectedFares, [direction]: fare },
          // SPEC §4: a new booking key for a direction resets that direction's extras total.
          ...(changed ? { totalAncillary: { ...totalAncillary, [ANCILLARY_FIELD[direction]]: 0 } } : {}),
        });
      },
      setDirectionTab: (directionTab) => {
        set({ directionTab });
      },
      setTotalAncillary: (direction, amount) => {
        set({ totalAncillary: { ...get().totalAncillary, [ANCILLARY_FIELD[direction]]: amount } });
      },
      startSearch: (search) => {
        const state = get();
        if (state.searchKey === search.searchKey) return;
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
          directionTab: 'departure',
          ...NO_FLIGHTS,
        });
      },
      dismissSaveError: () => {
        set({ saveFailed: false });
      },
      reset: () => {
        set(defaultBookingDraft());
      },
    }),
    {
      name: BOOKING_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() =>
        createDebouncedStorage(
          () => window.localStorage,
          () => {
            reportSaveResult(true);
          },
          () => {
            reportSaveResult(false);
          },
        ),
      ),
      partialize: ({ saveFailed: _saveFailed, ...state }) => state,
    },
  ),
);

reportSaveResult = (failed) => {
  if (useBookingDraft.getState().saveFailed !== failed) useBookingDraft.setState({ saveFailed: failed });
};

/** Forgets an arrival the chosen departure cannot reach (no SPEC §4 reset of the departure). */
export function dropUnreachableArrival(reachable: ReadonlySet<string>): void {
  const { arrivalPlace } = useBookingDraft.getState();
  if (arrivalPlace !== null && !reachable.has(arrivalPlace)) useBookingDraft.setState({ arrivalPlace: null });
}

/** Clears the flights chosen: the search they belonged to has changed. */
export function clearChosenFlights(): void {
  useBookingDraft.setState(NO_FLIGHTS);
}
