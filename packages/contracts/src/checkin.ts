import { CHECK_IN_REFUSAL_CODES } from '@skybook/domain/check-in-rules';
import { PASSENGER_TYPES } from '@skybook/domain/passenger-enums';
import { z } from 'zod';
import { grantSchema } from './manage-booking';
import { reservationSegmentSchema } from './reservation-model';
import { flightSeatMapSchema } from './seat-map';

/*
 * Online check-in (requirements §2 check-in routes, §3 check-in lookup, §4 check-in status, §7,
 * §8 check-in codes; decision 026). The traveller finds the booking as manage booking does
 * (POST /booking/api/v1/reservations/grants with the locator and the contact's or a passenger's
 * names) and every check-in call then carries the manage grant in `x-manage-grant`:
 *
 * GET   /booking/api/v1/checkin                    the journeys, who may check in and why not, what is done
 * GET   /booking/api/v1/checkin/seats              ?bookingKey=&departureKey=&departurePassengerJourneyDetailKey=
 * POST  /booking/api/v1/checkin                    { departureKey, passengers, dangerousGoodsAccepted } checks in
 * PATCH /booking/api/v1/checkin/boardingPass       { departureKey } the journey's boarding passes (issued again)
 * POST  /booking/api/v1/checkin/email              { departureKey, languageCode } e-mails them to the contact
 * POST  /booking/api/v1/uncheckin                  { departureKey, passengerKeys } undoes it while the window is open
 * GET   /booking/api/v1/checkin/boarding-pass.pdf  ?departureKey=&size=a4|phone  the journey's passes as PDF
 * GET   /booking/api/v1/checkin/boarding-pass.ics  ?departureKey=                 the checked-in flights, with alarms
 * GET   /booking/api/v1/checkin/boarding-pass.pkpass ?departureKey=&passengerKey=&flightKey=  Apple Wallet
 *
 * `departureKey` is a journey's key (the booking's `journeys[].key`); a journey of two flights is
 * checked in at once and gets a boarding pass per flight.
 */

/** A refusal: the result codes of requirements §8 (see `@skybook/domain/check-in-rules`). */
export const checkInRefusalSchema = z
  .number()
  .int()
  .refine((code) => (CHECK_IN_REFUSAL_CODES as readonly number[]).includes(code));

/** A passport's facts, asked on international journeys. */
export const travelDocumentSchema = z.object({
  /** Passport number: 6 to 12 Latin capitals and digits. */
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, { message: 'invalidPassport' }),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().regex(/^[A-Z]{2}$/, { message: 'invalidCountry' }),
  /** YYYY-MM-DD; at least six months after the journey's last flight. */
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidDate' }),
});

export type TravelDocument = z.infer<typeof travelDocumentSchema>;

export const checkinFlightStatusSchema = z.object({
  /** The reservation's segment key (the flight id as text). */
  flightKey: z.string(),
  /** The seat held on this flight: bought with the booking, or given at check-in; null when none yet. */
  seatCode: z.string().nullable(),
  checkedIn: z.boolean(),
  /** The flight's check-in sequence number (BCBP), once checked in. */
  sequenceNumber: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
});

export const checkinPassengerSchema = z.object({
  key: z.string(),
  type: z.enum(PASSENGER_TYPES),
  title: z.string().nullable(),
  lastName: z.string(),
  middleName: z.string(),
  firstName: z.string(),
  /** The infant on this adult's lap, or for an infant the adult it flies with. */
  flyingWith: z.string().nullable(),
  /** Why this passenger checks in at the counter (96 infant, 92 special assistance); null otherwise. */
  refusal: checkInRefusalSchema.nullable(),
  /** What the booking already knows of the passport (number and nationality), to prefill the form. */
  knownDocument: z.object({ number: z.string(), nationality: z.string() }),
  flights: z.array(checkinFlightStatusSchema),
});

export type CheckinPassenger = z.infer<typeof checkinPassengerSchema>;

export const checkinJourneySchema = z.object({
  /** The departureKey of the other calls. */
  key: z.string(),
  index: z.number().int(),
  direction: z.enum(['departure', 'return', 'leg']),
  fareFamily: z.object({ code: z.string(), name: z.string() }),
  segments: z.array(reservationSegmentSchema),
  /** A flight leaves or lands abroad: passports are asked. */
  international: z.boolean(),
  /** ISO instants: online check-in opens 24 hours and closes an hour before the first flight. */
  opensAt: z.string(),
  closesAt: z.string(),
  /** Why nobody can check in online on this journey now (90, 91, 93, 94, 95, 98, 99); null when open. */
  refusal: checkInRefusalSchema.nullable(),
  /** Un-check-in is possible (the window is open and someone is checked in). */
  canUndo: z.boolean(),
  passengers: z.array(checkinPassengerSchema),
});

export type CheckinJourney = z.infer<typeof checkinJourneySchema>;

