import {
  memberAccountResponseSchema,
  memberProfileResponseSchema,
  memberProviderParamsSchema,
  memberUpdateBodySchema,
} from '@skybook/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from './member-auth';
import type { ProfileService } from './profile.service';

export interface ProfileRoutesOptions {
  auth: MemberAuth;
  profiles: ProfileService;
}

/** requirements §7 profile, my-account and update; mounted behind the bearer check. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { auth, profiles },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/profile',
    {
      schema: {
        summary: 'The member’s profile (requirements §3 Profile)',
        description: `${MEMBER_BEARER_DOC} The account (member code, full name = family name then middle and given names, e-mail and phone with their verified flags), the names as skyClubFamilyName and skyClubMiddleGivenName (comma-separated), title, gender, birth date, nationality, address and emergency contact. Balance, card rank and points are not part of it (the wallet and the points answer them).`,
        params: memberProviderParamsSchema,
        response: { 200: memberProfileResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { user: await profiles.profile(auth.memberOf(request)) };
    },
  );

  app.get(
    '/api/v1/users/:provider/my-account',
    {
      schema: {
        summary: 'The member’s account as the site’s header and account page show it',
        description: `${MEMBER_BEARER_DOC} Member code, full name, e-mail and phone with their verified flags, since when.`,
        params: memberProviderParamsSchema,
        response: { 200: memberAccountResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { user: await profiles.account(auth.memberOf(request)) };
    },
  );

  app.put(
    '/api/v1/users/:provider/update',
    {
      schema: {
        summary: 'Update the member’s personal info and emergency contact',
        description: `${MEMBER_BEARER_DOC} Replaces them as a whole (null clears a field; the sign-in e-mail and phone change on the provider’s pages). requirements §5 rules: names in Latin capitals (≤ 40), a birth date of someone 12 or older, known countries and, with a country, a known province; district and address ≤ 50 characters of the address alphabet; phone 8–11 digits; relation one of couple, parents, children, siblings, guardian, relative, friend, other. 400 with the requirements §8 code of the first field at fault (INVALID_LASTNAME, INVALID_FIRSTNAME, INVALID_TITLE, INVALID_BIRTHDATE, INVALID_COUNTRY, INVALID_PROVINCE, INVALID_DISTRICT, INVALID_ADDRESS, INVALID_POSTAL_CODE, INVALID_TELEPHONE, INVALID_RELATIONSHIP, INVALID_FORM for the gender) and every field’s issue. Answers the profile.`,
        params: memberProviderParamsSchema,
        body: memberUpdateBodySchema,
        response: { 200: memberProfileResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { user: await profiles.update(auth.memberOf(request), request.body, request.language) };
    },
  );
};
