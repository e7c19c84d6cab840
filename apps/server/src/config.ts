import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults work whatever the working directory is. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const urlFromEnv = z.url({ protocol: /^https?$/ });

/**
 * PEM text as an environment variable holds it: with its line breaks, or on one line with `\n`
 * escapes (as many secret stores and .env files write a multi-line value).
 */
const pemText = z.string().transform((value) => value.replace(/\\n/g, '\n').trim());

function isCertificatePem(pem: string): boolean {
  try {
    new X509Certificate(pem);
    return true;
  } catch {
    return false;
  }
}

const certificateFromEnv = pemText.refine(isCertificatePem, 'must be a PEM certificate (BEGIN CERTIFICATE)');

/** The key, or undefined when the text is not a private key (or its passphrase is wrong). */
function readPrivateKey(pem: string, passphrase?: string): KeyObject | undefined {
  try {
    return createPrivateKey({ key: pem, format: 'pem', passphrase: passphrase ?? '' });
  } catch {
    return undefined;
  }
}

/** A Google service account's JSON key: only the two fields a signed "Save to Google Wallet" link needs. */
const serviceAccountFromEnv = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      // JSON.parse's message quotes the text around the error: part of a private key.
      ctx.addIssue({ code: 'custom', message: "must be the service account's JSON key" });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      client_email: z.email(),
      private_key: z
        .string()
        .refine(
          (pem) => readPrivateKey(pem)?.asymmetricKeyType === 'rsa',
          'must be a PEM RSA private key (RS256)',
        ),
    }),
  );

/**
 * Every environment variable the server reads (README's configuration table lists the same).
 * Values are validated at start; a bad one stops the server with a message naming it.
 */
const fieldsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The origin travellers reach the site at; OIDC issuer and e-mail links are built from it. */
  PUBLIC_URL: urlFromEnv.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./data/skybook.db'),
  /** Unset: the embedded SMTP sink (mail readable at /dev/mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Port of the embedded SMTP sink on 127.0.0.1 when SMTP_URL is unset; 0 picks a free one. */
  SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Sender of every e-mail: `Name <address>` or a bare address. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be "Name <address>" or an address',
    )
    .default('Skybook <no-reply@skybook.vn>'),
  /**
   * Shared by every server process (decision 040): rate-limit counters and the live profile
   * channel's events. Unset: both stay in this process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * A Redis command not answered within this counts as Redis down for that request (the limit is
   * counted in the process, the event told locally), so a dead Redis never stalls a request.
   */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(5_000).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app served for every non-API path. */
  WEB_DIST: z.string().min(1).default(`${REPO_ROOT}apps/web/dist`),
  /** Header carrying the visitor's country as ISO 3166-1 alpha-2 (as a CDN sets it). */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .default('cf-ipcountry')
    .transform((value) => value.toLowerCase()),
  /** Where visitors from Thailand are sent (requirements §2). */
  THAI_SITE_URL: urlFromEnv.default('https://www.skybook.co.th/'),
  /** Trust X-Forwarded-* from a reverse proxy in front of the server. */
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * The proof-of-work challenge (decision 045): each client (its address, as TRUST_PROXY reads
   * it) may create this many bookings, look bookings up this many times, and sign up this many
   * times in each 10-minute window before every further call needs a solved challenge.
   */
  CAPTCHA_BOOKINGS_PER_WINDOW: z.coerce.number().int().min(0).max(1_000_000).default(5),
  CAPTCHA_LOOKUPS_PER_WINDOW: z.coerce.number().int().min(0).max(1_000_000).default(10),
  CAPTCHA_SIGNUPS_PER_WINDOW: z.coerce.number().int().min(0).max(1_000_000).default(3),
  /**
   * The challenge's work: PBKDF2-SHA-256 iterations per try, and the highest counter the solver may
   * have to reach (the answer is drawn between a fifth of it and it).
   */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(5).max(1_000_000).default(5000),
  /**
   * End-to-end tests only, never in production: a request's `x-test-now` header (an ISO-8601
   * instant) is the server's "now" for that request.
   */
  TEST_CLOCK: booleanFromEnv.default(false),
  /** Seed of the deterministic demo network and the number of days it schedules. */
  SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .default(20261121),
  SEED_DAYS: z.coerce.number().int().min(1).max(731).default(365),
  /**
   * Booking creation (requirements §4): after this long the request answers 500
   * REQUEST_TIMEOUT_AT_API_GATEWAY and creation goes on (the web polls session-booking/status);
   * a creation still running after BOOKING_CREATION_MAX_MS is abandoned and reported failed.
   */
  BOOKING_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(25_000),
  BOOKING_CREATION_MAX_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  /** How often the hold sweeper cancels unpaid bookings whose 6-hour hold ran out. */
  HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often members' flown segments are credited with points (decision 030). */
  POINTS_CREDIT_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** How often the live profile channel pings its sockets; one missing its pong is cut (decision 034). */
  CHANNEL_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(30_000),
  /** How often the refund worker sends owed refunds to their gateway. */
  REFUND_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Refund calls a payment gets before its refund is marked failed (an operator's case). */
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** How long a SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Payment gateways. Each is reached over HTTP with signed messages; unset secrets are generated
  // once and kept in app_secret (shared by the booking server and the sandbox standing in for the
  // gateway). Set them, and the URLs, to talk to a real gateway instead.
  /** The payment sandbox's base URL as browsers and the booking server reach it; unset: <PUBLIC_URL>/sandbox. */
  PAYMENT_SANDBOX_URL: urlFromEnv.optional(),
  /** How long the booking server waits for a gateway's server-to-server answer. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(200_000).default(30_000),
  CARD_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('SKYBOOK'),
  CARD_MERCHANT_SECRET: z.string().min(32).optional(),
  /** VNPay 2.1.0 terminal code and hash secret (HMAC-SHA512). */
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,16}$/)
    .default('SKYBOOK1'),
  VNPAY_HASH_SECRET: z.string().min(32).optional(),
  /** VNPay's payment page; unset: the sandbox's <PAYMENT_SANDBOX_URL>/vnpay/paymentv2/vpcpay.html. */
  VNPAY_PAYMENT_URL: urlFromEnv.optional(),
  /** VNPay's merchant API (refunds); unset: the sandbox's <PAYMENT_SANDBOX_URL>/vnpay/merchant_webapi/api/transaction. */
  VNPAY_API_URL: urlFromEnv.optional(),
  /** The merchant IPN URL the sandbox's VNPay calls; unset: <PUBLIC_URL>/booking/api/v1/payment/vnpay/ipn. */
  VNPAY_IPN_URL: urlFromEnv.optional(),
  PAY_LATER_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('SKYBOOK'),
  PAY_LATER_SECRET: z.string().min(32).optional(),
  HDBANK_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('SKYBOOK'),
  HDBANK_SECRET: z.string().min(32).optional(),
  /**
   * Merchant code at Vikki bank (PATCH reservations/vikki). The link and Vikki's notifications are
   * signed with the secret kept in app_secret under `booking.vikki.hmac-sha256`.
   */
  VIKKI_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('SKYBOOK'),
  // Loyalty accounts (decision 028).
  /**
   * The loyalty provider's issuer the member service signs members in with, over HTTP; unset:
   * <PUBLIC_URL>/auth (this server's own provider).
   */
  LOYALTY_ISSUER_URL: urlFromEnv.optional(),
  /** Signs the payment partner's token in the member's login answer (HS256); unset: generated once and kept in app_secret. */
  SKYPAY_TOKEN_SECRET: z.string().min(32).optional(),
  // National digital ID and the app's hand-off (decision 035).
  /**
   * The VNeID OpenID Connect issuer the member service reads citizens from, over HTTP; unset:
   * <PAYMENT_SANDBOX_URL>/vneid (the sandbox's simulator).
   */
  VNEID_ISSUER_URL: urlFromEnv.optional(),
  /** The site's client id at VNeID. */
  VNEID_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('skybook'),
  /** The site's client secret at VNeID; unset: generated once and kept in app_secret (shared with the simulator). */
  VNEID_CLIENT_SECRET: z.string().min(32).optional(),
  /**
   * The member service's client secret at the loyalty provider (its token exchange for a member it
   * identified); unset: generated once and kept in app_secret (shared by both modules).
   */
  MEMBER_SERVICE_CLIENT_SECRET: z.string().min(32).optional(),
  // Wallet passes of the boarding pass (decision 027). Each wallet is off until all of its
  // variables are set; a partial set stops the server.
  /** Apple Wallet: the Pass Type ID its certificate was issued for (`pass.vn.skybook.boarding`). */
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass(\.[A-Za-z0-9-]+)+$/, 'must be a Pass Type ID (pass.…)')
    .optional(),
  /** The Apple Developer team that owns the Pass Type ID (ten letters and digits). */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a ten-character team ID')
    .optional(),
  /** The pass type certificate, PEM text (not a path). */
  APPLE_PASS_CERT: certificateFromEnv.optional(),
  /** Its RSA private key, PEM text; encrypted with APPLE_PASS_KEY_PASSPHRASE when that is set. */
  APPLE_PASS_KEY: pemText.optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  /** Apple's WWDR intermediate certificate that issued APPLE_PASS_CERT, PEM text. */
  APPLE_WWDR_CERT: certificateFromEnv.optional(),
  /** Google Wallet: the issuer id of the airline's Google Wallet console (digits). */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be the Google Wallet issuer id (digits)')
    .optional(),
  /** The JSON key of a service account the issuer has authorised (its text, not a path). */
  GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccountFromEnv.optional(),
  // Read by the web build as well: the page's Content-Security-Policy lets in what it loads.
  /** The chat widget's script; its origin may serve scripts, frames and connections. */
  VITE_CHAT_WIDGET_URL: urlFromEnv.optional(),
  /** Comma-separated origins an agent-currency bank page may be framed from. */
  VITE_BANK_IFRAME_ORIGIN: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(urlFromEnv.transform((url) => new URL(url).origin)))
    .optional(),
});

