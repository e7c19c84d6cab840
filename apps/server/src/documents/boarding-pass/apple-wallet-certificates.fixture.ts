import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * Throwaway stand-ins for Apple's certificates, for tests: a root, a "WWDR" intermediate it
 * issued, and a pass type certificate the intermediate issued, with the subject Apple writes
 * (`UID` = Pass Type ID, `OU` = team). Nothing here is trusted anywhere but in the test.
 */
export interface ApplePassCertificates {
  /** The root: the trust anchor a verifier is given. */
  readonly rootPem: string;
  readonly wwdrPem: string;
  readonly passCertPem: string;
  /** PKCS #8 PEM, encrypted when a passphrase was given. */
  readonly passKeyPem: string;
}

const USER_ID_OID = '0.9.2342.19200300.100.1.1';

function rsaKeyPair(): {
  publicKey: forge.pki.rsa.PublicKey;
  privateKey: forge.pki.rsa.PrivateKey;
  pem: string;
} {
  // Node's native generator: forge's own would take seconds per key in plain JavaScript.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    pem: privateKey,
  };
}

function certificate(
  subject: forge.pki.CertificateField[],
  publicKey: forge.pki.rsa.PublicKey,
  issuer: { subject: forge.pki.CertificateField[]; key: forge.pki.rsa.PrivateKey },
  isAuthority: boolean,
  serial: string,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions(
    isAuthority
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
        ],
  );
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/** A root, a WWDR-like intermediate and a pass type certificate for `passTypeId` of `teamId`. */
export function makeApplePassCertificates(options: {
  passTypeId: string;
  teamId: string;
  passphrase?: string;
}): ApplePassCertificates {
  const root = rsaKeyPair();
  const rootSubject = [{ shortName: 'CN', value: 'Test Root CA' }];
  const rootCert = certificate(
    rootSubject,
    root.publicKey,
    { subject: rootSubject, key: root.privateKey },
    true,
    '01',
  );
  const wwdr = rsaKeyPair();
  const wwdrSubject = [
    { shortName: 'CN', value: 'Test Worldwide Developer Relations' },
    { shortName: 'OU', value: 'G4' },
  ];
  const wwdrCert = certificate(
    wwdrSubject,
    wwdr.publicKey,
    { subject: rootSubject, key: root.privateKey },
    true,
    '02',
  );
  const pass = rsaKeyPair();
  const passSubject = [
    { type: USER_ID_OID, value: options.passTypeId },
    { shortName: 'CN', value: `Pass Type ID: ${options.passTypeId}` },
    { shortName: 'OU', value: options.teamId },
    { shortName: 'O', value: 'Skybook test' },
  ];
  const passCert = certificate(
    passSubject,
    pass.publicKey,
    { subject: wwdrSubject, key: wwdr.privateKey },
    false,
    '03',
  );
  const passKeyPem =
    options.passphrase === undefined
      ? pass.pem
      : forge.pki.encryptRsaPrivateKey(pass.privateKey, options.passphrase, { algorithm: 'aes256' });
  return {
    rootPem: forge.pki.certificateToPem(rootCert),
    wwdrPem: forge.pki.certificateToPem(wwdrCert),
    passCertPem: forge.pki.certificateToPem(passCert),
    passKeyPem,
  };
}
