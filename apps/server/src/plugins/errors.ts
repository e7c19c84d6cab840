import { ERROR_STATUS } from '@skybook/contracts/error-statuses';
import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@skybook/contracts/errors';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '@skybook/domain/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateError } from '../i18n/error-messages';
import { AppError } from './app-error';

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

const ZOD_LOCALES: Record<Language, ZodLocale> = {
  vi: z.locales.vi,
  en: z.locales.en,
  th: z.locales.th,
  ko: z.locales.ko,
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  ja: z.locales.ja,
  ru: z.locales.ru,
};

/** Fastify's own 4xx errors, by code, mapped to ours (each answered with its code's status). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_REQUEST',
  FST_ERR_BAD_URL: 'INVALID_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'INVALID_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'INVALID_REQUEST',
};

/** Connection-level database failures: the request could succeed later, so 503, not 500. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (
      current instanceof Error &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(current.message)
    )
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function validationIssues(error: FastifyError, language: Language): FieldIssue[] {
  const where = error.validationContext ?? 'request';
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return (error.validation ?? []).map((item) => ({
      path: `${where}${item.instancePath.replaceAll('/', '.')}`,
      code: item.keyword,
      message: item.message ?? translateError('INVALID_REQUEST', language),
    }));
  }
  const { localeError } = ZOD_LOCALES[language]();
  return error.validation.map((item) => {
    const path = item.instancePath.split('/').filter(Boolean);
    // Rebuild the zod issue the provider flattened, so the locale can phrase it.
    const issue = {
      ...item.params,
      code: item.keyword,
      path,
      input: undefined,
    } as unknown as z.core.$ZodRawIssue;
    const localized = localeError(issue);
    const message = typeof localized === 'string' ? localized : (localized?.message ?? item.message ?? '');
    return { path: [where, ...path].join('.'), code: item.keyword, message };
  });
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  errorCode: ErrorCode,
  details?: ErrorEnvelope['details'],
): FastifyReply {
  const body: ErrorEnvelope = {
    errorCode,
    message: translateError(errorCode, request.language),
    requestId: request.id,
    ...(details ? { details } : {}),
  };
  // Serialized as itself: a route that declares its own shape for a status (a gateway's answer
  // format) must still carry the envelope when the edge refuses a request before the route runs.
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

/**
 * Fastify's own refusals before any route or hook runs (a path that is not valid percent-encoding,
 * such as a lone surrogate's bytes; a path parameter longer than the router's limit), given to
 * Fastify as `frameworkErrors`: the same envelope as every other error, in the request's language
 * (read here: the request-context hook has not run). Without it Fastify answered its own shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.language = negotiateLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  const errorCode = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? 'INVALID_REQUEST';
  void send(request, reply, ERROR_STATUS[errorCode], errorCode);
}

/**
 * The one error handler (design §3): every failure leaves as `{ errorCode, message, requestId,
 * details? }` with a translated message. 4xx explain what was wrong; 5xx carry only a code and
 * the request id, and the cause goes to the log.
 */
export const errorsPlugin = fp(
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(request, reply, error.statusCode, error.errorCode, error.details);
      }
      if (error.validation) {
        return send(request, reply, ERROR_STATUS.INVALID_REQUEST, 'INVALID_REQUEST', {
          issues: validationIssues(error, request.language),
        });
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) return send(request, reply, ERROR_STATUS[known], known);
      if (error.statusCode === 429) return send(request, reply, ERROR_STATUS.RATE_LIMITED, 'RATE_LIMITED');
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(request, reply, ERROR_STATUS.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error without a mapped code');
        return send(request, reply, error.statusCode, 'INVALID_REQUEST');
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, ERROR_STATUS.INTERNAL_ERROR, 'INTERNAL_ERROR');
    });

    app.setNotFoundHandler((request, reply) => send(request, reply, ERROR_STATUS.NOT_FOUND, 'NOT_FOUND'));
  },
  { name: 'errors', dependencies: ['request-context'] },
);
