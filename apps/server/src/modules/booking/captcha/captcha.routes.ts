import { captchaChallengeResponseSchema } from '@skybook/contracts/captcha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/v1/captcha/challenge: a proof-of-work challenge to solve (decision 045). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/captcha/challenge',
    {
      schema: {
        summary: 'A proof-of-work challenge (ALTCHA v2) for a call past its per-client threshold',
        description:
          'Booking creation, the booking lookups by code and name and the sign-up form are counted per client in 10-minute windows; past the threshold the call answers 428 CAPTCHA_REQUIRED. Solve this challenge (PBKDF2/SHA-256: find the counter whose derived key starts with keyPrefix) within 10 minutes and send the call again with base64(JSON { challenge, solution: { counter, derivedKey } }) in the x-captcha header. Each challenge is good once: 403 CAPTCHA_INVALID for a wrong or reused solution, 403 CAPTCHA_EXPIRED for an old one.',
        response: { 200: captchaChallengeResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { challenge: await app.captcha.challenge() };
    },
  );
};
