import { createHash, createPrivateKey, type KeyObject } from 'node:crypto';
import type { Brand } from '@skybook/domain/brand';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { SignJWT } from 'jose';
import type { Config } from '../../config';
import { formatLocalIsoDateTime, formatLocalPattern } from '../local-time';
import { boardingPassFullName, type BoardingPassDocument } from './boarding-pass';
import { walletLabels } from './wallet-labels';
import { sequenceText, WALLET_COLOURS } from './wallet-view';

/*
 * "Save to Google Wallet" for boarding passes (decision 027): a link to Google carrying a JWT
 * that the airline's service account signs (RS256), with a FlightClass per flight and a
 * FlightObject per passenger (Google Wallet REST reference v1). Google creates them when the
 * traveller saves; nothing is sent to Google from here.
 */

const SAVE_URL = 'https://pay.google.com/gp/v/save/';
const ISSUER_NAME = 'Skybook';

export interface GoogleAirportInfo {
  readonly airportIataCode: string;
  readonly terminal?: string;
  readonly gate?: string;
}

/** A flight as Google Wallet's FlightClass describes it; local times carry no offset. */
export interface GoogleFlightClass {
  readonly id: string;
  readonly issuerName: string;
  readonly reviewStatus: 'UNDER_REVIEW';
  readonly hexBackgroundColor: string;
  readonly flightHeader: {
    readonly carrier: { readonly carrierIataCode: string };
    readonly flightNumber: string;
  };
  readonly origin: GoogleAirportInfo;
  readonly destination: GoogleAirportInfo;
  readonly localScheduledDepartureDateTime: string;
  readonly localScheduledArrivalDateTime: string;
  readonly localBoardingDateTime: string;
  readonly localGateClosingDateTime: string;
}

interface LocalizedString {
  readonly defaultValue: { readonly language: string; readonly value: string };
  readonly translatedValues: readonly { readonly language: string; readonly value: string }[];
}

/** One passenger's boarding pass on a flight, as Google Wallet's FlightObject describes it. */
export interface GoogleFlightObject {
  readonly id: string;
  readonly classId: string;
  readonly state: 'ACTIVE';
  readonly hexBackgroundColor: string;
  readonly passengerName: string;
  readonly reservationInfo: { readonly confirmationCode: string };
  readonly boardingAndSeatingInfo: {
    readonly seatNumber: string;
    readonly seatClass: string;
    readonly sequenceNumber: string;
    readonly boardingGroup?: string;
  };
  readonly barcode: { readonly type: 'PDF_417'; readonly value: string; readonly alternateText: string };
  readonly textModulesData?: readonly {
    readonly id: string;
    readonly header: string;
    readonly body: string;
    readonly localizedHeader: LocalizedString;
  }[];
}

/** `3388….VJ123-2026-12-02-SGN`: one class per flight, dated on the origin's clock. */
export function googleFlightClassId(pass: BoardingPassDocument, issuerId: string): string {
  const date = formatLocalPattern(new Date(pass.departureUtc), pass.origin.timeZone, 'YYYY-MM-DD');
  return `${issuerId}.${pass.carrierCode}${pass.flightNumber}-${date}-${pass.origin.code}`;
}

export function googleFlightClass(pass: BoardingPassDocument, issuerId: string): GoogleFlightClass {
  const onOriginClock = (instantUtc: string) =>
    formatLocalIsoDateTime(new Date(instantUtc), pass.origin.timeZone);
  return {
    id: googleFlightClassId(pass, issuerId),
    issuerName: ISSUER_NAME,
    reviewStatus: 'UNDER_REVIEW',
    hexBackgroundColor: WALLET_COLOURS.background,
    flightHeader: { carrier: { carrierIataCode: pass.carrierCode }, flightNumber: pass.flightNumber },
    origin: { airportIataCode: pass.origin.code },
    destination: { airportIataCode: pass.destination.code },
    localScheduledDepartureDateTime: onOriginClock(pass.departureUtc),
    localScheduledArrivalDateTime: formatLocalIsoDateTime(
      new Date(pass.arrivalUtc),
      pass.destination.timeZone,
    ),
    localBoardingDateTime: onOriginClock(pass.boardingUtc),
    localGateClosingDateTime: onOriginClock(pass.gateClosesUtc),
  };
}

