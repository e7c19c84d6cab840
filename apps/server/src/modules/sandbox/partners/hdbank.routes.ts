import type { Clock } from '@skybook/domain/clock';
import { CURRENCY_CODES } from '@skybook/domain/currency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchantRefSchema } from '../card/card.routes';
import { hdbankAnswer, type HdbankAnswer } from './hdbank-answers';
import type { HdbankSandbox } from './hdbank.service';
import { HDBANK_TENORS } from './partner-accounts';
import type { SandboxMerchant } from '../sandbox-secrets';
import { checkSignedRequest } from '../signed-message';

/**
 * HDBank's server-to-server API, in HDBank's own terms: every answer is `{ resultCode, message,
 * … }`, an unknown client or bad signature answers 401 HDBANK_ERROR_02, a malformed message 400
 * HDBANK_ERROR_17, and business results 200 with '00' or their HDBANK_ERROR_nn code.
 */

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const languageField = { language: z.enum(['vi', 'en']).optional() };

export const instalmentRequestSchema = z.object({
  merchantRef: merchantRefSchema,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(CURRENCY_CODES),
  tenorMonths: z.union(HDBANK_TENORS.map((tenor) => z.literal(tenor))),
  phone: z.string().max(20),
  email: z.string().max(320),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
  ...languageField,
});

export const hdbankAnswerSchema = z.object({
  resultCode: z.string(),
  message: z.string(),
  transactionId: z.string().nullable(),
  status: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  otpExpiresAt: z.string().nullable(),
  attemptsLeft: z.number().int().nullable(),
  retryAfterSeconds: z.number().int().nullable(),
});

const transactionParams = z.object({ transactionId: z.string().max(64) });

export interface HdbankRoutesOptions {
  hdbank: HdbankSandbox;
  /** The merchant its requests must be signed by (read when a request arrives). */
  merchant: () => SandboxMerchant;
  rawBody: (request: FastifyRequest) => string;
  clock: Clock;
}

export function hdbankRoutes(options: HdbankRoutesOptions): FastifyPluginAsyncZod {
  const { hdbank } = options;
  const languageOf = (body: unknown): 'vi' | 'en' =>
    typeof body === 'object' && body !== null && 'language' in body && body.language === 'en' ? 'en' : 'vi';

  /** HDBank's gate: signature first (02), then the message's structure (17). */
  const refused = (request: FastifyRequest, reply: FastifyReply): HdbankAnswer | undefined => {
    const language = languageOf(request.body);
    const check = checkSignedRequest(
      request,
      options.rawBody(request),
      options.merchant(),
      options.clock.now(),
    );
    if (check !== 'OK') {
      reply.status(401);
      return hdbankAnswer('02', language);
    }
    if (request.validationError) {
      reply.status(400);
      return hdbankAnswer('17', language);
    }
    reply.header('cache-control', 'no-store');
    return undefined;
  };
  const responses = { 200: hdbankAnswerSchema, 400: hdbankAnswerSchema, 401: hdbankAnswerSchema };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/hdbank/api/v1/instalments',
      {
        attachValidation: true,
        schema: {
          summary: 'Open an HDBank instalment plan and send its OTP (merchant server to bank, signed)',
          description:
            'Signed like the card acquirer. 00 with transactionId, redirectUrl (the bank’s OTP page) and otpExpiresAt; else HDBANK_ERROR_04 email, 05 phone, 09 amount (VND, at least 3,000,000), 01 reference reused, 03 unknown customer, 06 user locked, 19 card locked, 11 no active token, 22 system error, 10 over 50,000,000 per transaction, 12 over 80,000,000 a day, 14 ten OTP requests in 24 h.',
          body: instalmentRequestSchema,
          response: responses,
        },
      },
      async (request, reply) => refused(request, reply) ?? hdbank.open(request.body),
    );

    app.post(
      '/hdbank/api/v1/instalments/:transactionId/verify',
      {
        attachValidation: true,
        schema: {
          summary: "Relay the customer's OTP (merchant server to bank, signed)",
          description:
            '00 paid (or the plan’s final code: HDBANK_ERROR_18 insufficient balance, 20 timeout); 07 wrong OTP with attemptsLeft; 15 the fifth wrong OTP (refused); 16 the OTP expired (ask for a new one); 17 not 6 digits; 01 unknown or finished transaction.',
          params: transactionParams,
          body: z.object({ otp: z.string().max(16), ...languageField }),
          response: responses,
        },
      },
      async (request, reply) =>
        refused(request, reply) ??
        hdbank.verify(request.params.transactionId, request.body.otp, languageOf(request.body)),
    );

    app.post(
      '/hdbank/api/v1/instalments/:transactionId/resend-otp',
      {
        attachValidation: true,
        schema: {
          summary: 'Send the customer a new OTP (signed)',
          description:
            '00 with otpExpiresAt; 16 with retryAfterSeconds when asked within 30 s; 14 after 3 resends or 10 OTP messages in 24 h; 01 unknown or finished transaction.',
          params: transactionParams,
          body: z.object(languageField),
          response: responses,
        },
      },
      async (request, reply) =>
        refused(request, reply) ?? hdbank.resend(request.params.transactionId, languageOf(request.body)),
    );

    app.post(
      '/hdbank/api/v1/instalments/:transactionId/cancel',
      {
        attachValidation: true,
        schema: {
          summary: 'Cancel a plan still waiting for its OTP (signed)',
          description: '00 cancelled (the merchant is notified); 08 the plan is already decided; 01 unknown.',
          params: transactionParams,
          body: z.object(languageField),
          response: responses,
        },
      },
      async (request, reply) =>
        refused(request, reply) ?? hdbank.cancel(request.params.transactionId, languageOf(request.body)),
    );
  };
}
