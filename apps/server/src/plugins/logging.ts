import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log (tokens in query strings, OIDC codes). */
const SECRET_QUERY_KEYS =
  /^(token|access_token|refresh_token|id_token|code|session|sessionid|session_state|encrypt_key|otp|pin|password|signature|vnp_securehash)$/i;

/** Masks secret query values in a URL for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
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
  ];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-session-id"]',
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
