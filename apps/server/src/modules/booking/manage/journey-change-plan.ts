import type { JourneyChangeQuote, JourneyChangesBody } from '@skybook/contracts/journey-change';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationLineDto } from '@skybook/contracts/quotation';
import type {
  ReservationCharge,
  ReservationCore,
  ReservationDto,
} from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { convertMoney, money } from '@skybook/domain/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { localized } from '../../../i18n/localized';
import type { BookingReferenceCache } from '../booking-reference';
import { documentJourneyOf, documentPartsOf } from '../reservations/reservation-document';
import type { InventoryTake, SeatTake } from '../reservations/reservation.repository';
import type { BookingSessionService } from '../session/booking-session.service';
import type { QuotationService } from '../session/quotation.service';
import type { SeatMapService } from '../session/seat-map.service';
import { checkJourneyChanges, journeyChangeNotAllowed } from './journey-change-check';

/** What applying a change does: the document after, and the inventory it gives back and takes. */
export interface JourneyChangePlan {
  readonly quote: JourneyChangeQuote;
  /** The booking's document after the change (its fee lines included). */
  readonly core: ReservationCore;
  /** Every line after the change, the fee included. */
  readonly totalAmount: number;
  /** The flights of the replaced journeys: their fare seats and seat rows are given back. */
  readonly releasedFlightIds: readonly number[];
  readonly takes: readonly InventoryTake[];
  /** Seats carried to the new flights, held for the booking. */
  readonly seats: readonly SeatTake[];
}

export interface JourneyChangeDeps {
  readonly db: Kysely<Database>;
  readonly reference: BookingReferenceCache;
  readonly sessions: BookingSessionService;
  readonly quotations: QuotationService;
  readonly seatMaps: SeatMapService;
}

const totalOf = (charges: readonly ReservationCharge[]) =>
  charges.reduce((sum, charge) => sum + (charge.currencyAmounts[0]?.totalAmount ?? 0), 0);

/**
 * Works out a change of flights (requirements §2 /my/edit-booking; decision 025) without writing
 * anything: each booked journey named in `body` replaced by the journey of its booking key (checked
 * by {@link checkJourneyChanges}), priced from the inventory now for the booking's passengers
 * exactly as a new booking is; the seats carried to the same seat on the new flights where it is
 * free (the seat's price kept), the other extras carried with the journey (meals to the flight in
 * the same place, else the first); the booked family's change fee per seated passenger. The
 * promotion of the booking is not applied again.
 */
