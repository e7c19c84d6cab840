import type { JourneyDto } from '@skybook/contracts/flight-search';
import { passengerDetailsSchema, type PassengerDetails } from '@skybook/contracts/passengers';
import {
  quotationSchema,
  serviceSelectionSchema,
  type QuotationDto,
  type ServiceSelection,
} from '@skybook/contracts/quotation';
import type { TripType } from '@skybook/domain/booking-enums';
import { isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { toCurrencyCode, type CurrencyCode } from '@skybook/domain/currency';
import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { AppError, appError } from '../../../plugins/app-error';
import { verifyBookingKey, type BookingKeyPayload } from '../flight-search/booking-key';
import { type BookingSessionRow } from './booking-session.repository';

/** What opening a session worked out from its flights (booking_session.facts). */
export interface SessionFacts {
  domestic: boolean[];
  requiresDocuments: boolean;
  ageReferenceDate: string;
}

/**
 * What pricing extras and seats needs of a journey: its flights, fare family and whether it is
 * domestic. A booking session's journey is one; manage booking builds one from a booked journey
 * (manage/service-change-view.ts), so both price extras with the same code.
 */
export interface PricingJourney {
  readonly index: number;
  readonly flightIds: readonly number[];
  readonly familyCode: string;
  readonly isDomestic: boolean;
}

/** What pricing extras needs of a session: its currency and journeys (see {@link PricingJourney}). */
export interface PricingSession {
  readonly currency: CurrencyCode;
  readonly journeys: readonly PricingJourney[];
}

export interface LiveSessionJourney {
  index: number;
  direction: 'departure' | 'return' | 'leg';
  bookingKey: string;
  /** Flight ids joined by `-`. */
  key: string;
  flightIds: number[];
  familyCode: string;
  isDomestic: boolean;
  quotedTotal: number;
  payload: BookingKeyPayload;
}

export interface LiveSession {
  id: string;
  expiresAt: Date;
  tripType: TripType;
  currency: CurrencyCode;
  passengers: PassengerCounts;
  promoCode: string | null;
  journeys: LiveSessionJourney[];
  requiresDocuments: boolean;
  ageReferenceDate: IsoDate;
  details: PassengerDetails | null;
  services: ServiceSelection | null;
  quotation: QuotationDto | null;
}

/** A session journey with its flights read and priced now (the session's family only). */
export interface PricedSessionJourney {
  journey: LiveSessionJourney;
  dto: JourneyDto;
  /** The family's fare on these flights now, or undefined when it no longer sells. */
  fare: JourneyDto['fares'][number] | undefined;
}

export function directionOf(tripType: TripType, index: number): LiveSessionJourney['direction'] {
  if (tripType === 'roundTrip') return index === 0 ? 'departure' : 'return';
  return 'leg';
}

/** A stored row read back, its keys verified again (the secret never changes for a row's life). */
export function readLiveSession(row: BookingSessionRow, secret: Buffer): LiveSession {
  const fail = (reason: string) => appError('SESSION_ID_GET_SESSION_DATA_FAILED', { details: { reason } });
  let keys: unknown;
  try {
    keys = JSON.parse(row.booking_keys);
  } catch {
    throw fail('bookingKeys');
  }
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) throw fail('bookingKeys');
  let facts: SessionFacts;
  try {
    facts = JSON.parse(row.facts) as SessionFacts;
  } catch {
    throw fail('facts');
  }
  if (!Array.isArray(facts.domestic) || !isIsoDate(facts.ageReferenceDate)) throw fail('facts');
  const tripType = row.trip_type as TripType;
  const journeys = keys.map((bookingKey, index): LiveSessionJourney => {
    const verified = verifyBookingKey(bookingKey, secret);
    if (!verified.ok) throw fail('bookingKeys');
    const payload = verified.value;
    const isDomestic = facts.domestic[index] === true;
    return {
      index,
      direction: directionOf(tripType, index),
      bookingKey,
      key: payload.flights.join('-'),
      flightIds: payload.flights,
      familyCode: payload.family,
      isDomestic,
      quotedTotal: payload.total,
      payload,
    };
  });
  const first = journeys[0]?.payload;
  const currency = toCurrencyCode(row.currency);
  if (!first || !currency) throw fail('bookingKeys');
  const parseJson = <T>(
    text: string | null,
    schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
    what: string,
  ): T | null => {
    if (text === null) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (!parsed.success || parsed.data === undefined) throw fail(what);
      return parsed.data;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw fail(what);
    }
  };
  return {
    id: row.id,
    expiresAt: new Date(row.expires_at),
    tripType,
    currency,
    passengers: {
      adults: first.passengers[0],
      children: first.passengers[1],
      infants: first.passengers[2],
    },
    promoCode: first.promoCode,
    journeys,
    requiresDocuments: facts.requiresDocuments,
    ageReferenceDate: facts.ageReferenceDate,
    details: parseJson(row.details, passengerDetailsSchema, 'details'),
    services: parseJson(row.services, serviceSelectionSchema, 'services'),
    quotation: parseJson(row.quotation, quotationSchema, 'quotation'),
  };
}
