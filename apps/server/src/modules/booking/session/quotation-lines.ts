import { type PassengerDetails, type PassengerForm } from '@skybook/contracts/passengers';
import type { QuotationLineDto, SeatChoice, ServiceSelection } from '@skybook/contracts/quotation';
import type { Language } from '@skybook/domain/languages';
import {
  seatAssignmentProblems,
  type SeatRulePassenger,
  type SeatRuleSeat,
} from '@skybook/domain/seat-rules';
import { localized } from '../../../i18n/localized';
import { type AppError, appError } from '../../../plugins/app-error';
import type { LiveSession, PricedSessionJourney, PricingSession } from './live-session';
import type { SeatMapService } from './seat-map.service';

/** Country and province codes the forms may name, and the charge names, read once. */
export interface QuotationReference {
  countries: ReadonlySet<string>;
  provinces: ReadonlyMap<string, ReadonlySet<string>>;
  chargeNames: ReadonlyMap<string, { vi: string; en: string }>;
}

const FARE_CODES = new Set(['FA', 'IF']);

export const invalid = (
  code: ConstructorParameters<typeof AppError>[0],
  path: string,
  reason: string,
  message: string,
): AppError => appError(code, { details: { issues: [{ path, code: reason, message }] } });

/**
 * The quotation's fare and seat lines, re-priced from the inventory and the seat maps now:
 * nothing the browser sends is a price (quotation-extra-lines.ts prices the extras).
 */
export class QuotationLines {
  constructor(private readonly seatMaps: SeatMapService) {}

  /** Per journey and passenger: the fare and every charge by code, from the inventory now. */
  fareLines(
    session: LiveSession,
    priced: readonly PricedSessionJourney[],
    details: PassengerDetails,
    reference: QuotationReference,
    language: Language,
  ): QuotationLineDto[] {
    const lines: QuotationLineDto[] = [];
    for (const { journey, fare } of priced) {
      if (!fare?.available) {
        throw appError('FARE_UNAVAILABLE', { details: { journeyIndex: journey.index } });
      }
      for (const passenger of details.passengers) {
        const price = fare.prices[passenger.type];
        if (!price) continue;
        for (const charge of price.charges) {
          const names = reference.chargeNames.get(charge.code);
          lines.push({
            kind: FARE_CODES.has(charge.code) ? 'fare' : 'tax',
            code: charge.code,
            label: names ? localized(language, names) : charge.code,
            journeyIndex: journey.index,
            flightIndex: null,
            passengerKey: passenger.key,
            serviceType: null,
            productCode: null,
            quantity: 1,
            amount: charge.amount,
            vatAmount: 0,
            totalAmount: charge.amount,
          });
        }
      }
      const discount = fare.promo?.applicable ? fare.promo.discountAmount : 0;
      if (discount > 0) {
        lines.push({
          kind: 'discount',
          code: 'DC',
          label:
            `${localized(language, { vi: 'Mã khuyến mãi', en: 'Promo code' })} ${session.promoCode ?? ''}`.trim(),
          journeyIndex: journey.index,
          flightIndex: null,
          passengerKey: null,
          serviceType: null,
          productCode: null,
          quantity: 1,
          amount: -discount,
          vatAmount: 0,
          totalAmount: -discount,
        });
      }
    }
    return lines;
  }

