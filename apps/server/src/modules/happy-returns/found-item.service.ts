import {
  FOUND_LOCATIONS,
  SEARCH_RESULT_LIMIT,
  type FoundItemPaxDto,
  type FoundItemSummaryDto,
  type FoundLocation,
  type SearchByPaxCriteria,
  type SearchByPaxResponse,
} from '@skybook/contracts/happy-returns';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { localized } from '../../i18n/localized';
import { notFound } from '../../plugins/app-error';
import type { CatalogueLabels, HappyReturnCatalogue } from './catalogue.service';
import {
  findFoundItem,
  listAirportNames,
  searchFoundItems,
  type FoundItemRow,
} from './found-item.repository';

/** Where an item was found, as a traveller reads it (other languages read English). */
const FOUND_LOCATION_LABELS: Readonly<Record<FoundLocation, { vi: string; en: string }>> = {
  seatPocket: { vi: 'Túi lưng ghế', en: 'Seat-back pocket' },
  underSeat: { vi: 'Dưới ghế ngồi', en: 'Under a seat' },
  overheadBin: { vi: 'Khoang hành lý xách tay', en: 'Overhead bin' },
  lavatory: { vi: 'Nhà vệ sinh trên tàu bay', en: 'Aircraft lavatory' },
  galley: { vi: 'Khu bếp trên tàu bay', en: 'Aircraft galley' },
  boardingGate: { vi: 'Cửa ra tàu bay', en: 'Boarding gate' },
  baggageBelt: { vi: 'Băng chuyền hành lý', en: 'Baggage belt' },
  arrivalHall: { vi: 'Sảnh đến', en: 'Arrivals hall' },
};

/** Rows a seat band spans: the exact seat stays private, the traveller sees "rows 11–15". */
const SEAT_BAND_ROWS = 5;

function toFoundLocation(code: string): FoundLocation {
  const location = FOUND_LOCATIONS.find((candidate) => candidate === code);
  if (!location) throw new Error(`Unknown found location ${code}`);
  return location;
}

function seatArea(seat: string | null): { fromRow: number; toRow: number } | null {
  const row = seat === null ? Number.NaN : Number.parseInt(seat, 10);
  if (!Number.isInteger(row) || row < 1) return null;
  const fromRow = Math.floor((row - 1) / SEAT_BAND_ROWS) * SEAT_BAND_ROWS + 1;
  return { fromRow, toRow: fromRow + SEAT_BAND_ROWS - 1 };
}

