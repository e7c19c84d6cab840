import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults work whatever the working directory is. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const urlFromEnv = z.url({ protocol: /^https?$/ });

/**
 * Every environment variable the server reads (README's configuration table lists the same).
 * Values are validated at start; a bad one stops the server with a message naming it.
 */
const configSchema = z.object({
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
  /** Unset: real-time events and rate-limit counters stay in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
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
