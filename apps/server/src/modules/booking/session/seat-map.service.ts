import type { FlightSeatMapDto, SeatCabinDto, SeatDto, SeatRowDto } from '@skybook/contracts/seat-map';
import type { CurrencyCode } from '@skybook/domain/currency';
import { isIsoDate } from '@skybook/domain/clock';
import { convertMoney, money, type ExchangeRate } from '@skybook/domain/money';
import { vatOf, vatRateBpFor } from '@skybook/domain/vat';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import {
  findSeatMapFlights,
  findTakenSeats,
  loadSeatCatalogueRows,
  type SeatCatalogueRows,
  type SeatMapFlightRow,
} from './seat-map.repository';
import { buildAircraftLayout, type AircraftLayout, type LayoutSeat } from './seat-layout';

/** The journey a seat map is drawn for: a session journey (booking-session.service.ts) fits. */
export interface SeatMapJourney {
  readonly flightIds: readonly number[];
  readonly familyCode: string;
  readonly isDomestic: boolean;
}

/**
 * A seat of one flight with its place in the cabin: the fields of the answer plus what the seat
 * rules (`@skybook/domain/seat-rules` SeatRuleSeat) need — row number, column across the cabin
 * counting aisles (0 = left window), block between aisles, exit row.
 */
export interface SeatMapSeat extends SeatDto {
  row: number;
  column: number;
  isExitRow: boolean;
}

/** One flight's seat map as answered, and its seats by code (`12A`) for the quotation's checks. */
export interface FlightSeats {
  map: FlightSeatMapDto;
  seats: ReadonlyMap<string, SeatMapSeat>;
}

interface SeatCatalogue {
  layouts: ReadonlyMap<string, AircraftLayout>;
  /** `Premium|1` (class, domestic flag) → VND. */
  feesVnd: ReadonlyMap<string, number>;
}

interface SeatPrice {
  baseAmount: number;
  vatAmount: number;
  totalAmount: number;
  includedInFare: boolean;
}

/**
 * A seat class's price for one passenger and flight in `currency`: the VND fee and its VAT
 * (`vatOf`: rounded half up to the dong, as the fare's VAT is) converted one line at a time, so
 * base + VAT is the total exactly. Classes the fare family includes cost nothing.
 */
export function priceSeatClass(
  feeVnd: number,
  vatBp: number,
  included: boolean,
  currency: CurrencyCode,
  rate: ExchangeRate,
): SeatPrice {
  if (included) return { baseAmount: 0, vatAmount: 0, totalAmount: 0, includedInFare: true };
  const vatVnd = vatOf(feeVnd, vatBp);
  const convert = (amount: number) => convertMoney(money(amount, 'VND'), currency, rate).amountMinor;
  const baseAmount = convert(feeVnd);
  const vatAmount = convert(vatVnd);
  return { baseAmount, vatAmount, totalAmount: baseAmount + vatAmount, includedInFare: false };
}

/**
 * Seat maps of a session's journey (GET seatSelectionOptions) and the seats the quotation checks
 * a selection against. Aircraft layouts and seat fees are read once and kept in memory; flights
 * and taken seats (seat_assignment) are read on every call.
 */
export class SeatMapService {
  #catalogue: Promise<SeatCatalogue> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reference: BookingReferenceCache,
  ) {}

  /** Every flight of the journey, in journey order. */
  async journeySeats(journey: SeatMapJourney, currency: CurrencyCode): Promise<FlightSeats[]> {
    const [catalogue, reference, flights, taken] = await Promise.all([
      this.#loadCatalogue(),
      this.reference.get(),
      findSeatMapFlights(this.db, journey.flightIds),
      findTakenSeats(this.db, journey.flightIds),
    ]);
    const byId = new Map(flights.map((flight) => [flight.id, flight]));
    const freeClasses = reference.freeSeatsByFamily.get(journey.familyCode) ?? [];
    const rate = reference.rateTo(currency);
    return journey.flightIds.map((flightId, flightIndex) => {
      const flight = byId.get(flightId);
      if (!flight) throw appError('NOT_FOUND');
      const takenHere = new Set(
        taken.filter((row) => row.flight_id === flightId).map((row) => row.seat_code),
      );
      return buildFlightSeats(
        { catalogue, flight, flightIndex, journey, freeClasses, currency, rate },
        takenHere,
      );
    });
  }

  /** One flight of the journey (the quotation prices and checks seat selections with it). */
  async flightSeats(flightId: number, journey: SeatMapJourney, currency: CurrencyCode): Promise<FlightSeats> {
    const flightIndex = journey.flightIds.indexOf(flightId);
    if (flightIndex < 0) throw appError('INVALID_REQUEST');
    const all = await this.journeySeats({ ...journey, flightIds: [flightId] }, currency);
    const only = all[0];
    if (!only) throw appError('NOT_FOUND');
    return { ...only, map: { ...only.map, flightIndex } };
  }

  #loadCatalogue(): Promise<SeatCatalogue> {
    this.#catalogue ??= loadSeatCatalogueRows(this.db).then(
      (rows) => toCatalogue(rows),
      (error: unknown) => {
        this.#catalogue = undefined;
        throw error;
      },
    );
    return this.#catalogue;
  }
}

