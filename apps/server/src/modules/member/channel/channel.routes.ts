import { memberProviderParamsSchema } from '@skybook/contracts/member';
import { channelQuerySchema, channelTicketResponseSchema } from '@skybook/contracts/member-channel';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../../plugins/app-error';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import { MAX_SOCKETS_PER_MEMBER, type ChannelSockets } from './channel-sockets';
import type { ChannelTickets } from './channel-tickets';

/** The channel's path below the member service's prefix. */
export const CHANNEL_PATH = '/api/v1/channel';

export interface ChannelTicketRoutesOptions {
  auth: MemberAuth;
  tickets: ChannelTickets;
  /** `ws(s)://<public host>/member`: where the browser opens the channel. */
  channelBase: string;
}

/** `POST users/{provider}/channel-tickets`, behind the member scope's bearer check. */
export const channelTicketRoutes: FastifyPluginAsyncZod<ChannelTicketRoutesOptions> = async (
  app,
  { auth, tickets, channelBase },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.post(
    '/api/v1/users/:provider/channel-tickets',
    {
      schema: {
        summary: 'A single-use ticket that opens the live profile channel (requirements §4)',
        description: `${MEMBER_BEARER_DOC} The ticket opens one websocket at \`url\` (GET /member${CHANNEL_PATH}?ticket=…) within \`expiresIn\` seconds (30), once; the bearer token never goes into a URL. At most 30 tickets a minute per member (429 RATE_LIMITED).`,
        params: memberProviderParamsSchema,
        response: { 200: channelTicketResponseSchema, 429: errorEnvelopeSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const issued = await tickets.issue(auth.memberOf(request).memberId);
      const query = new URLSearchParams({ ticket: issued.ticket });
      return { ...issued, url: `${channelBase}${CHANNEL_PATH}?${query.toString()}` };
    },
  );
};

export interface ChannelSocketRoutesOptions {
  tickets: ChannelTickets;
  sockets: ChannelSockets;
}

/**
 * `GET channel?ticket=…`, the live profile channel (decision 034). The ticket is taken before the
 * upgrade: unknown, used or expired → the upgrade is refused with 401 CHANNEL_TICKET_INVALID; a
 * member already holding the most sockets → 429 CHANNEL_SOCKETS_EXCEEDED; a plain GET → 426.
 */
export const channelSocketRoutes: FastifyPluginAsyncZod<ChannelSocketRoutesOptions> = async (
  app,
  { tickets, sockets },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  const members = new WeakMap<FastifyRequest, string>();
  app.route({
    method: 'GET',
    url: CHANNEL_PATH,
    schema: {
      summary: 'The live profile channel: a websocket (requirements §4)',
      description: `A websocket opened with a ticket of POST /member/api/v1/users/{provider}/channel-tickets. Its messages are JSON \`{ "type": "profile.changed", "reason": "points" | "wallet" | "booking", "at": "<ISO time>" }\`: the site refetches the profile; no figure or personal detail is sent. The server pings every CHANNEL_HEARTBEAT_MS and cuts a socket that missed the last ping. A ticket unknown, used or expired: the upgrade is refused, 401 CHANNEL_TICKET_INVALID; ${String(MAX_SOCKETS_PER_MEMBER)} sockets of the member open already: 429 CHANNEL_SOCKETS_EXCEEDED; a request that is not a websocket upgrade: 426 CHANNEL_UPGRADE_REQUIRED. Close codes: 1001 the server is shutting down (reconnect with a new ticket), 4429 too many sockets (do not reconnect).`,
      querystring: channelQuerySchema,
      response: {
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        426: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
        503: errorEnvelopeSchema,
      },
    },
    preHandler: async (request) => {
      // A plain GET keeps its ticket: only an upgrade uses one.
      if (!request.ws) return;
      const memberId = await tickets.redeem(request.query.ticket);
      if (memberId === undefined) throw appError('CHANNEL_TICKET_INVALID');
      if (!sockets.hasRoomFor(memberId)) throw appError('CHANNEL_SOCKETS_EXCEEDED');
      members.set(request, memberId);
    },
    handler: () => {
      throw appError('CHANNEL_UPGRADE_REQUIRED', { headers: { upgrade: 'websocket' } });
    },
    wsHandler: (socket, request) => {
      const memberId = members.get(request);
      // preHandler always names the member before an upgrade; anything else is closed unserved.
      if (memberId === undefined) {
        socket.close(1011, 'no member');
        return;
      }
      sockets.open(socket, memberId);
    },
  });
};
