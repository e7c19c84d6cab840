import type { AncillaryServiceType } from '@skybook/contracts/ancillaries';
import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { InsuranceChoice, ItemChoice, SeatChoice, ServiceSelection } from '@skybook/contracts/quotation';

/*
 * requirements §3 "Service selection state" and §4 "Services": what the traveller picked on
 * /select-service, per journey (direction) of the booking session, with the completed and
 * modified marks per passenger, service and direction, the passenger being served and the
 * direction tab. Kept for one session at a time: another session id starts afresh, and a journey
 * whose booking key changed (a new flight) loses its choices (requirements §4).
 */

/** A service the marks are kept for: an extra, the seat, insurance or the donation. */
export type SelectionService = AncillaryServiceType | 'seat' | 'travelInsurance' | 'flyGreen';

/** The mark key of an extra bought for the booking rather than a passenger (taxi, flower transport). */
export const BOOKING_MARK_KEY = 'booking';

/** An extra as the page needs to know it to choose it. */
export interface ProductRef {
  readonly code: string;
  readonly serviceType: AncillaryServiceType;
  /** The terms it needs accepted, if any; dropping the acceptance drops the extra. */
  readonly termsKey: LegalContentKey | null;
}

export interface SelectedItem extends ItemChoice {
  readonly serviceType: AncillaryServiceType;
  readonly termsKey: LegalContentKey | null;
}

export interface SelectedInsurance extends InsuranceChoice {
  readonly termsKey: LegalContentKey;
}

/** Passenger keys (or {@link BOOKING_MARK_KEY}) per service. */
export type ServiceMarks = Readonly<Partial<Record<SelectionService, readonly string[]>>>;

export interface JourneyServices {
  /** The booking key these choices were made for. */
  readonly bookingKey: string;
  readonly flightCount: number;
  readonly seats: readonly SeatChoice[];
  readonly items: readonly SelectedItem[];
  /** Who has a choice for the service in this direction (derived from the choices on each change). */
  readonly completed: ServiceMarks;
  /** Who changed the service in this direction since the page started (selected or cancelled). */
  readonly modified: ServiceMarks;
}

/** The choices alone, as the last quotation the server accepted saw them. */
export interface SelectionSnapshot {
  readonly journeys: readonly JourneyServices[];
  readonly insurance: readonly SelectedInsurance[];
  readonly flyGreenVnd: number | null;
  readonly acceptedTerms: readonly LegalContentKey[];
  readonly tripCompleted: ServiceMarks;
  readonly tripModified: ServiceMarks;
}

export interface ServiceSelectionDraft extends SelectionSnapshot {
  readonly sessionId: string | null;
  /** The passenger whose extras are shown (requirements §3 current passenger). */
  readonly currentPassenger: string | null;
  /** Index of the journey whose tab is open (requirements §3 direction tab). */
  readonly directionTab: number;
  /** Services whose panels are open. */
  readonly expandedServices: readonly SelectionService[];
  /** The content API's default panels were opened once (requirements §3 isDefaultAncillarySet). */
  readonly isDefaultAncillarySet: boolean;
}

/** Options of a change: requirements §4 marks it modified "unless told otherwise". */
export interface ChangeOptions {
  readonly markModified?: boolean;
}

export interface JourneyShape {
  readonly bookingKey: string;
  readonly flightCount: number;
}

export interface CopyRules {
  /** Extras the target journey sells. */
  readonly productCodes: ReadonlySet<string>;
  /** Whether a seat is free on the target journey's flight. */
  readonly isSeatAvailable: (flightIndex: number, seatCode: string) => boolean;
}

/** Who (null: the booking) and on which flight (null: the whole journey) an extra is for. */
export interface ItemTarget {
  readonly passengerKey: string | null;
  readonly flightIndex: number | null;
}

export function defaultServiceSelection(): ServiceSelectionDraft {
  return {
    sessionId: null,
    journeys: [],
    insurance: [],
    flyGreenVnd: null,
    acceptedTerms: [],
    tripCompleted: {},
    tripModified: {},
    currentPassenger: null,
    directionTab: 0,
    expandedServices: [],
    isDefaultAncillarySet: false,
  };
}