const APPLE_WALLET_VARIABLES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
] as const;

const GOOGLE_WALLET_VARIABLES = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

type ParsedConfig = z.infer<typeof fieldsSchema>;

/** One issue per missing variable of a group of which some, not all, are set. */
function requireAllOrNone(
  config: ParsedConfig,
  names: readonly (keyof ParsedConfig)[],
  also: readonly (keyof ParsedConfig)[],
  what: string,
  ctx: z.RefinementCtx,
): void {
  const isSet = (name: keyof ParsedConfig) => config[name] !== undefined;
  if (![...names, ...also].some(isSet)) return;
  for (const name of names.filter((name) => !isSet(name))) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${what} need all of ${names.join(', ')}: set it too, or none`,
    });
  }
}

/** The `NAME=value` attributes of a certificate's subject (`UID`, `OU`, `CN` …). */
function subjectAttribute(certificate: X509Certificate, name: string): string | undefined {
  const prefix = `${name}=`;
  return certificate.subject
    .split('\n')
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The pass key opens with its passphrase, is RSA (what Apple issues and PKCS #7 signs with here)
 * and belongs to the certificate, and the certificate is the Pass Type ID's and the team's: a
 * mismatch would sign passes that every iPhone refuses.
 */
function checkApplePassKey(config: ParsedConfig, ctx: z.RefinementCtx): void {
  const { APPLE_PASS_CERT: certPem, APPLE_PASS_KEY: keyPem } = config;
  if (certPem === undefined || keyPem === undefined || !isCertificatePem(certPem)) return;
  const key = readPrivateKey(keyPem, config.APPLE_PASS_KEY_PASSPHRASE);
  const issue = (path: keyof ParsedConfig, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (key === undefined) {
    issue('APPLE_PASS_KEY', 'must be a PEM private key that APPLE_PASS_KEY_PASSPHRASE opens');
    return;
  }
  if (key.asymmetricKeyType !== 'rsa') issue('APPLE_PASS_KEY', 'must be an RSA key');
  const certificate = new X509Certificate(certPem);
  if (!certificate.checkPrivateKey(key)) issue('APPLE_PASS_KEY', 'is not the key of APPLE_PASS_CERT');
  const passType = subjectAttribute(certificate, 'UID');
  if (
    passType !== undefined &&
    config.APPLE_PASS_TYPE_ID !== undefined &&
    passType !== config.APPLE_PASS_TYPE_ID
  ) {
    issue('APPLE_PASS_TYPE_ID', `is not the Pass Type ID of APPLE_PASS_CERT (${passType})`);
  }
  const team = subjectAttribute(certificate, 'OU');
  if (team !== undefined && config.APPLE_TEAM_ID !== undefined && team !== config.APPLE_TEAM_ID) {
    issue('APPLE_TEAM_ID', `is not the team of APPLE_PASS_CERT (${team})`);
  }
}

/** The variables, and the groups of them that only work together (each wallet's, all or none). */
const configSchema = fieldsSchema.superRefine((config, ctx) => {
  requireAllOrNone(config, APPLE_WALLET_VARIABLES, ['APPLE_PASS_KEY_PASSPHRASE'], 'Apple Wallet passes', ctx);
  requireAllOrNone(config, GOOGLE_WALLET_VARIABLES, [], 'Google Wallet passes', ctx);
  checkApplePassKey(config, ctx);
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${String(config.PORT)}`).replace(/\/+$/, '');
  return { ...config, PUBLIC_URL: publicUrl };
}
