import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Language } from '@skybook/domain/languages';
import { zipSync } from 'fflate';
import { localized } from '../../i18n/localized';
import { formatIsoWithOffset } from '../local-time';
import { applePassSerialNumber, signManifest, type AppleWalletSigner } from './apple-wallet-signer';
import { boardingPassFullName, type BoardingPassDocument } from './boarding-pass';
import { walletLabels } from './wallet-labels';
import { cssRgb, passFlightDesignator, sequenceText, WALLET_COLOURS } from './wallet-view';

/*
 * Apple Wallet boarding passes (decision 027): a `.pkpass` is a zip of pass.json, the images, a
 * manifest of their SHA-1 hashes and a detached PKCS #7 signature of that manifest made with the
 * airline's pass type certificate (PassKit Package Format). Without the certificate there is no
 * signer, and without a signer buildPkpass cannot be called: an unsigned pass is never made.
 */

const ORGANIZATION_NAME = 'Skybook';
const DAY_MS = 24 * 60 * 60 * 1000;

type DateStyle = 'PKDateStyleNone' | 'PKDateStyleShort' | 'PKDateStyleMedium';

/** One field of pass.json (PassFieldContent); dates are ISO 8601 with the airport's offset. */
export interface ApplePassField {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly dateStyle?: DateStyle;
  readonly timeStyle?: DateStyle;
  readonly ignoresTimeZone?: boolean;
  readonly textAlignment?: 'PKTextAlignmentRight';
}

export interface ApplePassBarcode {
  readonly format: 'PKBarcodeFormatPDF417';
  readonly message: string;
  readonly messageEncoding: 'iso-8859-1';
  readonly altText: string;
}

/** The pass.json of a boarding pass: the keys of Apple's Pass object this pass uses. */
export interface ApplePassJson {
  readonly formatVersion: 1;
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  readonly organizationName: string;
  readonly serialNumber: string;
  readonly description: string;
  readonly backgroundColor: string;
  readonly foregroundColor: string;
  readonly labelColor: string;
  readonly relevantDate: string;
  readonly expirationDate: string;
  readonly barcodes: readonly ApplePassBarcode[];
  /** The single barcode iOS 8 and older read. */
  readonly barcode: ApplePassBarcode;
  readonly boardingPass: {
    readonly transitType: 'PKTransitTypeAir';
    readonly headerFields: readonly ApplePassField[];
    readonly primaryFields: readonly ApplePassField[];
    readonly secondaryFields: readonly ApplePassField[];
    readonly auxiliaryFields: readonly ApplePassField[];
    readonly backFields: readonly ApplePassField[];
  };
}

export interface ApplePassOptions {
  /** The Pass Type ID the signing certificate was issued for. */
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  /** Stable per booking, passenger and flight, and not guessable (`applePassSerialNumber`). */
  readonly serialNumber: string;
  /** The language of the labels; reference data (city names) reads English outside Vietnamese. */
  readonly language: Language;
}

/**
 * A date field shown on the airport's clock: the value carries the airport's offset and
 * `ignoresTimeZone` keeps it, where the default would convert to the phone's own zone.
 */
function airportTimeField(
  key: string,
  label: string,
  instantUtc: string,
  timeZone: string,
  style: { date: DateStyle; time: DateStyle },
): ApplePassField {
  return {
    key,
    label,
    value: formatIsoWithOffset(new Date(instantUtc), timeZone),
    dateStyle: style.date,
    timeStyle: style.time,
    ignoresTimeZone: true,
  };
}

const TIME_ONLY = { date: 'PKDateStyleNone', time: 'PKDateStyleShort' } as const;

