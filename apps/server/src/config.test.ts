import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { makeApplePassCertificates } from './documents/boarding-pass/apple-wallet-certificates.fixture';

describe('loadConfig', () => {
  it('runs on its embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('sqlite:./data/skybook.db');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DAYS).toBe(365);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(8080);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must start with sqlite: or postgres://');
    }
  });

  it('derives PUBLIC_URL from the port and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://www.skybook.vn/' }).PUBLIC_URL).toBe('https://www.skybook.vn');
  });
});

describe('the wallet variables', () => {
  const certificates = makeApplePassCertificates({
    passTypeId: 'pass.vn.skybook.boarding',
    teamId: 'SKYB00K123',
    passphrase: 'open sesame',
  });
  const apple = {
    APPLE_PASS_TYPE_ID: 'pass.vn.skybook.boarding',
    APPLE_TEAM_ID: 'SKYB00K123',
    APPLE_PASS_CERT: certificates.passCertPem,
    APPLE_PASS_KEY: certificates.passKeyPem,
    APPLE_PASS_KEY_PASSPHRASE: 'open sesame',
    APPLE_WWDR_CERT: certificates.wwdrPem,
  };
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const google = {
    GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@skybook.iam.gserviceaccount.com',
      private_key: privateKey,
    }),
  };
  const messageOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return String(error);
    }
    throw new Error('the configuration was accepted');
  };

  it('leaves both wallets off when none is set', () => {
    const config = loadConfig({});
    expect(config.APPLE_PASS_CERT).toBeUndefined();
    expect(config.GOOGLE_WALLET_SERVICE_ACCOUNT).toBeUndefined();
  });

  it('accepts a whole set, PEM text with real line breaks or with \\n escapes on one line', () => {
    const config = loadConfig({
      ...apple,
      APPLE_WWDR_CERT: apple.APPLE_WWDR_CERT.replace(/\r?\n/g, '\\n'),
      ...google,
    });
    expect(config.APPLE_WWDR_CERT).toBe(certificates.wwdrPem.trim().replace(/\r\n/g, '\n'));
    expect(config.GOOGLE_WALLET_SERVICE_ACCOUNT).toEqual({
      client_email: 'wallet@skybook.iam.gserviceaccount.com',
      private_key: privateKey,
    });
  });

  it('stops on a partial Apple set, naming every missing variable', () => {
    const message = messageOf({
      APPLE_PASS_TYPE_ID: apple.APPLE_PASS_TYPE_ID,
      APPLE_PASS_CERT: apple.APPLE_PASS_CERT,
    });
    for (const missing of ['APPLE_TEAM_ID', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT']) {
      expect(message).toContain(`  ${missing}: Apple Wallet passes need all of`);
    }
    expect(message).not.toContain('  APPLE_PASS_CERT:');
    expect(messageOf({ APPLE_PASS_KEY_PASSPHRASE: 'open sesame' })).toContain('APPLE_PASS_KEY: Apple Wallet');
  });

  it('stops on a partial Google set', () => {
    expect(messageOf({ GOOGLE_WALLET_ISSUER_ID: google.GOOGLE_WALLET_ISSUER_ID })).toContain(
      'GOOGLE_WALLET_SERVICE_ACCOUNT: Google Wallet passes need all of',
    );
    expect(messageOf({ GOOGLE_WALLET_SERVICE_ACCOUNT: google.GOOGLE_WALLET_SERVICE_ACCOUNT })).toContain(
      'GOOGLE_WALLET_ISSUER_ID: Google Wallet passes need all of',
    );
  });

  it('stops on a key its passphrase does not open, or that is not the certificate’s', () => {
    expect(messageOf({ ...apple, APPLE_PASS_KEY_PASSPHRASE: 'wrong' })).toContain(
      'APPLE_PASS_KEY: must be a PEM private key that APPLE_PASS_KEY_PASSPHRASE opens',
    );
    const other = makeApplePassCertificates({
      passTypeId: apple.APPLE_PASS_TYPE_ID,
      teamId: apple.APPLE_TEAM_ID,
    });
    expect(messageOf({ ...apple, APPLE_PASS_KEY: other.passKeyPem })).toContain(
      'APPLE_PASS_KEY: is not the key of APPLE_PASS_CERT',
    );
  });

  it('stops on a certificate of another Pass Type ID or team, and on text that is no certificate', () => {
    const message = messageOf({
      ...apple,
      APPLE_PASS_TYPE_ID: 'pass.vn.skybook.other',
      APPLE_TEAM_ID: 'OTHER00000',
    });
    expect(message).toContain(
      'APPLE_PASS_TYPE_ID: is not the Pass Type ID of APPLE_PASS_CERT (pass.vn.skybook.boarding)',
    );
    expect(message).toContain('APPLE_TEAM_ID: is not the team of APPLE_PASS_CERT (SKYB00K123)');
    expect(messageOf({ ...apple, APPLE_WWDR_CERT: 'not a certificate' })).toContain(
      'APPLE_WWDR_CERT: must be a PEM certificate',
    );
  });

  it('stops on a service account key that is not JSON, without quoting it', () => {
    const message = messageOf({
      ...google,
      GOOGLE_WALLET_SERVICE_ACCOUNT: '{"private_key": "-----BEGIN SECRET',
    });
    expect(message).toContain("GOOGLE_WALLET_SERVICE_ACCOUNT: must be the service account's JSON key");
    expect(message).not.toContain('BEGIN SECRET');
    expect(
      messageOf({
        ...google,
        GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({ client_email: 'x@y.z', private_key: 'no' }),
      }),
    ).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT.private_key: must be a PEM RSA private key');
  });
});