function parseProperties(json: string): Record<string, string> {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const foundItemStatus = (status: string): FoundItemPaxDto['status'] =>
  status === 'returned' ? 'returned' : status === 'claimPending' ? 'claimPending' : 'found';

/**
 * Found items as travellers see them (GET /v1/items/{id}/pax, POST /v1/items/search-by-pax):
 * texts in the request's language, never the finder, the exact seat or the booking an item was
 * matched to. Items logged after "now" are not shown yet.
 */
export class FoundItemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly catalogue: HappyReturnCatalogue,
  ) {}

  async paxView(id: string, language: Language): Promise<FoundItemPaxDto> {
    const row = await findFoundItem(this.db, id, this.clock.now().toISOString());
    if (!row) throw notFound();
    const [labels, airports] = await Promise.all([
      this.catalogue.labels(language),
      listAirportNames(this.db, [row.origin_code, row.destination_code, row.storage_airport_code]),
    ]);
    const airport = (code: string) => airports.find((candidate) => candidate.code === code);
    const city = (code: string) => {
      const found = airport(code);
      return found ? localized(language, { vi: found.city_vi, en: found.city_en }) : code;
    };
    const storage = airport(row.storage_airport_code);
    const properties = parseProperties(row.properties);
    const status = foundItemStatus(row.status);
    return {
      id: row.id,
      status,
      category: { id: row.category_id, name: labels.categoryName(row.category_id) },
      title: localized(language, { vi: row.title_vi, en: row.title_en }),
      description: localized(language, { vi: row.description_vi, en: row.description_en }),
      properties: orderedProperties(properties, row.category_id, labels),
      flight: {
        designator: `${row.carrier_code}${row.flight_number}`,
        carrierCode: row.carrier_code,
        flightNumber: row.flight_number,
        date: row.flight_date,
        originCode: row.origin_code,
        originName: city(row.origin_code),
        destinationCode: row.destination_code,
        destinationName: city(row.destination_code),
      },
      foundLocation: locationOf(row.found_location, language),
      seatArea: seatArea(row.found_seat),
      foundAt: row.found_at,
      storage: {
        airportCode: row.storage_airport_code,
        airportName: storage
          ? localized(language, { vi: storage.name_vi, en: storage.name_en })
          : row.storage_airport_code,
      },
      holdUntil: row.hold_until,
      canClaim: status !== 'returned',
    };
  }

  /**
   * Items matching the criteria, best first: matched to the traveller's booking, then by how many
   * criteria they meet, then the latest found. At most {@link SEARCH_RESULT_LIMIT}; `total` counts all.
   */
  async search(criteria: SearchByPaxCriteria, language: Language): Promise<SearchByPaxResponse> {
    const rows = await searchFoundItems(this.db, criteria, this.clock.now().toISOString());
    const labels = await this.catalogue.labels(language);
    const ranked = rows
      .map((row) => ({
        row,
        summary: summaryOf(row, Boolean(row.is_booking_match), criteria, labels, language),
      }))
      .sort((a, b) => {
        const booked =
          Number(b.summary.matchedOn.includes('bookingCode')) -
          Number(a.summary.matchedOn.includes('bookingCode'));
        if (booked !== 0) return booked;
        const met = b.summary.matchedOn.length - a.summary.matchedOn.length;
        if (met !== 0) return met;
        if (a.row.found_at !== b.row.found_at) return a.row.found_at < b.row.found_at ? 1 : -1;
        return a.row.id < b.row.id ? -1 : 1;
      });
    return {
      items: ranked.slice(0, SEARCH_RESULT_LIMIT).map((entry) => entry.summary),
      total: ranked.length,
    };
  }
}

function locationOf(code: string, language: Language): FoundItemPaxDto['foundLocation'] {
  const location = toFoundLocation(code);
  return { code: location, label: localized(language, FOUND_LOCATION_LABELS[location]) };
}

function orderedProperties(
  properties: Readonly<Record<string, string>>,
  categoryId: string,
  labels: CatalogueLabels,
): FoundItemPaxDto['properties'] {
  const order = labels.propertyOrder(categoryId);
  return Object.entries(properties)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([id, value]) => ({ id, name: labels.propertyName(id), value: labels.valueLabel(id, value) }));
}

function summaryOf(
  row: FoundItemRow,
  isBookingMatch: boolean,
  criteria: SearchByPaxCriteria,
  labels: CatalogueLabels,
  language: Language,
): FoundItemSummaryDto {
  const matchedOn: FoundItemSummaryDto['matchedOn'] = [];
  if (isBookingMatch) matchedOn.push('bookingCode');
  const { flight } = criteria;
  if (
    flight?.flightNumber === row.flight_number &&
    (flight.carrierCode === null || flight.carrierCode === row.carrier_code)
  )
    matchedOn.push('flight');
  if (criteria.flightDate !== null && row.flight_date === criteria.flightDate) matchedOn.push('date');
  if (criteria.categoryId !== null) matchedOn.push('category');
  return {
    id: row.id,
    status: foundItemStatus(row.status),
    category: { id: row.category_id, name: labels.categoryName(row.category_id) },
    title: localized(language, { vi: row.title_vi, en: row.title_en }),
    flightDesignator: `${row.carrier_code}${row.flight_number}`,
    flightDate: row.flight_date,
    originCode: row.origin_code,
    destinationCode: row.destination_code,
    foundLocation: locationOf(row.found_location, language),
    foundAt: row.found_at,
    matchedOn,
  };
}
