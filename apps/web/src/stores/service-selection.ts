import type { AncillaryServiceType } from '@skybook/contracts/ancillaries';
import type { LegalContentKey } from '@skybook/contracts/legal-content';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { debouncedLocalStorage } from './debounced-storage';
import {
  addMark,
  BOOKING_MARK_KEY,
  changedJourney,
  defaultServiceSelection,
  emptyJourney,
  markKey,
  sameTarget,
  selectionSnapshot,
  tripCompletedOf,
  type ChangeOptions,
  type CopyRules,
  type ItemTarget,
  type JourneyServices,
  type JourneyShape,
  type ProductRef,
  type SelectedInsurance,
  type SelectionService,
  type SelectionSnapshot,
  type ServiceSelectionDraft,
} from './service-selection-model';

/*
 * The store of what the traveller picks on /select-service (requirements §3 "Service selection state",
 * §4 "Services"), kept in browser storage for one session; the choices' shapes and marks are in
 * ./service-selection-model.ts.
 */

export interface ServiceSelectionState extends ServiceSelectionDraft {
  /** The last save to browser storage failed (not persisted). */
  readonly saveFailed: boolean;
  /**
   * Ties the choices to a session: another session starts afresh; a journey whose booking key
   * changed loses its choices and marks.
   */
  readonly bindSession: (sessionId: string, journeys: readonly JourneyShape[]) => void;
  /** Seats `seatCode` (or frees the seat, with null); whoever held that seat on the flight loses it. */
  readonly setSeat: (
    journeyIndex: number,
    flightIndex: number,
    passengerKey: string,
    seatCode: string | null,
    options?: ChangeOptions,
  ) => void;
  /**
   * One product of its kind for the passenger (null: the booking) and flight (null: the journey),
   * replacing any other of the same service type (a luggage pack); null removes it.
   */
  readonly chooseOnly: (
    journeyIndex: number,
    target: ItemTarget,
    serviceType: AncillaryServiceType,
    product: ProductRef | null,
    options?: ChangeOptions,
  ) => void;
  /** How many of a product the passenger (or booking) takes on the flight or journey; 0 removes it. */
  readonly setQuantity: (
    journeyIndex: number,
    target: ItemTarget,
    product: ProductRef,
    quantity: number,
    options?: ChangeOptions,
  ) => void;
  readonly setInsurance: (
    passengerKey: string,
    plan: { readonly code: string; readonly termsKey: LegalContentKey } | null,
    options?: ChangeOptions,
  ) => void;
  readonly setFlyGreen: (amountVnd: number | null, options?: ChangeOptions) => void;
  /** Accepting terms allows the extras that need them; withdrawing drops those extras. */
  readonly setTermsAccepted: (key: LegalContentKey, accepted: boolean) => void;
  /**
   * "Same selection on return": the target journey takes the source's seats and extras that it
   * sells and still has free. Answers how many choices were copied and how many were left out.
   */
  readonly copyJourney: (from: number, to: number, rules: CopyRules) => { copied: number; skipped: number };
  readonly resetJourney: (journeyIndex: number) => void;
  readonly resetAll: () => void;
  /** Puts back the choices of a snapshot (the last selection the server accepted). */
  readonly restore: (snapshot: SelectionSnapshot) => void;
  readonly setCurrentPassenger: (passengerKey: string) => void;
  readonly setDirectionTab: (journeyIndex: number) => void;
  readonly setExpandedServices: (services: readonly SelectionService[]) => void;
  /** Opens the content API's default panels, once per session. */
  readonly applyDefaultServices: (services: readonly SelectionService[]) => void;
  readonly dismissSaveError: () => void;
}

export const SERVICE_SELECTION_STORAGE_KEY = 'skybook.service-selection';
export const SERVICE_SELECTION_VERSION = 1;

let reportSaveResult: (failed: boolean) => void = () => undefined;