export function emptyJourney({ bookingKey, flightCount }: JourneyShape): JourneyServices {
  return { bookingKey, flightCount, seats: [], items: [], completed: {}, modified: {} };
}

export function markKey(passengerKey: string | null): string {
  return passengerKey ?? BOOKING_MARK_KEY;
}

export function addMark(marks: ServiceMarks, service: SelectionService, key: string): ServiceMarks {
  const current = marks[service] ?? [];
  return current.includes(key) ? marks : { ...marks, [service]: [...current, key] };
}

/** requirements §4 completed marks: who holds a choice for each service (a seat on every flight for seats). */
export function completedOf(journey: Pick<JourneyServices, 'seats' | 'items' | 'flightCount'>): ServiceMarks {
  let marks: ServiceMarks = {};
  const seatsPerPassenger = new Map<string, number>();
  for (const seat of journey.seats)
    seatsPerPassenger.set(seat.passengerKey, (seatsPerPassenger.get(seat.passengerKey) ?? 0) + 1);
  for (const [passengerKey, count] of seatsPerPassenger) {
    if (count >= journey.flightCount) marks = addMark(marks, 'seat', passengerKey);
  }
  for (const item of journey.items) marks = addMark(marks, item.serviceType, markKey(item.passengerKey));
  return marks;
}

export function tripCompletedOf(
  insurance: readonly SelectedInsurance[],
  flyGreenVnd: number | null,
): ServiceMarks {
  let marks: ServiceMarks = {};
  for (const choice of insurance) marks = addMark(marks, 'travelInsurance', choice.passengerKey);
  if (flyGreenVnd !== null) marks = addMark(marks, 'flyGreen', BOOKING_MARK_KEY);
  return marks;
}

/** A journey with new choices: completed recomputed, the changed passenger marked modified. */
export function changedJourney(
  journey: JourneyServices,
  choices: Pick<JourneyServices, 'seats' | 'items'>,
  touched: readonly { service: SelectionService; key: string }[],
  options: ChangeOptions | undefined,
): JourneyServices {
  let modified = journey.modified;
  if (options?.markModified !== false) {
    for (const { service, key } of touched) modified = addMark(modified, service, key);
  }
  const next = { ...journey, ...choices };
  return { ...next, completed: completedOf(next), modified };
}

export function sameTarget(item: ItemChoice, target: ItemTarget): boolean {
  return item.passengerKey === target.passengerKey && item.flightIndex === target.flightIndex;
}

/** The request body's part for the extras (contracts' ServiceSelection), without the page's own fields. */
export function toServiceSelection(draft: SelectionSnapshot): ServiceSelection {
  return {
    seats: draft.journeys.flatMap((journey) =>
      journey.seats.map(({ journeyIndex, flightIndex, passengerKey, seatCode }) => ({
        journeyIndex,
        flightIndex,
        passengerKey,
        seatCode,
      })),
    ),
    items: draft.journeys.flatMap((journey) =>
      journey.items.map(({ journeyIndex, flightIndex, passengerKey, productCode, quantity }) => ({
        journeyIndex,
        flightIndex,
        passengerKey,
        productCode,
        quantity,
      })),
    ),
    insurance: draft.insurance.map(({ passengerKey, planCode }) => ({ passengerKey, planCode })),
    flyGreenVnd: draft.flyGreenVnd,
    acceptedTerms: [...draft.acceptedTerms],
  };
}

export function selectionSnapshot(draft: SelectionSnapshot): SelectionSnapshot {
  const { journeys, insurance, flyGreenVnd, acceptedTerms, tripCompleted, tripModified } = draft;
  return { journeys, insurance, flyGreenVnd, acceptedTerms, tripCompleted, tripModified };
}

/** Whether a direction holds any choice (seats or extras). */
export function hasChoices(journey: JourneyServices | undefined): boolean {
  return journey !== undefined && (journey.seats.length > 0 || journey.items.length > 0);
}
