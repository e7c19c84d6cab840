import { createHmac, createPrivateKey, hkdfSync } from 'node:crypto';
import type { Brand } from '@skybook/domain/brand';
import forge from 'node-forge';
import type { Config } from '../../config';
import type { BoardingPassDocument } from './boarding-pass';

/*
 * The certificate side of Apple Wallet passes (decision 027): the signer made from the
 * configuration, the serial numbers it keys and the PKCS #7 signature of a pass's manifest.
 */

/** The object identifiers of the signature (forge's table types every lookup as maybe missing). */
const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

interface SignerParts {
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  readonly certificate: forge.pki.Certificate;
  readonly key: forge.pki.rsa.PrivateKey;
  /** Apple's WWDR intermediate, carried in the signature so a phone can build the chain. */
  readonly wwdr: forge.pki.Certificate;
  /** Keys the serial numbers' HMAC; derived from the pass key, so it needs no variable of its own. */
  readonly serialKey: Buffer;
}

/** What signs Apple Wallet passes; only `appleWalletSigner` makes one, from a whole configuration. */
export type AppleWalletSigner = Brand<SignerParts, 'AppleWalletSigner'>;

export type AppleWalletConfig = Pick<
  Config,
  | 'APPLE_PASS_TYPE_ID'
  | 'APPLE_TEAM_ID'
  | 'APPLE_PASS_CERT'
  | 'APPLE_PASS_KEY'
  | 'APPLE_PASS_KEY_PASSPHRASE'
  | 'APPLE_WWDR_CERT'
>;

/**
 * The signer of the configured pass type certificate, or null when Apple Wallet is not configured
 * (the check-in answers `appleWallet: false`). loadConfig has already refused a partial set, a key
 * that does not open or does not match, so this only reads what was validated.
 */
export function appleWalletSigner(config: AppleWalletConfig): AppleWalletSigner | null {
  const { APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT } = config;
  if (!APPLE_PASS_TYPE_ID || !APPLE_TEAM_ID || !APPLE_PASS_CERT || !APPLE_PASS_KEY || !APPLE_WWDR_CERT) {
    return null;
  }
  // Node opens every PEM key format and cipher; forge then gets the key in the one form it reads.
  const key = createPrivateKey({
    key: APPLE_PASS_KEY,
    format: 'pem',
    passphrase: config.APPLE_PASS_KEY_PASSPHRASE ?? '',
  });
  const parts: SignerParts = {
    passTypeIdentifier: APPLE_PASS_TYPE_ID,
    teamIdentifier: APPLE_TEAM_ID,
    certificate: forge.pki.certificateFromPem(APPLE_PASS_CERT),
    key: forge.pki.privateKeyFromPem(key.export({ type: 'pkcs8', format: 'pem' }).toString()),
    wwdr: forge.pki.certificateFromPem(APPLE_WWDR_CERT),
    serialKey: Buffer.from(
      hkdfSync('sha256', key.export({ type: 'pkcs8', format: 'der' }), '', 'skybook apple pass serial', 32),
    ),
  };
  // The brand's one constructor: everything above came from a validated configuration.
  return parts as AppleWalletSigner;
}

/**
 * The pass's serial number: the same for one booking, passenger and flight (a pass downloaded
 * again replaces the one in Wallet), and unguessable without the signer's key.
 */
export function applePassSerialNumber(pass: BoardingPassDocument, signer: AppleWalletSigner): string {
  return createHmac('sha256', signer.serialKey)
    .update(`${pass.locator}\n${pass.passengerKey}\n${pass.flightKey}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Detached CMS SignedData of the manifest (DER): SHA-256, with the content type, message digest
 * and signing time Wallet requires among the signed attributes, and the pass certificate and the
 * WWDR intermediate among the certificates.
 */
export function signManifest(manifest: Buffer, signer: AppleWalletSigner): Buffer {
  const signedData = forge.pkcs7.createSignedData();
  signedData.content = forge.util.createBuffer(manifest.toString('binary'));
  signedData.addCertificate(signer.certificate);
  signedData.addCertificate(signer.wwdr);
  signedData.addSigner({
    key: signer.key,
    certificate: signer.certificate,
    digestAlgorithm: OID.sha256,
    authenticatedAttributes: [
      { type: OID.contentType, value: OID.data },
      { type: OID.messageDigest },
      // forge writes the time of signing when no value is given.
      { type: OID.signingTime },
    ],
  });
  signedData.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signedData.toAsn1()).getBytes(), 'binary');
}