/**
 * The object's id: the same for the same boarding pass, and a new one when its barcode changes
 * (another seat, a new check-in), because Google keeps an object it already has and would go on
 * showing the old seat.
 */
export function googleFlightObjectId(pass: BoardingPassDocument, issuerId: string): string {
  const digest = createHash('sha256')
    .update(`${pass.locator}\n${pass.passengerKey}\n${pass.flightKey}\n${pass.bcbp}`)
    .digest('base64url');
  return `${issuerId}.${pass.locator}-${digest.slice(0, 32)}`;
}

/** "Infant" in every site language; Google shows the one of the phone. */
function infantHeader(): LocalizedString {
  return {
    defaultValue: { language: 'en', value: walletLabels('en').infant },
    translatedValues: SUPPORTED_LANGUAGES.filter((language) => language !== 'en').map((language) => ({
      language,
      value: walletLabels(language).infant,
    })),
  };
}

export function googleFlightObject(pass: BoardingPassDocument, issuerId: string): GoogleFlightObject {
  const object: GoogleFlightObject = {
    id: googleFlightObjectId(pass, issuerId),
    classId: googleFlightClassId(pass, issuerId),
    state: 'ACTIVE',
    hexBackgroundColor: WALLET_COLOURS.background,
    passengerName: boardingPassFullName(pass),
    reservationInfo: { confirmationCode: pass.locator },
    boardingAndSeatingInfo: {
      seatNumber: pass.seatCode,
      seatClass: pass.fareFamily,
      sequenceNumber: sequenceText(pass.sequenceNumber),
    },
    barcode: { type: 'PDF_417', value: pass.bcbp, alternateText: pass.locator },
  };
  if (pass.infantName === null) return object;
  const header = infantHeader();
  return {
    ...object,
    textModulesData: [
      { id: 'infant', header: header.defaultValue.value, body: pass.infantName, localizedHeader: header },
    ],
  };
}

interface IssuerParts {
  readonly issuerId: string;
  readonly serviceAccountEmail: string;
  readonly signingKey: KeyObject;
  /** The site's origin: Google shows the save button only on pages of the JWT's origins. */
  readonly origin: string;
}

/** What signs "Save to Google Wallet" links; only `googleWalletIssuer` makes one. */
export type GoogleWalletIssuer = Brand<IssuerParts, 'GoogleWalletIssuer'>;

export type GoogleWalletConfig = Pick<
  Config,
  'GOOGLE_WALLET_ISSUER_ID' | 'GOOGLE_WALLET_SERVICE_ACCOUNT' | 'PUBLIC_URL'
>;

/**
 * The issuer of the configured service account, or null when Google Wallet is not configured
 * (the boarding passes answer `googleWalletUrl: null`). loadConfig has already validated the key.
 */
export function googleWalletIssuer(config: GoogleWalletConfig): GoogleWalletIssuer | null {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: account } = config;
  if (issuerId === undefined || account === undefined) return null;
  const parts: IssuerParts = {
    issuerId,
    serviceAccountEmail: account.client_email,
    signingKey: createPrivateKey(account.private_key),
    origin: new URL(config.PUBLIC_URL).origin,
  };
  // The brand's one constructor: everything above came from a validated configuration.
  return parts as GoogleWalletIssuer;
}

/**
 * `https://pay.google.com/gp/v/save/<jwt>`: saves every pass given (a journey's passengers and
 * flights at once), one class per flight.
 *
 * @throws RangeError when `passes` is empty.
 */
export async function googleWalletSaveUrl(
  passes: readonly BoardingPassDocument[],
  issuer: GoogleWalletIssuer,
): Promise<string> {
  if (passes.length === 0) throw new RangeError('A Google Wallet link needs at least one boarding pass');
  const classes = new Map<string, GoogleFlightClass>();
  for (const pass of passes) {
    const flightClass = googleFlightClass(pass, issuer.issuerId);
    classes.set(flightClass.id, flightClass);
  }
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [issuer.origin],
    payload: {
      flightClasses: [...classes.values()],
      flightObjects: passes.map((pass) => googleFlightObject(pass, issuer.issuerId)),
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(issuer.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(issuer.signingKey);
  return `${SAVE_URL}${jwt}`;
}
