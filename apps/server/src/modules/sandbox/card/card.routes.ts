import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import { PAYMENT_STATUSES } from '@skybook/domain/payment-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardAcquirer } from './card-acquirer.service';
import type { SandboxMerchant } from '../sandbox-secrets';
import { signedBy } from '../signed-message';

/** The card acquirer's server-to-server API and its public key set. */

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
export const merchantRefSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and -, 1 to 64');

export const authorizeRequestSchema = z.object({
  merchantRef: merchantRefSchema,
  /** Minor units of `currency`. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(CURRENCY_CODES),
  /** The browser's JWE (compact) of the card: RSA-OAEP-256, A256GCM, with the key's kid. */
  encryptedCard: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    .max(8000),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
  /** The 3-D Secure page's language. */
  language: z.enum(['vi', 'en']).optional(),
});

export const authorizeAnswerSchema = z.object({
  paymentId: z.string(),
  merchantRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  resultCode: z.string(),
  reason: z.string().nullable(),
  token: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  challengeUrl: z.string().nullable(),
});

export const refundRequestSchema = z.object({
  refundRef: merchantRefSchema,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(CURRENCY_CODES),
});

export const refundAnswerSchema = z.object({
  refundId: z.string(),
  paymentId: z.string(),
  merchantRef: z.string(),
  refundRef: z.string(),
  status: z.literal('REFUNDED'),
  amount: z.number(),
  currency: z.string(),
  refundedAt: z.string(),
});

const jwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('RSA'),
      n: z.string(),
      e: z.string(),
      kid: z.string(),
      alg: z.literal('RSA-OAEP-256'),
      use: z.literal('enc'),
    }),
  ),
});

export interface CardRoutesOptions {
  acquirer: CardAcquirer;
  /** The merchant its requests must be signed by (read when a request arrives). */
  merchant: () => SandboxMerchant;
  rawBody: (request: FastifyRequest) => string;
  /** Aborts when the server closes, so a held request ends. */
  closing: AbortSignal;
}

export function cardRoutes(options: CardRoutesOptions): FastifyPluginAsyncZod {
  const { acquirer, merchant } = options;
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/card/jwks',
      {
        schema: {
          summary: "The card acquirer's public key for the browser's card encryption",
          description:
            'A JWK set with one RSA key (alg RSA-OAEP-256, use enc, kid). The browser encrypts {number, expiry "MM/YY", cvv, holderName, generatedAt} with jose CompactEncrypt (alg RSA-OAEP-256, enc A256GCM, kid) so the merchant never sees the card.',
          response: { 200: jwksSchema },
        },
      },
      (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return acquirer.jwks();
      },
    );

    app.post(
      '/card/authorize',
      {
        preValidation: signedBy(merchant, options.rawBody, app.clock),
        schema: {
          summary: 'Authorise a card payment (merchant server to acquirer, signed)',
          description:
            'Headers x-merchant-code, x-timestamp (Unix seconds, ±5 min) and x-signature = base64url(HMAC-SHA256(merchant secret, "<timestamp>.<raw body>")); a bad one → 401 INVALID_SIGNATURE. The answer: AUTHORIZED, PENDING with challengeUrl (3-D Secure), PROCESSING (decided later by notification), REFUSED or CANCELLED — with the card token, brand code and last 4. An undecryptable or stale card → 400 INVALID_REQUEST; a merchant reference reused with another amount → 409 CONFLICT; the same request again → the same payment.',
          body: authorizeRequestSchema,
          response: {
            200: authorizeAnswerSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const abort = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) abort.abort();
        };
        reply.raw.once('close', onClose);
        const stopOnClosing = () => {
          abort.abort();
        };
        options.closing.addEventListener('abort', stopOnClosing, { once: true });
        try {
          reply.header('cache-control', 'no-store');
          return await acquirer.authorize(request.body, abort.signal);
        } finally {
          options.closing.removeEventListener('abort', stopOnClosing);
        }
      },
    );

    app.get(
      '/card/payments/:paymentId',
      {
        preValidation: signedBy(merchant, () => '', app.clock),
        schema: {
          summary: "A card payment's status (merchant server to acquirer, signed over an empty body)",
          params: z.object({ paymentId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
          response: { 200: authorizeAnswerSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return acquirer.status(request.params.paymentId);
      },
    );

    app.post(
      '/card/payments/:paymentId/refund',
      {
        preValidation: signedBy(merchant, options.rawBody, app.clock),
        schema: {
          summary: 'Refund a card payment, whole or in part (merchant server to acquirer, signed)',
          description:
            'Signed like /card/authorize. Body {refundRef, amount, currency}: the amount (the whole payment or less; authorised or captured) goes back to the card, once per payment. The same refundRef again answers the same refund and returns nothing twice (safe to retry after a lost answer). 404 NOT_FOUND: no such payment; 409 CONFLICT with details.reason NOT_REFUNDABLE (nothing was taken), ALREADY_REFUNDED (by another refundRef) or REFUND_REF_REUSED; 400 INVALID_REQUEST: more than the payment, or another currency.',
          params: z.object({ paymentId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
          body: refundRequestSchema,
          response: {
            200: refundAnswerSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return acquirer.refund(request.params.paymentId, request.body);
      },
    );
  };
}