export const checkinViewSchema = z.object({
  reservationKey: z.string(),
  locator: z.string(),
  status: z.string(),
  /** The contact's e-mail address, where the boarding passes are sent. */
  email: z.string(),
  journeys: z.array(checkinJourneySchema),
  /** A fresh grant for the same booking. */
  grant: grantSchema,
});

export type CheckinView = z.infer<typeof checkinViewSchema>;

export const checkinSeatsQuerySchema = z.object({
  /** The granted booking's key (404 for another). */
  bookingKey: z.string().max(64).optional(),
  departureKey: z.string().min(1).max(100),
  /** The passenger whose seat is chosen. */
  departurePassengerJourneyDetailKey: z.string().min(1).max(64),
});

export const checkinSeatsResponseSchema = z.object({
  currency: z.string(),
  minorUnitExponent: z.number().int(),
  /** Each flight's map; seats held by this booking show as unavailable. */
  flights: z.array(flightSeatMapSchema),
  /** The passenger's seat per flight now (bought, or given at check-in), null where none. */
  current: z.array(z.object({ flightKey: z.string(), seatCode: z.string().nullable() })),
});

export type CheckinSeatsResponse = z.infer<typeof checkinSeatsResponseSchema>;

export const checkinPassengerRequestSchema = z.object({
  key: z.string().min(1).max(64),
  /** Required on international journeys. */
  document: travelDocumentSchema.optional(),
  /**
   * A seat the fare includes (free to choose), per flight. A flight without one keeps the seat
   * bought with the booking, or gets a free seat. A seat with a price is bought first as an extra
   * (manage booking's edit-service calls).
   */
  seats: z
    .array(z.object({ flightKey: z.string().max(32), seatCode: z.string().regex(/^\d{1,2}[A-K]$/) }))
    .max(4)
    .default([]),
});

export const checkinBodySchema = z.object({
  departureKey: z.string().min(1).max(100),
  passengers: z.array(checkinPassengerRequestSchema).min(1).max(9),
  /** The dangerous-goods notice was read and accepted (400 TERMS_NOT_ACCEPTED otherwise). */
  dangerousGoodsAccepted: z.boolean(),
  /** Accepted for requirements §7's shape; the grant names the booking. */
  sessionId: z.string().max(128).optional(),
});

export type CheckinBody = z.infer<typeof checkinBodySchema>;

export const boardingPassSchema = z.object({
  passengerKey: z.string(),
  flightKey: z.string(),
  journeyKey: z.string(),
  /** `NGUYEN/VAN AN` as the BCBP spells it. */
  passengerName: z.string(),
  /** The infant on the lap, printed on the adult's pass. */
  infantName: z.string().nullable(),
  locator: z.string(),
  carrierCode: z.string(),
  flightNumber: z.string(),
  origin: z.object({ code: z.string(), timeZone: z.string() }),
  destination: z.object({ code: z.string(), timeZone: z.string() }),
  departureUtc: z.string(),
  arrivalUtc: z.string(),
  boardingUtc: z.string(),
  gateClosesUtc: z.string(),
  seatCode: z.string(),
  /** BCBP compartment code (`Y`, `C` for Business). */
  compartment: z.string(),
  fareFamily: z.string(),
  sequenceNumber: z.number().int(),
  /** The IATA Resolution 792 string the barcode carries. */
  bcbp: z.string(),
  /** The PDF417 barcode as an SVG data URL. */
  barcodeDataUrl: z.string(),
  /** "Save to Google Wallet", when the airline's Google Wallet issuer is configured. */
  googleWalletUrl: z.string().nullable(),
  /** An Apple Wallet pass can be downloaded (a pass certificate is configured). */
  appleWallet: z.boolean(),
});

export type BoardingPass = z.infer<typeof boardingPassSchema>;

export const departureKeyBodySchema = z.object({ departureKey: z.string().min(1).max(100) });

export const boardingPassesResponseSchema = z.object({
  departureKey: z.string(),
  boardingPasses: z.array(boardingPassSchema),
});

export type BoardingPassesResponse = z.infer<typeof boardingPassesResponseSchema>;

export const checkinResponseSchema = z.object({
  checkin: checkinViewSchema,
  departureKey: z.string(),
  boardingPasses: z.array(boardingPassSchema),
});

export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const checkinEmailBodySchema = z.object({
  departureKey: z.string().min(1).max(100),
  /** The e-mail's language (the booking's when left out). */
  languageCode: z.string().max(8).optional(),
});

export const checkinEmailResponseSchema = z.object({ sent: z.literal(true), email: z.string() });

export const uncheckinBodySchema = z.object({
  departureKey: z.string().min(1).max(100),
  /** Who is un-checked-in; everyone checked in on the journey when left out. */
  passengerKeys: z.array(z.string().max(64)).max(9).optional(),
});

export const boardingPassFileQuerySchema = z.object({
  departureKey: z.string().min(1).max(100),
  /** `a4` (default) or `phone` for the PDF. */
  size: z.enum(['a4', 'phone']).default('a4'),
  passengerKey: z.string().max(64).optional(),
  flightKey: z.string().max(32).optional(),
});
