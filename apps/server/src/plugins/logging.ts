import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values never reach the log: tokens in query strings (the live channel's
 * ticket too), OIDC codes, and what finds a booking (its locator and a traveller's names, the
 * e-mail link's token).
 */
const SECRET_QUERY_KEYS =
  /^(token|access_token|refresh_token|id_token|code|session|sessionid|session_state|encrypt_key|otp|pin|password|signature|vnp_securehash|link|locator|reservationlocator|lastname|firstname|ticket)$/i;

/** A booking's locator in a path (`/reservations/ABC234/itinerary.pdf`). */
const LOCATOR_IN_PATH = /(\/reservations\/)[A-Z0-9]{6}(?=\/)/g;

/** Masks secret query values, and a locator in the path, in a URL for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url.replace(LOCATOR_IN_PATH, '$1[redacted]');
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart).replace(LOCATOR_IN_PATH, '$1[redacted]')}?${params.toString()}`;
}

/**
 * JSON logs (pino) with the redaction design §5 Security demands: authorization, cookies,
 * passwords, PINs, OTPs, card fields and tokens never reach a log line, wherever they sit in a
 * logged object (two levels deep).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const secretKeys = [
    'password',
    'newPassword',
    'pin',
    'otp',
    'cvv',
    'cvc',
    'cardNumber',
    'pan',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'authorization',
    'cookie',
    'secret',
    'grant',
    // The booking session's signing key (decision 044), wherever an answer or object holding it is logged.
    'signingKey',
  ];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-session-id"]',
        'req.headers["x-manage-grant"]',
        'req.headers["x-signature"]',
        'res.headers["set-cookie"]',
        ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