export async function planJourneyChange(
  deps: JourneyChangeDeps,
  reservation: ReservationDto,
  body: JourneyChangesBody,
  now: Date,
  language: Language,
): Promise<JourneyChangePlan> {
  const { reference, currency, counts, changes, session } = await checkJourneyChanges(
    deps,
    reservation,
    body.changes,
    now,
    (position, field) => `body.changes.${String(position)}.${field}`,
  );
  const seated = counts.adults + counts.children;
  const newJourneys = session.journeys;
  const details: PassengerDetails = {
    passengers: reservation.passengers,
    contact: reservation.contact,
    emergencyContact: reservation.emergencyContact,
  };
  const priced = await deps.sessions.priceJourneys(session, language);
  const fareLines: QuotationLineDto[] = await deps.quotations.fareLinesFor(
    session,
    priced,
    details,
    language,
  );

  // The journeys after the change, in their order; a round trip's return must leave after the outbound lands.
  const replaced = new Map(changes.map(({ booked }, i) => [booked.key, priced[i]]));
  const journeys = reservation.journeys.map((journey) => {
    const entry = replaced.get(journey.key);
    if (!entry) return journey;
    const family = reference.families.find((candidate) => candidate.code === entry.journey.familyCode);
    const familyName = family
      ? localized(language, { vi: family.name_vi, en: family.name_en })
      : entry.journey.familyCode;
    return documentJourneyOf(
      entry,
      familyName,
      (code) => reference.airports.get(code)?.timeZone ?? 'Asia/Ho_Chi_Minh',
    );
  });
  for (let i = 1; i < journeys.length; i++) {
    const landed = journeys[i - 1]?.segments.at(-1)?.arrival.utc ?? '';
    if ((journeys[i]?.segments[0]?.departure.utc ?? '') <= landed)
      throw journeyChangeNotAllowed('journeyOrder');
  }

  const changedKeys = new Set(changes.map(({ booked }) => booked.key));
  const keyMap = new Map(changes.map(({ booked }, i) => [booked.key, newJourneys[i]?.key ?? '']));
  const newFlightKey = (oldJourneyKey: string, oldFlightKey: string): string | null => {
    const booked = reservation.journeys.find((journey) => journey.key === oldJourneyKey);
    const index = booked?.segments.findIndex((segment) => segment.key === oldFlightKey) ?? -1;
    const target = newJourneys.find((journey) => journey.key === keyMap.get(oldJourneyKey));
    if (!target) return null;
    return String(target.flightIds[index] ?? target.flightIds[0]);
  };

  // Seats: the same seat on the new flight where it exists and is free.
  const seatMaps = new Map<string, Awaited<ReturnType<SeatMapService['journeySeats']>>>();
  for (const journey of newJourneys)
    seatMaps.set(journey.key, await deps.seatMaps.journeySeats(journey, currency));
  const carriedSeats: ReservationCore['seatSelections'] = [];
  const droppedSeats: ReservationCore['seatSelections'] = [];
  for (const seat of reservation.seatSelections) {
    if (!changedKeys.has(seat.journeyKey)) continue;
    const journeyKey = keyMap.get(seat.journeyKey) ?? '';
    const flightKey = newFlightKey(seat.journeyKey, seat.flightKey);
    const target = newJourneys.find((journey) => journey.key === journeyKey);
    const flightIndex = target?.flightIds.findIndex((id) => String(id) === flightKey) ?? -1;
    const free = seatMaps.get(journeyKey)?.[flightIndex]?.seats.get(seat.seatCode)?.available === true;
    const taken = carriedSeats.some(
      (other) => other.flightKey === flightKey && other.seatCode === seat.seatCode,
    );
    if (free && !taken && flightKey !== null) carriedSeats.push({ ...seat, journeyKey, flightKey });
    else droppedSeats.push(seat);
  }

  // Charges: the replaced journeys' fares, taxes and discounts go; their seats go with the seat
  // (matched by passenger, amount and seat code), their other extras move with the journey.
  const seatCharges = new Set<ReservationCharge>();
  const remainingSeatCharges = reservation.charges.filter((charge) => charge.kind === 'seat');
  const claim = (seat: ReservationCore['seatSelections'][number]) => {
    const found = remainingSeatCharges.find(
      (charge) =>
        !seatCharges.has(charge) &&
        charge.journeyKey === seat.journeyKey &&
        charge.passengerKey === seat.passengerKey &&
        charge.currencyAmounts[0]?.totalAmount === seat.currencyAmounts[0]?.totalAmount &&
        charge.description.endsWith(seat.seatCode),
    );
    if (found) seatCharges.add(found);
    return found;
  };
  const droppedSeatCharges = new Set(droppedSeats.map(claim).filter((charge) => charge !== undefined));
  const kept: ReservationCharge[] = [];
  for (const charge of reservation.charges) {
    if (charge.journeyKey === null || !changedKeys.has(charge.journeyKey)) {
      kept.push(charge);
    } else if (charge.kind === 'seat' && !droppedSeatCharges.has(charge)) {
      kept.push({ ...charge, journeyKey: keyMap.get(charge.journeyKey) ?? charge.journeyKey });
    } else if (
      charge.kind === 'service' ||
      charge.kind === 'insurance' ||
      charge.kind === 'donation' ||
      charge.code === 'IT'
    ) {
      // Extras move with the journey; a fee of an earlier change was incurred and stays.
      kept.push({ ...charge, journeyKey: keyMap.get(charge.journeyKey) ?? charge.journeyKey });
    }
  }
  const journeyKeyOf = (index: number | null) =>
    index === null ? null : (journeys.find((journey) => journey.index === index)?.key ?? null);
  const flightKeyOf = (journeyIndex: number | null, flightIndex: number | null) => {
    if (journeyIndex === null || flightIndex === null) return null;
    const id = newJourneys.find((journey) => journey.index === journeyIndex)?.flightIds[flightIndex];
    return id === undefined ? null : String(id);
  };
  const newFareCharges = documentPartsOf(
    fareLines,
    { seats: [] },
    currency,
    journeyKeyOf,
    flightKeyOf,
  ).charges;

  // The change fee: the booked family's, per seated passenger and changed journey, in the booking's currency.
  const feeCharges: ReservationCharge[] = [];
  const rate = reference.rateTo(currency);
  const feeName = localized(language, { vi: 'Phí thay đổi hành trình', en: 'Routing change fee' });
  const perJourneyFee = changes.map(({ family }) =>
    family.change_fee === 0 ? 0 : convertMoney(money(family.change_fee, 'VND'), currency, rate).amountMinor,
  );
  changes.forEach(({ booked }, i) => {
    const fee = perJourneyFee[i] ?? 0;
    if (fee === 0) return;
    for (const passenger of reservation.passengers) {
      if (passenger.type === 'infant') continue;
      feeCharges.push({
        journeyKey: keyMap.get(booked.key) ?? null,
        passengerKey: passenger.key,
        kind: 'tax',
        code: 'IT',
        description: feeName,
        currencyAmounts: [{ currency, amount: fee, vatAmount: 0, totalAmount: fee }],
      });
    }
  });

  const chargesAfter = [...kept, ...newFareCharges];
  const oldTotal = totalOf(reservation.charges);
  const newTotal = totalOf(chargesAfter);
  const changeFee = totalOf(feeCharges);
  const net = newTotal - oldTotal + changeFee;

  const purchases = reservation.ancillaryPurchases.map((purchase) => {
    if (purchase.journeyKey === null || !changedKeys.has(purchase.journeyKey)) return purchase;
    return {
      ...purchase,
      journeyKey: keyMap.get(purchase.journeyKey) ?? purchase.journeyKey,
      flightKey: purchase.flightKey === null ? null : newFlightKey(purchase.journeyKey, purchase.flightKey),
    };
  });
  const core: ReservationCore = {
    ...reservationCoreOf(reservation),
    journeys,
    charges: [...chargesAfter, ...feeCharges],
    seatSelections: [
      ...reservation.seatSelections.filter((seat) => !changedKeys.has(seat.journeyKey)),
      ...carriedSeats,
    ],
    ancillaryPurchases: purchases,
  };

  const quote: JourneyChangeQuote = {
    currency,
    journeys: changes.map(({ booked }, i) => {
      const newKey = newJourneys[i]?.key ?? '';
      const familyCode = newJourneys[i]?.familyCode ?? '';
      const family = reference.families.find((candidate) => candidate.code === familyCode);
      return {
        journeyKey: booked.key,
        newJourneyKey: newKey,
        fareFamily: {
          code: familyCode,
          name: family ? localized(language, { vi: family.name_vi, en: family.name_en }) : familyCode,
        },
        oldAmount: totalOf(reservation.charges.filter((charge) => charge.journeyKey === booked.key)),
        newAmount: totalOf(chargesAfter.filter((charge) => charge.journeyKey === newKey)),
        changeFee: totalOf(feeCharges.filter((charge) => charge.journeyKey === newKey)),
        carriedSeats: carriedSeats
          .filter((seat) => seat.journeyKey === newKey)
          .map((seat) => ({ passengerKey: seat.passengerKey, seatCode: seat.seatCode })),
        dropped: droppedSeats
          .filter((seat) => seat.journeyKey === booked.key)
          .map((seat) => ({
            passengerKey: seat.passengerKey,
            kind: 'seat' as const,
            name: seat.seatCode,
            totalAmount: seat.currencyAmounts[0]?.totalAmount ?? 0,
          })),
      };
    }),
    oldTotal,
    newTotal,
    changeFee,
    amountDue: Math.max(0, net),
    credit: Math.max(0, -net),
  };

  const takes: InventoryTake[] = [];
  for (const journey of newJourneys) {
    for (const flightId of journey.flightIds) {
      const same = takes.find((take) => take.flightId === flightId && take.familyCode === journey.familyCode);
      if (same) same.passengers += seated;
      else takes.push({ flightId, familyCode: journey.familyCode, passengers: seated });
    }
  }
  takes.sort((a, b) => a.flightId - b.flightId || a.familyCode.localeCompare(b.familyCode));
  return {
    quote,
    core,
    totalAmount: newTotal + changeFee,
    releasedFlightIds: changes.flatMap(({ booked }) => booked.segments.map((segment) => Number(segment.key))),
    takes,
    seats: carriedSeats
      .map((seat) => ({
        flightId: Number(seat.flightKey),
        seatCode: seat.seatCode,
        passengerKey: seat.passengerKey,
      }))
      .sort((a, b) => a.flightId - b.flightId || a.seatCode.localeCompare(b.seatCode)),
  };
}

/** The stored part of a reservation (without the totals derived when it is read). */
function reservationCoreOf(reservation: ReservationDto): ReservationCore {
  const {
    chargesGroup: _groups,
    departureTotalAmount: _departure,
    returnTotalAmount: _return,
    totalAmount: _total,
    remaining: _remaining,
    ...core
  } = reservation;
  return core;
}
