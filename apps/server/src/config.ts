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
  /** Where visitors from Thailand are sent (SPEC §2). */
  THAI_SITE_URL: urlFromEnv.default('https://www.skybook.co.th/'),
  /** Trust X-Forwarded-* from a reverse proxy in front of the server. */
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Seed of the deterministic demo network and the number of days it schedules. */
  SEED: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .default(20261121),
  SEED_DAYS: z.coerce.number().int().min(1).max(731).default(365),
  /** How long a SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
