import type { ItineraryAirport } from '../itinerary';

/**
 * One boarding pass: one passenger on one flight, once checked in (requirements §2 check-in
 * success, §9 gate closing). The check-in service builds it from the booking and its check-in
 * record; the PDF, the calendar file, the e-mail, the Apple Wallet pass and the Google Wallet
 * object all read this and nothing else, so they never disagree. Instants are ISO-8601 UTC text
 * (`…Z`); local times are shown on each airport's clock (`origin.timeZone`).
 */
export interface BoardingPassDocument {
  /** Six-character booking code. */
  readonly locator: string;
  readonly passengerKey: string;
  readonly journeyKey: string;
  /** The reservation's segment key (flight id as text). */
  readonly flightKey: string;
  /** Family name, Latin capitals without accents (`NGUYEN`). */
  readonly lastName: string;
  /** Middle and given names, Latin capitals without accents (`VAN AN`). */
  readonly firstName: string;
  /** `MR`, `MRS`, `MS`, `MSTR`, `MISS` or null. */
  readonly title: string | null;
  /** The infant on this passenger's lap (`NGUYEN BE NA`), printed on the adult's pass. */
  readonly infantName: string | null;
  /** Two-character airline designator (`VJ`). */
  readonly carrierCode: string;
  /** Digits only (`123`). */
  readonly flightNumber: string;
  readonly origin: ItineraryAirport;
  readonly destination: ItineraryAirport;
  readonly departureUtc: string;
  readonly arrivalUtc: string;
  /** Boarding starts (40 minutes before departure). */
  readonly boardingUtc: string;
  /** The gate closes 15 minutes before boarding (requirements §9). */
  readonly gateClosesUtc: string;
  /** `12C`. */
  readonly seatCode: string;
  /** BCBP compartment code: `C` for the Business cabin, `Y` otherwise. */
  readonly compartment: string;
  /** Fare family as sold (`Eco`, `SkyBoss`). */
  readonly fareFamily: string;
  /** The flight's check-in sequence number (1, 2, …). */
  readonly sequenceNumber: number;
  /** The IATA BCBP string the barcode carries (bcbp.ts `encodeBcbp`). */
  readonly bcbp: string;
  /** When this pass was issued (the PDF's creation date, the calendar's DTSTAMP). */
  readonly issuedAt: string;
}

/** `NGUYEN VAN AN`: family name first, as boarding passes print it. */
export function boardingPassFullName(pass: Pick<BoardingPassDocument, 'lastName' | 'firstName'>): string {
  return `${pass.lastName} ${pass.firstName}`.trim();
}