export const useServiceSelection = create<ServiceSelectionState>()(
  persist(
    (set, get) => {
      /** Applies `change` to one journey when it exists. */
      const updateJourney = (journeyIndex: number, change: (journey: JourneyServices) => JourneyServices) => {
        const journeys = get().journeys;
        const journey = journeys[journeyIndex];
        if (!journey) return;
        set({ journeys: journeys.map((each, index) => (index === journeyIndex ? change(each) : each)) });
      };

      const setTrip = (
        insurance: readonly SelectedInsurance[],
        flyGreenVnd: number | null,
        touched: readonly { service: SelectionService; key: string }[],
        options?: ChangeOptions,
      ) => {
        let tripModified = get().tripModified;
        if (options?.markModified !== false) {
          for (const { service, key } of touched) tripModified = addMark(tripModified, service, key);
        }
        set({
          insurance,
          flyGreenVnd,
          tripCompleted: tripCompletedOf(insurance, flyGreenVnd),
          tripModified,
        });
      };

      return {
        ...defaultServiceSelection(),
        saveFailed: false,
        bindSession: (sessionId, shapes) => {
          const state = get();
          if (state.sessionId !== sessionId) {
            set({ ...defaultServiceSelection(), sessionId, journeys: shapes.map(emptyJourney) });
            return;
          }
          const unchanged =
            shapes.length === state.journeys.length &&
            shapes.every(
              (shape, index) =>
                state.journeys[index]?.bookingKey === shape.bookingKey &&
                state.journeys[index].flightCount === shape.flightCount,
            );
          if (unchanged) return;
          // requirements §4: a direction whose flight changed starts again; the others keep their choices.
          set({
            journeys: shapes.map((shape, index) => {
              const kept = state.journeys[index];
              return kept?.bookingKey === shape.bookingKey && kept.flightCount === shape.flightCount
                ? kept
                : emptyJourney(shape);
            }),
            directionTab: state.directionTab < shapes.length ? state.directionTab : 0,
          });
        },
        setSeat: (journeyIndex, flightIndex, passengerKey, seatCode, options) => {
          updateJourney(journeyIndex, (journey) => {
            const touched = new Set([passengerKey]);
            const seats = journey.seats.filter((seat) => {
              if (seat.flightIndex !== flightIndex) return true;
              if (seat.passengerKey === passengerKey) return false;
              if (seatCode !== null && seat.seatCode === seatCode) {
                touched.add(seat.passengerKey);
                return false;
              }
              return true;
            });
            if (seatCode !== null) seats.push({ journeyIndex, flightIndex, passengerKey, seatCode });
            return changedJourney(
              journey,
              { seats, items: journey.items },
              [...touched].map((key) => ({ service: 'seat', key })),
              options,
            );
          });
        },
        chooseOnly: (journeyIndex, target, serviceType, product, options) => {
          updateJourney(journeyIndex, (journey) => {
            const items = journey.items.filter(
              (item) => !(item.serviceType === serviceType && sameTarget(item, target)),
            );
            if (product)
              items.push({
                journeyIndex,
                flightIndex: target.flightIndex,
                passengerKey: target.passengerKey,
                productCode: product.code,
                quantity: 1,
                serviceType: product.serviceType,
                termsKey: product.termsKey,
              });
            return changedJourney(
              journey,
              { seats: journey.seats, items },
              [{ service: serviceType, key: markKey(target.passengerKey) }],
              options,
            );
          });
        },
        setQuantity: (journeyIndex, target, product, quantity, options) => {
          updateJourney(journeyIndex, (journey) => {
            const items = journey.items.filter(
              (item) => !(item.productCode === product.code && sameTarget(item, target)),
            );
            if (quantity > 0)
              items.push({
                journeyIndex,
                flightIndex: target.flightIndex,
                passengerKey: target.passengerKey,
                productCode: product.code,
                quantity: Math.round(quantity),
                serviceType: product.serviceType,
                termsKey: product.termsKey,
              });
            return changedJourney(
              journey,
              { seats: journey.seats, items },
              [{ service: product.serviceType, key: markKey(target.passengerKey) }],
              options,
            );
          });
        },
        setInsurance: (passengerKey, plan, options) => {
          const state = get();
          const insurance = state.insurance.filter((choice) => choice.passengerKey !== passengerKey);
          if (plan) insurance.push({ passengerKey, planCode: plan.code, termsKey: plan.termsKey });
          setTrip(insurance, state.flyGreenVnd, [{ service: 'travelInsurance', key: passengerKey }], options);
        },
        setFlyGreen: (amountVnd, options) => {
          setTrip(get().insurance, amountVnd, [{ service: 'flyGreen', key: BOOKING_MARK_KEY }], options);
        },
        setTermsAccepted: (key, accepted) => {
          const state = get();
          if (accepted) {
            if (!state.acceptedTerms.includes(key)) set({ acceptedTerms: [...state.acceptedTerms, key] });
            return;
          }
          set({ acceptedTerms: state.acceptedTerms.filter((each) => each !== key) });
          // Without the terms the extras that need them cannot be bought: cancel them (marked modified).
          state.journeys.forEach((journey, journeyIndex) => {
            const dropped = journey.items.filter((item) => item.termsKey === key);
            if (dropped.length === 0) return;
            updateJourney(journeyIndex, (current) =>
              changedJourney(
                current,
                { seats: current.seats, items: current.items.filter((item) => item.termsKey !== key) },
                dropped.map((item) => ({ service: item.serviceType, key: markKey(item.passengerKey) })),
                undefined,
              ),
            );
          });
          const droppedInsurance = state.insurance.filter((choice) => choice.termsKey === key);
          if (droppedInsurance.length > 0) {
            setTrip(
              state.insurance.filter((choice) => choice.termsKey !== key),
              state.flyGreenVnd,
              droppedInsurance.map((choice) => ({ service: 'travelInsurance', key: choice.passengerKey })),
            );
          }
        },
        copyJourney: (from, to, rules) => {
          const { journeys } = get();
          const source = journeys[from];
          const target = journeys[to];
          if (!source || !target || from === to) return { copied: 0, skipped: 0 };
          const seats = source.seats
            .filter(
              (seat) =>
                seat.flightIndex < target.flightCount &&
                rules.isSeatAvailable(seat.flightIndex, seat.seatCode),
            )
            .map((seat) => ({ ...seat, journeyIndex: to }));
          const items = source.items
            .filter(
              (item) =>
                rules.productCodes.has(item.productCode) &&
                (item.flightIndex === null || item.flightIndex < target.flightCount),
            )
            .map((item) => ({ ...item, journeyIndex: to }));
          const touched = [
            ...target.seats.map((seat) => ({ service: 'seat' as const, key: seat.passengerKey })),
            ...target.items.map((item) => ({ service: item.serviceType, key: markKey(item.passengerKey) })),
            ...seats.map((seat) => ({ service: 'seat' as const, key: seat.passengerKey })),
            ...items.map((item) => ({ service: item.serviceType, key: markKey(item.passengerKey) })),
          ];
          updateJourney(to, (journey) => changedJourney(journey, { seats, items }, touched, undefined));
          const copied = seats.length + items.length;
          return { copied, skipped: source.seats.length + source.items.length - copied };
        },
        resetJourney: (journeyIndex) => {
          updateJourney(journeyIndex, (journey) => emptyJourney(journey));
        },
        resetAll: () => {
          const state = get();
          set({
            journeys: state.journeys.map((journey) => emptyJourney(journey)),
            insurance: [],
            flyGreenVnd: null,
            acceptedTerms: [],
            tripCompleted: {},
            tripModified: {},
          });
        },
        restore: (snapshot) => {
          set(selectionSnapshot(snapshot));
        },
        setCurrentPassenger: (currentPassenger) => {
          set({ currentPassenger });
        },
        setDirectionTab: (directionTab) => {
          set({ directionTab });
        },
        setExpandedServices: (services) => {
          set({ expandedServices: [...services] });
        },
        applyDefaultServices: (services) => {
          if (get().isDefaultAncillarySet) return;
          set({ expandedServices: [...services], isDefaultAncillarySet: true });
        },
        dismissSaveError: () => {
          set({ saveFailed: false });
        },
      };
    },
    {
      name: SERVICE_SELECTION_STORAGE_KEY,
      version: SERVICE_SELECTION_VERSION,
      storage: debouncedLocalStorage((failed) => {
        reportSaveResult(failed);
      }),
      partialize: (state): ServiceSelectionDraft => ({
        sessionId: state.sessionId,
        journeys: state.journeys,
        insurance: state.insurance,
        flyGreenVnd: state.flyGreenVnd,
        acceptedTerms: state.acceptedTerms,
        tripCompleted: state.tripCompleted,
        tripModified: state.tripModified,
        currentPassenger: state.currentPassenger,
        directionTab: state.directionTab,
        expandedServices: state.expandedServices,
        isDefaultAncillarySet: state.isDefaultAncillarySet,
      }),
    },
  ),
);

reportSaveResult = (failed) => {
  if (useServiceSelection.getState().saveFailed !== failed)
    useServiceSelection.setState({ saveFailed: failed });
};