/** The pass.json of one boarding pass; needs no certificate (the signature is buildPkpass's). */
export function applePassJson(pass: BoardingPassDocument, options: ApplePassOptions): ApplePassJson {
  const labels = walletLabels(options.language);
  const origin = pass.origin.timeZone;
  const flight = passFlightDesignator(pass);
  const barcode: ApplePassBarcode = {
    format: 'PKBarcodeFormatPDF417',
    message: pass.bcbp,
    messageEncoding: 'iso-8859-1',
    altText: pass.locator,
  };
  const infant: ApplePassField[] =
    pass.infantName === null ? [] : [{ key: 'infant', label: labels.infant, value: pass.infantName }];
  const arrivalUtc = new Date(pass.arrivalUtc);
  return {
    formatVersion: 1,
    passTypeIdentifier: options.passTypeIdentifier,
    teamIdentifier: options.teamIdentifier,
    organizationName: ORGANIZATION_NAME,
    serialNumber: options.serialNumber,
    description: `${labels.boardingPass} ${flight} ${pass.origin.code}–${pass.destination.code}`,
    backgroundColor: cssRgb(WALLET_COLOURS.background),
    foregroundColor: cssRgb(WALLET_COLOURS.text),
    labelColor: cssRgb(WALLET_COLOURS.label),
    relevantDate: formatIsoWithOffset(new Date(pass.departureUtc), origin),
    expirationDate: formatIsoWithOffset(new Date(arrivalUtc.getTime() + DAY_MS), pass.destination.timeZone),
    barcodes: [barcode],
    barcode,
    boardingPass: {
      transitType: 'PKTransitTypeAir',
      headerFields: [
        airportTimeField('gateCloses', labels.gateCloses, pass.gateClosesUtc, origin, TIME_ONLY),
        { key: 'seat', label: labels.seat, value: pass.seatCode, textAlignment: 'PKTextAlignmentRight' },
      ],
      primaryFields: [
        { key: 'origin', label: localized(options.language, pass.origin.city), value: pass.origin.code },
        {
          key: 'destination',
          label: localized(options.language, pass.destination.city),
          value: pass.destination.code,
          textAlignment: 'PKTextAlignmentRight',
        },
      ],
      secondaryFields: [
        { key: 'passenger', label: labels.passenger, value: boardingPassFullName(pass) },
        ...infant,
        { key: 'flight', label: labels.flight, value: flight, textAlignment: 'PKTextAlignmentRight' },
      ],
      auxiliaryFields: [
        airportTimeField('date', labels.date, pass.departureUtc, origin, {
          date: 'PKDateStyleMedium',
          time: 'PKDateStyleNone',
        }),
        airportTimeField('departs', labels.departs, pass.departureUtc, origin, TIME_ONLY),
        airportTimeField('boarding', labels.boarding, pass.boardingUtc, origin, TIME_ONLY),
        { key: 'sequence', label: labels.sequence, value: sequenceText(pass.sequenceNumber) },
      ],
      backFields: [
        { key: 'bookingCode', label: labels.bookingCode, value: pass.locator },
        { key: 'fare', label: labels.fare, value: pass.fareFamily },
        airportTimeField('arrives', labels.arrives, pass.arrivalUtc, pass.destination.timeZone, {
          date: 'PKDateStyleMedium',
          time: 'PKDateStyleShort',
        }),
        {
          key: 'notes',
          label: labels.importantInformation,
          value: [labels.gateClosesNotice, labels.idDocuments, labels.localTimes].join('\n\n'),
        },
      ],
    },
  };
}

const IMAGE_NAMES = [
  'icon.png',
  'icon@2x.png',
  'icon@3x.png',
  'logo.png',
  'logo@2x.png',
  'logo@3x.png',
] as const;

let images: Promise<Record<string, Uint8Array>> | undefined;

/** The brand's icon and logo (rendered once from the web's SVGs), read on first use. */
function passImages(): Promise<Record<string, Uint8Array>> {
  images ??= Promise.all(
    IMAGE_NAMES.map(async (name): Promise<[string, Uint8Array]> => [
      name,
      await readFile(new URL(`./apple-wallet-images/${name}`, import.meta.url)),
    ]),
  )
    .then((entries) => Object.fromEntries(entries))
    .catch((error: unknown) => {
      images = undefined;
      throw error;
    });
  return images;
}

/** `{ "pass.json": "<sha1 hex>", … }` for every file of the bundle. */
function manifestOf(files: Readonly<Record<string, Uint8Array>>): Buffer {
  const hashes = Object.entries(files).map(([name, bytes]) => [
    name,
    createHash('sha1').update(bytes).digest('hex'),
  ]);
  return Buffer.from(JSON.stringify(Object.fromEntries(hashes)));
}

/**
 * The signed `.pkpass` of one boarding pass (`application/vnd.apple.pkpass`), labelled in
 * `language`.
 */
export async function buildPkpass(
  pass: BoardingPassDocument,
  signer: AppleWalletSigner,
  language: Language,
): Promise<Buffer> {
  const json = applePassJson(pass, {
    passTypeIdentifier: signer.passTypeIdentifier,
    teamIdentifier: signer.teamIdentifier,
    serialNumber: applePassSerialNumber(pass, signer),
    language,
  });
  const files: Record<string, Uint8Array> = {
    'pass.json': Buffer.from(JSON.stringify(json)),
    ...(await passImages()),
  };
  const manifest = manifestOf(files);
  const signature = signManifest(manifest, signer);
  return Buffer.from(zipSync({ ...files, 'manifest.json': manifest, signature }));
}
