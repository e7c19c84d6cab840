import { memberProviderParamsSchema } from '@skybook/contracts/member';
import {
  FAMILY_MEMBER_LIMIT,
  familyMemberBodySchema,
  familyMemberCreatedResponseSchema,
  familyMemberParamsSchema,
  familyMembersResponseSchema,
} from '@skybook/contracts/member-extras';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import type { FamilyService } from './family.service';

export interface FamilyRoutesOptions {
  auth: MemberAuth;
  family: FamilyService;
}

/** requirements §7 `users/{provider}/members` (list, add, delete); mounted behind the bearer check. */
export const familyRoutes: FastifyPluginAsyncZod<FamilyRoutesOptions> = async (
  app,
  { auth, family },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/members',
    {
      schema: {
        summary: 'The member’s family members (requirements §3 family member)',
        description: `${MEMBER_BEARER_DOC} The people the member books for, oldest first, with the passenger fields a booking form prefills, and how many the member may keep (${String(FAMILY_MEMBER_LIMIT)}).`,
        params: memberProviderParamsSchema,
        response: { 200: familyMembersResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => family.list(auth.memberOf(request)),
  );

  app.post(
    '/api/v1/users/:provider/members',
    {
      schema: {
        summary: 'Add a family member',
        description: `${MEMBER_BEARER_DOC} requirements §5 rules: title Mr, Mrs or Ms; gender male, female or other; names in Latin capitals (≤ 40, middle name may be empty); a birth date not in the future nor over 120 years ago (any age); a known nationality; a passport or ID number of 6–15 capitals or digits, optional, and its expiry (YYYY-MM-DD, not passed) only with it; relation one of couple, parents, children, siblings, guardian, relative, friend, other. 400 with the requirements §8 code of the first field at fault (INVALID_TITLE, INVALID_FORM for the gender, INVALID_LASTNAME, INVALID_FIRSTNAME, INVALID_BIRTHDATE, INVALID_COUNTRY, INVALID_PASSPORT, INVALID_RELATIONSHIP) and every field’s issue; 409 FAMILY_MEMBER_LIMIT_REACHED once the member keeps ${String(FAMILY_MEMBER_LIMIT)}. 201 with the new family member.`,
        params: memberProviderParamsSchema,
        body: familyMemberBodySchema,
        response: {
          201: familyMemberCreatedResponseSchema,
          ...MEMBER_ROUTE_ERRORS,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await family.add(auth.memberOf(request), request.body, request.language);
      return reply.status(201).send({ member });
    },
  );

  app.delete(
    '/api/v1/users/:provider/members/:id',
    {
      schema: {
        summary: 'Remove a family member',
        description: `${MEMBER_BEARER_DOC} 404 FAMILY_MEMBER_NOT_FOUND for an id that is not one of the member’s own (unknown or another member’s: the same answer). Answers the family members left.`,
        params: familyMemberParamsSchema,
        response: { 200: familyMembersResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => family.remove(auth.memberOf(request), request.params.id),
  );
};