  /**
   * Seats: each checked against the map now (free, known) and the seat rules of the booking.
   * `kept`: seats the booking already has (manage booking adds seats to a booking): they are not
   * priced again, but the rules see them (a child's new seat must be beside an adult's kept one).
   */
  async seatLines(
    session: PricingSession,
    details: PassengerDetails,
    services: ServiceSelection,
    language: Language,
    kept: readonly SeatChoice[] = [],
  ): Promise<QuotationLineDto[]> {
    if (services.seats.length === 0) return [];
    const seated = new Map<string, PassengerForm>();
    for (const passenger of details.passengers)
      if (passenger.type !== 'infant') seated.set(passenger.key, passenger);
    const withInfant = new Set(
      details.passengers.filter((p) => p.type === 'infant').flatMap((p) => (p.flyWith ? [p.flyWith] : [])),
    );
    const rulePassengers: SeatRulePassenger[] = [...seated.values()].map((passenger) => ({
      key: passenger.key,
      type: passenger.type === 'child' ? 'child' : 'adult',
      hasInfant: withInfant.has(passenger.key),
    }));
    const lines: QuotationLineDto[] = [];
    for (const journey of session.journeys) {
      const choices = services.seats.filter((choice) => choice.journeyIndex === journey.index);
      if (choices.length === 0) continue;
      const flights = await this.seatMaps.journeySeats(journey, session.currency);
      for (const [flightIndex, flight] of flights.entries()) {
        const here = choices.filter((choice) => choice.flightIndex === flightIndex);
        const assignments = new Map<string, SeatRuleSeat>();
        const byPlace = new Map<string, SeatRuleSeat>();
        for (const seat of flight.seats.values())
          byPlace.set(`${String(seat.row)}|${String(seat.column)}`, seat);
        for (const seat of kept) {
          const own = flight.seats.get(seat.seatCode);
          // The booking's own seat is taken on the map (by it): to the rules it is this passenger's.
          if (seat.journeyIndex === journey.index && seat.flightIndex === flightIndex && own) {
            const mine = { ...own, available: true };
            assignments.set(seat.passengerKey, mine);
            byPlace.set(`${String(own.row)}|${String(own.column)}`, mine);
          }
        }
        for (const choice of here) {
          const path = `services.seats.${String(services.seats.indexOf(choice))}`;
          if (!seated.has(choice.passengerKey) || assignments.has(choice.passengerKey)) {
            throw invalid(
              'INVALID_REQUEST',
              `${path}.passengerKey`,
              'seatPassenger',
              translateSeat('passenger', language),
            );
          }
          const seat = flight.seats.get(choice.seatCode);
          if (!seat?.available) {
            throw invalid(
              'SEAT_UNAVAILABLE',
              `${path}.seatCode`,
              'seatUnavailable',
              translateSeat('unavailable', language),
            );
          }
          assignments.set(choice.passengerKey, seat);
        }
        const problems = seatAssignmentProblems(assignments, rulePassengers, (row, column) =>
          byPlace.get(`${String(row)}|${String(column)}`),
        );
        const problem = problems[0];
        if (problem) {
          const index = services.seats.findIndex(
            (choice) =>
              choice.journeyIndex === journey.index &&
              choice.flightIndex === flightIndex &&
              choice.passengerKey === problem.passengerKey,
          );
          throw appError(problem.violation === 'seatTakenByOther' ? 'SEAT_UNAVAILABLE' : 'SEAT_NOT_ALLOWED', {
            details: {
              issues: [
                {
                  path: `services.seats.${String(index)}.seatCode`,
                  code: problem.violation,
                  message: translateSeat(problem.violation, language),
                },
              ],
            },
          });
        }
        for (const choice of here) {
          const seat = flight.seats.get(choice.seatCode);
          if (!seat) continue;
          lines.push({
            kind: 'seat',
            code: 'SA',
            label: `${localized(language, { vi: 'Ghế', en: 'Seat' })} ${seat.code}`,
            journeyIndex: journey.index,
            flightIndex,
            passengerKey: choice.passengerKey,
            serviceType: 'seat',
            productCode: seat.seatClass,
            quantity: 1,
            amount: seat.baseAmount,
            vatAmount: seat.vatAmount,
            totalAmount: seat.totalAmount,
          });
        }
      }
    }
    return lines;
  }
}

function translateSeat(reason: string, language: Language): string {
  const texts: Record<string, { vi: string; en: string }> = {
    passenger: { vi: 'Hành khách này không chọn được ghế.', en: 'This passenger cannot choose a seat.' },
    unavailable: { vi: 'Ghế không còn trống.', en: 'The seat is no longer free.' },
    seatUnavailable: { vi: 'Ghế không còn trống.', en: 'The seat is no longer free.' },
    seatTakenByOther: {
      vi: 'Ghế đã được chọn cho hành khách khác.',
      en: 'The seat is taken by another passenger.',
    },
    exitRowNoChildOrInfant: {
      vi: 'Trẻ em và người đi cùng em bé không được ngồi hàng ghế thoát hiểm.',
      en: 'Children and passengers with infants may not sit in an exit row.',
    },
    oneInfantPerBlock: {
      vi: 'Mỗi dãy ghế chỉ có một em bé.',
      en: 'Only one infant may sit in each block of seats.',
    },
    childNextToAdult: {
      vi: 'Trẻ em phải ngồi cạnh một người lớn trong đặt chỗ.',
      en: 'A child must sit next to an adult of the booking.',
    },
    unknownSeatClass: { vi: 'Không thể chọn ghế này.', en: 'This seat cannot be chosen.' },
  };
  return localized(
    language,
    texts[reason] ?? { vi: 'Không thể chọn ghế này.', en: 'This seat cannot be chosen.' },
  );
}
