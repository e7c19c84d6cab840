import { isClientRequestId } from '@skybook/domain/request-id';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from Accept-Language (requirements §7), Vietnamese by default. */
    language: Language;
  }
}

/** Header the web app sends its requirements §9 requestId in. */
export const CLIENT_REQUEST_ID_HEADER = 'requestid';

/**
 * Makes each request's logger: the server's request id, plus the client's requirements §9 requestId when
 * it has the right shape (anything else is not trusted into the logs).
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  rawRequest,
) => {
  const clientId = rawRequest.headers[CLIENT_REQUEST_ID_HEADER];
  const extra =
    typeof clientId === 'string' && isClientRequestId(clientId) ? { clientRequestId: clientId } : {};
  return logger.child({ ...bindings, ...extra }, options);
};

/**
 * Per-request context: the server-generated request id is echoed as X-Request-Id (the client's
 * own requirements §9 requestId is logged beside it, never trusted as the id), and the language is read
 * from Accept-Language.
 */
export const requestContextPlugin = fp(
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', (request, reply, done) => {
      request.language = negotiateLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-context' },
);
