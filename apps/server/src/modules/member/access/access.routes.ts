import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { memberProviderParamsSchema } from '@skybook/contracts/member';
import {
  bankLinkTokensResponseSchema,
  changePinBodySchema,
  changePinResponseSchema,
  deviceInfoQuerySchema,
} from '@skybook/contracts/member-extras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberSecrets } from '../../auth/public';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { PartnerTokenOptions } from '../partner-token';
import { HDBANK_TOKEN_TTL_S, issueHdbankToken } from './hdbank-token';
import { changeSkyjoyPin } from './pin-change';

export interface AccessRoutesOptions {
  auth: MemberAuth;
  hdbank: PartnerTokenOptions;
  secrets: MemberSecrets;
}

/**
 * The member's credentials toward others: the bank link's access token and SkyJoy's PIN change
 * (requirements §7); mounted behind the bearer check.
 */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (
  app,
  { auth, hdbank, secrets },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/hdbank/get-access-token',
    {
      schema: {
        summary: 'An access token for the HDBank bank link, bound to the device',
        description: `${MEMBER_BEARER_DOC} The device info (osName, osVersion, deviceType, deviceId) is required. Answers accessTokens: one HS256 JWT for the audience hdbank, ${String(HDBANK_TOKEN_TTL_S / 60)} minutes, issued by the member service, naming the member (sub, scheme) and the device (dvc: SHA-256 of deviceId; dev: os, osVersion, type), with a random jti. The bank refuses it from another device.`,
        params: memberProviderParamsSchema,
        querystring: deviceInfoQuerySchema,
        response: { 200: bankLinkTokensResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { token, expiresIn } = await issueHdbankToken(auth.memberOf(request), request.query, hdbank);
      return {
        accessTokens: [
          { partner: 'hdbank' as const, accessToken: token, tokenType: 'Bearer' as const, expiresIn },
        ],
      };
    },
  );

  app.post(
    '/api/v1/users/skyjoy/change-password',
    {
      schema: {
        summary: 'Change the SkyJoy PIN',
        description: `${MEMBER_BEARER_DOC} SkyJoy only (a Skyclub token: 404 ACCOUNT_NOT_FOUND; the password changes on the provider’s page). currentPin and newPin are 6 digits. A wrong current PIN is 403 CURRENT_PIN_INCORRECT and counts toward the sign-in lock (5 in a row lock sign-in and this call for 15 minutes: 423 ACCOUNT_LOCKED). Once changed, every refresh token of the member but refreshToken (the caller’s own, if given) stops working.`,
        body: changePinBodySchema,
        response: {
          200: changePinResponseSchema,
          ...MEMBER_ROUTE_ERRORS,
          403: errorEnvelopeSchema,
          423: errorEnvelopeSchema,
        },
      },
    },
    async (request) => changeSkyjoyPin(secrets, auth.memberOf(request), request.body),
  );
};
