import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  googleFlightObjectId,
  googleWalletIssuer,
  googleWalletSaveUrl,
  type GoogleFlightClass,
  type GoogleFlightObject,
  type GoogleWalletIssuer,
} from './google-wallet';
import { ICN_SGN_PASS, SGN_HAN_PASS } from './wallet.fixture';

const ISSUER_ID = '3388000000022222222';
const SERVICE_ACCOUNT = 'wallet@skybook.iam.gserviceaccount.com';
const SAVE_PREFIX = 'https://pay.google.com/gp/v/save/';

function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

function issuerWith(privateKey: string): GoogleWalletIssuer {
  const issuer = googleWalletIssuer({
    GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: { client_email: SERVICE_ACCOUNT, private_key: privateKey },
    PUBLIC_URL: 'https://www.skybook.vn',
  });
  if (issuer === null) throw new Error('a whole configuration made no issuer');
  return issuer;
}

interface SaveClaims extends JWTPayload {
  typ: string;
  origins: string[];
  payload: { flightClasses: GoogleFlightClass[]; flightObjects: GoogleFlightObject[] };
}

describe('the "Save to Google Wallet" link', () => {
  const keys = rsaKeys();
  const issuer = issuerWith(keys.privateKey);

  /** The link's JWT, verified with the service account's public key. */
  const open = async (url: string, publicKey = keys.publicKey) => {
    expect(url.startsWith(SAVE_PREFIX)).toBe(true);
    const jwt = url.slice(SAVE_PREFIX.length);
    const { payload } = await jwtVerify<SaveClaims>(jwt, createPublicKey(publicKey), {
      issuer: SERVICE_ACCOUNT,
      audience: 'google',
      algorithms: ['RS256'],
    });
    return { header: decodeProtectedHeader(jwt), claims: payload };
  };

  it('is a JWT the service account signed (RS256) for Google to save, from the site’s origin', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { header, claims } = await open(await googleWalletSaveUrl([SGN_HAN_PASS], issuer));
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(claims.iss).toBe(SERVICE_ACCOUNT);
    expect(claims.aud).toBe('google');
    expect(claims.typ).toBe('savetowallet');
    expect(claims.origins).toEqual(['https://www.skybook.vn']);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('does not verify with another key', async () => {
    const url = await googleWalletSaveUrl([SGN_HAN_PASS], issuer);
    await expect(open(url, rsaKeys().publicKey)).rejects.toThrow(/signature verification failed/);
  });

  it('describes each flight on its origin’s clock, without an offset', async () => {
    const { claims } = await open(await googleWalletSaveUrl([SGN_HAN_PASS, ICN_SGN_PASS], issuer));
    expect(claims.payload.flightClasses).toEqual([
      {
        id: `${ISSUER_ID}.VJ123-2026-12-02-SGN`,
        issuerName: 'Skybook',
        reviewStatus: 'UNDER_REVIEW',
        hexBackgroundColor: '#e31b23',
        flightHeader: { carrier: { carrierIataCode: 'VJ' }, flightNumber: '123' },
        origin: { airportIataCode: 'SGN' },
        destination: { airportIataCode: 'HAN' },
        localScheduledDepartureDateTime: '2026-12-02T06:15:00',
        localScheduledArrivalDateTime: '2026-12-02T08:25:00',
        localBoardingDateTime: '2026-12-02T05:35:00',
        localGateClosingDateTime: '2026-12-02T05:20:00',
      },
      {
        // 23:05 UTC on 5 December is 08:05 on the 6th in Seoul: the class is dated the 6th.
        id: `${ISSUER_ID}.VJ863-2026-12-06-ICN`,
        issuerName: 'Skybook',
        reviewStatus: 'UNDER_REVIEW',
        hexBackgroundColor: '#e31b23',
        flightHeader: { carrier: { carrierIataCode: 'VJ' }, flightNumber: '863' },
        origin: { airportIataCode: 'ICN' },
        destination: { airportIataCode: 'SGN' },
        localScheduledDepartureDateTime: '2026-12-06T08:05:00',
        localScheduledArrivalDateTime: '2026-12-06T11:35:00',
        localBoardingDateTime: '2026-12-06T07:25:00',
        localGateClosingDateTime: '2026-12-06T07:10:00',
      },
    ]);
  });

  it('gives each passenger an object of its flight’s class, with the BCBP in a PDF417 barcode', async () => {
    const { claims } = await open(await googleWalletSaveUrl([SGN_HAN_PASS, ICN_SGN_PASS], issuer));
    expect(claims.payload.flightObjects).toEqual([
      {
        id: googleFlightObjectId(SGN_HAN_PASS, ISSUER_ID),
        classId: `${ISSUER_ID}.VJ123-2026-12-02-SGN`,
        state: 'ACTIVE',
        hexBackgroundColor: '#e31b23',
        passengerName: 'NGUYEN VAN AN',
        reservationInfo: { confirmationCode: 'K7QX2M' },
        boardingAndSeatingInfo: { seatNumber: '12C', seatClass: 'Eco', sequenceNumber: '012' },
        barcode: {
          type: 'PDF_417',
          value: 'M1NGUYEN/VAN AN       EK7QX2M SGNHANVJ 0123 336Y012C0012 100',
          alternateText: 'K7QX2M',
        },
      },
      {
        id: googleFlightObjectId(ICN_SGN_PASS, ISSUER_ID),
        classId: `${ISSUER_ID}.VJ863-2026-12-06-ICN`,
        state: 'ACTIVE',
        hexBackgroundColor: '#e31b23',
        passengerName: 'KIM MINJI',
        reservationInfo: { confirmationCode: 'P4RT8W' },
        boardingAndSeatingInfo: { seatNumber: '1A', seatClass: 'Business', sequenceNumber: '003' },
        barcode: { type: 'PDF_417', value: ICN_SGN_PASS.bcbp, alternateText: 'P4RT8W' },
      },
    ]);
  });

  it('sends one class for passengers on the same flight', async () => {
    const companion = { ...SGN_HAN_PASS, passengerKey: 'P2', firstName: 'THI BINH', seatCode: '12D' };
    const { claims } = await open(await googleWalletSaveUrl([SGN_HAN_PASS, companion], issuer));
    expect(claims.payload.flightClasses.map((flight) => flight.id)).toEqual([
      `${ISSUER_ID}.VJ123-2026-12-02-SGN`,
    ]);
    expect(claims.payload.flightObjects.map((object) => object.passengerName)).toEqual([
      'NGUYEN VAN AN',
      'NGUYEN THI BINH',
    ]);
    expect(new Set(claims.payload.flightObjects.map((object) => object.id)).size).toBe(2);
  });

  it('names the infant on the lap, with the heading in every site language', async () => {
    const { claims } = await open(
      await googleWalletSaveUrl([{ ...SGN_HAN_PASS, infantName: 'NGUYEN BE NA' }], issuer),
    );
    const [infant] = claims.payload.flightObjects[0]?.textModulesData ?? [];
    expect(infant).toMatchObject({ id: 'infant', header: 'Infant', body: 'NGUYEN BE NA' });
    expect(infant?.localizedHeader.translatedValues).toContainEqual({ language: 'vi', value: 'Em bé' });
    expect(infant?.localizedHeader.translatedValues).toHaveLength(7);
  });

  it('keeps an object id for the same pass and makes a new one when its barcode changes', () => {
    const id = googleFlightObjectId(SGN_HAN_PASS, ISSUER_ID);
    expect(id).toMatch(/^3388000000022222222\.[A-Za-z0-9_-]+$/);
    expect(googleFlightObjectId({ ...SGN_HAN_PASS, issuedAt: '2026-12-01T09:00:00.000Z' }, ISSUER_ID)).toBe(
      id,
    );
    const reseated = { ...SGN_HAN_PASS, seatCode: '14A', bcbp: SGN_HAN_PASS.bcbp.replace('012C', '014A') };
    expect(googleFlightObjectId(reseated, ISSUER_ID)).not.toBe(id);
  });

  it('is refused for no boarding pass, and not available without the configuration', async () => {
    await expect(googleWalletSaveUrl([], issuer)).rejects.toThrow(RangeError);
    expect(googleWalletIssuer({ PUBLIC_URL: 'https://www.skybook.vn' })).toBeNull();
  });
});
