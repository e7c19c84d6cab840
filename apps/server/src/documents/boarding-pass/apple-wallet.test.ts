import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { applePassJson, buildPkpass, type ApplePassField, type ApplePassJson } from './apple-wallet';
import { makeApplePassCertificates } from './apple-wallet-certificates.fixture';
import { appleWalletSigner, type AppleWalletSigner } from './apple-wallet-signer';
import { ICN_SGN_PASS, SGN_HAN_PASS } from './wallet.fixture';

const IDENTITY = {
  passTypeIdentifier: 'pass.vn.skybook.boarding',
  teamIdentifier: 'SKYB00K123',
  serialNumber: 'serial-1',
};

const RED_BRAND = { backgroundColor: 'rgb(227, 27, 35)', foregroundColor: 'rgb(255, 255, 255)' };

const allFields = (json: ApplePassJson): ApplePassField[] => {
  const { headerFields, primaryFields, secondaryFields, auxiliaryFields, backFields } = json.boardingPass;
  return [...headerFields, ...primaryFields, ...secondaryFields, ...auxiliaryFields, ...backFields];
};

const field = (json: ApplePassJson, key: string): ApplePassField | undefined =>
  allFields(json).find((candidate) => candidate.key === key);

describe('the pass.json of a boarding pass', () => {
  const json = applePassJson(SGN_HAN_PASS, { ...IDENTITY, language: 'en' });

  it('names the pass type, the team, the airline and the serial, in the brand’s colours', () => {
    expect(json).toMatchObject({
      formatVersion: 1,
      ...IDENTITY,
      organizationName: 'Skybook',
      description: 'Boarding pass VJ 123 SGN–HAN',
      ...RED_BRAND,
      labelColor: 'rgb(255, 198, 41)',
    });
  });

  it('carries the BCBP string in a PDF417 barcode, and in the legacy single barcode', () => {
    const barcode = {
      format: 'PKBarcodeFormatPDF417',
      message: 'M1NGUYEN/VAN AN       EK7QX2M SGNHANVJ 0123 336Y012C0012 100',
      messageEncoding: 'iso-8859-1',
      altText: 'K7QX2M',
    };
    expect(json.barcodes).toEqual([barcode]);
    expect(json.barcode).toEqual(barcode);
  });

  it('is relevant at departure and expires a day after arrival, on each airport’s clock', () => {
    expect(json.relevantDate).toBe('2026-12-02T06:15:00+07:00');
    expect(Date.parse(json.relevantDate)).toBe(Date.parse(SGN_HAN_PASS.departureUtc));
    expect(json.expirationDate).toBe('2026-12-03T08:25:00+07:00');
  });

  it('lays out an air boarding pass: gate closing and seat, the route, who and which flight, then the times', () => {
    const airportTime = { ignoresTimeZone: true };
    const timeOnly = { ...airportTime, dateStyle: 'PKDateStyleNone', timeStyle: 'PKDateStyleShort' };
    expect(json.boardingPass).toEqual({
      transitType: 'PKTransitTypeAir',
      headerFields: [
        { key: 'gateCloses', label: 'Gate closes', value: '2026-12-02T05:20:00+07:00', ...timeOnly },
        { key: 'seat', label: 'Seat', value: '12C', textAlignment: 'PKTextAlignmentRight' },
      ],
      primaryFields: [
        { key: 'origin', label: 'Ho Chi Minh City', value: 'SGN' },
        { key: 'destination', label: 'Hanoi', value: 'HAN', textAlignment: 'PKTextAlignmentRight' },
      ],
      secondaryFields: [
        { key: 'passenger', label: 'Passenger', value: 'NGUYEN VAN AN' },
        { key: 'flight', label: 'Flight', value: 'VJ 123', textAlignment: 'PKTextAlignmentRight' },
      ],
      auxiliaryFields: [
        {
          key: 'date',
          label: 'Date',
          value: '2026-12-02T06:15:00+07:00',
          ...airportTime,
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleNone',
        },
        { key: 'departs', label: 'Departs', value: '2026-12-02T06:15:00+07:00', ...timeOnly },
        { key: 'boarding', label: 'Boarding', value: '2026-12-02T05:35:00+07:00', ...timeOnly },
        { key: 'sequence', label: 'Seq.', value: '012' },
      ],
      backFields: [
        { key: 'bookingCode', label: 'Booking code', value: 'K7QX2M' },
        { key: 'fare', label: 'Fare', value: 'Eco' },
        {
          key: 'arrives',
          label: 'Arrives',
          value: '2026-12-02T08:25:00+07:00',
          ...airportTime,
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
        },
        {
          key: 'notes',
          label: 'Important information',
          value: [
            'The departure gate closes 15 minutes before boarding.',
            'Please bring a valid ID card or passport matching the name on this boarding pass.',
            'Times shown are local at each airport.',
          ].join('\n\n'),
        },
      ],
    });
  });

  it('gives every field its own key, as Wallet requires', () => {
    const keys = allFields(json).map((candidate) => candidate.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes the departure on the origin’s clock and the arrival on the destination’s', () => {
    const seoul = applePassJson(ICN_SGN_PASS, { ...IDENTITY, language: 'en' });
    expect(seoul.relevantDate).toBe('2026-12-06T08:05:00+09:00');
    expect(field(seoul, 'boarding')?.value).toBe('2026-12-06T07:25:00+09:00');
    expect(field(seoul, 'gateCloses')?.value).toBe('2026-12-06T07:10:00+09:00');
    expect(field(seoul, 'arrives')?.value).toBe('2026-12-06T11:35:00+07:00');
    expect(seoul.expirationDate).toBe('2026-12-07T11:35:00+07:00');
    expect(field(seoul, 'sequence')?.value).toBe('003');
    expect(seoul.barcodes[0]?.message).toBe(ICN_SGN_PASS.bcbp);
  });

  it('speaks the booking’s language; city names read English outside Vietnamese', () => {
    const vietnamese = applePassJson(SGN_HAN_PASS, { ...IDENTITY, language: 'vi' });
    expect(field(vietnamese, 'origin')?.label).toBe('TP. Hồ Chí Minh');
    expect(field(vietnamese, 'passenger')?.label).toBe('Hành khách');
    expect(vietnamese.description).toBe('Thẻ lên máy bay VJ 123 SGN–HAN');
    const korean = applePassJson(ICN_SGN_PASS, { ...IDENTITY, language: 'ko' });
    expect(field(korean, 'origin')?.label).toBe('Seoul');
    expect(field(korean, 'bookingCode')?.label).toBe('예약 번호');
    expect(field(korean, 'boarding')?.label).toBe('탑승 시작');
  });

  it('prints the infant on the lap beside the adult', () => {
    const withInfant = applePassJson(
      { ...SGN_HAN_PASS, infantName: 'NGUYEN BE NA' },
      { ...IDENTITY, language: 'en' },
    );
    expect(
      withInfant.boardingPass.secondaryFields.map((candidate) => [candidate.label, candidate.value]),
    ).toEqual([
      ['Passenger', 'NGUYEN VAN AN'],
      ['Infant', 'NGUYEN BE NA'],
      ['Flight', 'VJ 123'],
    ]);
    expect(field(json, 'infant')).toBeUndefined();
  });
});

describe('the Apple Wallet signer', () => {
  it('is not available without the configuration', () => {
    expect(appleWalletSigner({})).toBeNull();
  });
});

/** Runs openssl; the test fails, rather than skips, on a machine without it. */
function openssl(args: string[]): { status: number | null; output: string } {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the signed .pkpass', () => {
  const certificates = makeApplePassCertificates({
    passTypeId: IDENTITY.passTypeIdentifier,
    teamId: IDENTITY.teamIdentifier,
    passphrase: 'open sesame',
  });
  const signerOf = (material: typeof certificates): AppleWalletSigner => {
    const signer = appleWalletSigner({
      APPLE_PASS_TYPE_ID: IDENTITY.passTypeIdentifier,
      APPLE_TEAM_ID: IDENTITY.teamIdentifier,
      APPLE_PASS_CERT: material.passCertPem,
      APPLE_PASS_KEY: material.passKeyPem,
      APPLE_PASS_KEY_PASSPHRASE: 'open sesame',
      APPLE_WWDR_CERT: material.wwdrPem,
    });
    if (signer === null) throw new Error('a whole configuration made no signer');
    return signer;
  };
  const signer = signerOf(certificates);
  const folder = mkdtempSync(join(tmpdir(), 'pkpass-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const unpack = async (pass = SGN_HAN_PASS, withSigner = signer) =>
    unzipSync(new Uint8Array(await buildPkpass(pass, withSigner, 'en')));
  const fileOf = (files: Record<string, Uint8Array>, name: string): Buffer => {
    const bytes = files[name];
    if (bytes === undefined) throw new Error(`no ${name} in the bundle`);
    return Buffer.from(bytes);
  };
  const passJsonOf = (files: Record<string, Uint8Array>): ApplePassJson =>
    JSON.parse(fileOf(files, 'pass.json').toString('utf8')) as ApplePassJson;

  /** `openssl cms -verify` of `signature` over `manifest`, trusting only the throwaway root. */
  const verify = (manifest: Uint8Array, signature: Uint8Array) => {
    writeFileSync(join(folder, 'manifest.json'), manifest);
    writeFileSync(join(folder, 'signature'), signature);
    writeFileSync(join(folder, 'root.pem'), certificates.rootPem);
    return openssl([
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(folder, 'signature'),
      '-content',
      join(folder, 'manifest.json'),
      '-CAfile',
      join(folder, 'root.pem'),
      '-purpose',
      'any',
      '-out',
      join(folder, 'verified.json'),
    ]);
  };

  it('holds pass.json, the brand’s icon and logo, the manifest and the signature', async () => {
    const files = await unpack();
    expect(Object.keys(files).sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'icon@3x.png',
      'logo.png',
      'logo@2x.png',
      'logo@3x.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    const pngSignature = [0x89, 0x50, 0x4e, 0x47];
    expect([...fileOf(files, 'icon.png').subarray(0, 4)]).toEqual(pngSignature);
    expect([...fileOf(files, 'logo@2x.png').subarray(0, 4)]).toEqual(pngSignature);
  });

  it('lists the SHA-1 of every other file in the manifest', async () => {
    const files = await unpack();
    const manifest = JSON.parse(fileOf(files, 'manifest.json').toString('utf8')) as Record<string, string>;
    const hashed = Object.entries(files).filter(([name]) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.map(([name]) => name).sort());
    for (const [name, bytes] of hashed) {
      expect(manifest[name], name).toBe(createHash('sha1').update(bytes).digest('hex'));
    }
  });

  it('carries the pass.json of the pass, under the signer’s pass type and team', async () => {
    const json = passJsonOf(await unpack());
    expect(json).toEqual(
      applePassJson(SGN_HAN_PASS, { ...IDENTITY, serialNumber: json.serialNumber, language: 'en' }),
    );
    expect(json.barcodes[0]?.message).toBe(SGN_HAN_PASS.bcbp);
  });

  it('is signed over the manifest by the pass certificate, chained through the WWDR intermediate it carries', async () => {
    const files = await unpack();
    const manifest = fileOf(files, 'manifest.json');
    const signature = fileOf(files, 'signature');
    const verified = verify(manifest, signature);
    expect(verified.output).toContain('Verification successful');
    expect(verified.status).toBe(0);
    // The root alone is trusted: the chain verifies only because the intermediate is inside.
    const printed = openssl([
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      join(folder, 'signature'),
    ]).output;
    expect(printed).toContain('Test Worldwide Developer Relations');
    expect(printed).toContain('signingTime');
    expect(printed).toContain('sha256');
    expect(printed).toMatch(/eContent: <ABSENT>/);
  });

  it('fails verification once the manifest is changed', async () => {
    const files = await unpack();
    const manifest = fileOf(files, 'manifest.json');
    const tampered = Buffer.from(
      manifest.toString('utf8').replace(/"pass\.json":"[0-9a-f]{3}/, '"pass.json":"000'),
    );
    expect(tampered.equals(manifest)).toBe(false);
    const verified = verify(tampered, fileOf(files, 'signature'));
    expect(verified.status).not.toBe(0);
    expect(verified.output).not.toContain('Verification successful');
  });

  it('keeps one serial number per booking, passenger and flight, that only the key can make', async () => {
    const serialOf = async (pass = SGN_HAN_PASS, withSigner = signer) =>
      passJsonOf(await unpack(pass, withSigner)).serialNumber;
    const serial = await serialOf();
    expect(serial).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await serialOf({ ...SGN_HAN_PASS, seatCode: '14A', issuedAt: '2026-12-01T09:00:00.000Z' })).toBe(
      serial,
    );
    expect(await serialOf({ ...SGN_HAN_PASS, passengerKey: 'P2' })).not.toBe(serial);
    expect(await serialOf({ ...SGN_HAN_PASS, flightKey: '102' })).not.toBe(serial);
    const otherKey = makeApplePassCertificates({
      passTypeId: IDENTITY.passTypeIdentifier,
      teamId: IDENTITY.teamIdentifier,
      passphrase: 'open sesame',
    });
    expect(await serialOf(SGN_HAN_PASS, signerOf(otherKey))).not.toBe(serial);
  });
});
