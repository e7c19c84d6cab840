import { MANAGE_GRANT_HEADER } from '@skybook/contracts/manage-booking';
import type { FastifyRequest } from 'fastify';
import { captchaHeader } from '../../../plugins/captcha';

function hasName(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null) return false;
  const { locator, lastName } = fields as Record<string, unknown>;
  return typeof locator === 'string' && typeof lastName === 'string';
}

/**
 * Whether a booking call finds its booking by code and a traveller's name (the lookup form of
 * manage booking and check-in, the certificate's), rather than by a manage grant or the e-mail's
 * link: those are the lookups a bot would repeat.
 */
export function looksUpByNames(request: FastifyRequest): boolean {
  if (request.headers[MANAGE_GRANT_HEADER] !== undefined) return false;
  return hasName(request.body) || hasName(request.query);
}

/**
 * The booking module's `preValidation` hook: each lookup by names counts toward the client's
 * lookup threshold, past which it needs a solved challenge (decision 045). It runs before each
 * route's own checks, so whichever route a lookup takes, it is counted once.
 */
export async function lookupCaptchaHook(request: FastifyRequest): Promise<void> {
  if (!looksUpByNames(request)) return;
  await request.server.captcha.guard('lookup', request.ip, captchaHeader(request));
}