function toCatalogue(rows: SeatCatalogueRows): SeatCatalogue {
  const seatsByType = new Map<string, SeatCatalogueRows['seats'][number][]>();
  for (const seat of rows.seats) {
    const list = seatsByType.get(seat.aircraft_type_code) ?? [];
    list.push(seat);
    seatsByType.set(seat.aircraft_type_code, list);
  }
  return {
    layouts: new Map(
      rows.types.map((type) => [type.code, buildAircraftLayout(type, seatsByType.get(type.code) ?? [])]),
    ),
    feesVnd: new Map(rows.fees.map((fee) => [`${fee.seat_class}|${fee.is_domestic}`, fee.amount])),
  };
}

interface FlightSeatsContext {
  catalogue: SeatCatalogue;
  flight: SeatMapFlightRow;
  flightIndex: number;
  journey: SeatMapJourney;
  freeClasses: readonly string[];
  currency: CurrencyCode;
  rate: ExchangeRate;
}

/**
 * One flight's map. A seat is available when the airline sells it, nobody holds or bought it, and
 * it is in the fare's cabin: on an aircraft with a business cabin, business seats go with the
 * fare that includes them (Business) and that fare sits nowhere else (db/seed/fares.ts shares
 * the seats out the same way). A seat class without a fee row is not for sale.
 */
function buildFlightSeats(context: FlightSeatsContext, taken: ReadonlySet<string>): FlightSeats {
  const { catalogue, flight, journey, freeClasses } = context;
  const layout = catalogue.layouts.get(flight.aircraft_type_code);
  if (!layout) throw new Error(`No seat map for aircraft type ${flight.aircraft_type_code}`);
  const departureDate = flight.departure_date_local;
  if (!isIsoDate(departureDate)) throw new Error(`Flight ${flight.id} has no departure date`);
  // VAT follows the journey: a domestic leg of an international journey is international carriage.
  const vatBp = vatRateBpFor(journey.isDomestic, departureDate);
  const businessFare = freeClasses.includes('Business');
  const prices = new Map<string, SeatPrice | undefined>();
  const priceOf = (seatClass: string): SeatPrice | undefined => {
    if (!prices.has(seatClass)) {
      const fee = catalogue.feesVnd.get(`${seatClass}|${journey.isDomestic ? 1 : 0}`);
      const included = freeClasses.includes(seatClass);
      prices.set(
        seatClass,
        fee === undefined && !included
          ? undefined
          : priceSeatClass(fee ?? 0, vatBp, included, context.currency, context.rate),
      );
    }
    return prices.get(seatClass);
  };

  const seats = new Map<string, SeatMapSeat>();
  const toSeat = (cell: LayoutSeat): SeatMapSeat => {
    const price = priceOf(cell.seatClass);
    const inFareCabin = !layout.hasBusinessCabin || (cell.seatClass === 'Business') === businessFare;
    const seat: SeatMapSeat = {
      code: cell.code,
      letter: cell.letter,
      seatClass: cell.seatClass,
      cabinType: cell.cabinType,
      available: cell.isSellable && !taken.has(cell.code) && inFareCabin && price !== undefined,
      isWindow: cell.isWindow,
      isAisle: cell.isAisle,
      block: cell.block,
      baseAmount: price?.baseAmount ?? 0,
      vatAmount: price?.vatAmount ?? 0,
      totalAmount: price?.totalAmount ?? 0,
      includedInFare: price?.includedInFare ?? false,
      row: cell.row,
      column: cell.column,
      isExitRow: cell.isExitRow,
    };
    seats.set(seat.code, seat);
    return seat;
  };

  const cabins: SeatCabinDto[] = layout.cabins.map((cabin) => ({
    cabinType: cabin.cabinType,
    columns: layout.columns,
    rows: cabin.rows.map((row): SeatRowDto => ({
      number: row.number,
      isExitRow: row.isExitRow,
      isWing: row.isWing,
      elements: row.cells.map((cell) =>
        typeof cell === 'string' ? { type: cell, seat: null } : { type: 'seat', seat: toDto(toSeat(cell)) },
      ),
    })),
  }));

  return {
    seats,
    map: {
      flightIndex: context.flightIndex,
      flightId: flight.id,
      carrierCode: flight.carrier_code,
      flightNumber: flight.flight_number,
      origin: flight.origin_code,
      destination: flight.destination_code,
      aircraft: { code: layout.code, name: layout.name },
      cabins,
      freeSeatClasses: [...freeClasses],
    },
  };
}

/** The answer's seat: the contract's fields only (the placement fields stay server-side). */
function toDto(seat: SeatMapSeat): SeatDto {
  const { row: _row, column: _column, isExitRow: _isExitRow, ...dto } = seat;
  return dto;
}
