import { z } from 'zod';

/*
 * The live profile channel (requirements §4 "a real-time channel … delivers events that refresh
 * the profile"; decision 034). The site asks for a ticket with its bearer token, opens the
 * websocket with the ticket in the query (never the token itself), and refetches the profile on
 * each message. A message names what changed, never a figure or a personal detail.
 */

/** What changed a member's profile: points credited or spent, a wallet movement, a booking paid. */
export const PROFILE_CHANGE_REASONS = ['points', 'wallet', 'booking'] as const;
export type ProfileChangeReason = (typeof PROFILE_CHANGE_REASONS)[number];

/** `POST users/{provider}/channel-tickets`: a single-use ticket to open the channel with. */
export const channelTicketResponseSchema = z.object({
  /** Opaque, single-use: 256 random bits in base64url. */
  ticket: z.string(),
  /** Seconds the ticket may still be used in. */
  expiresIn: z.number().int().positive(),
  /** The websocket's absolute address with the ticket in its query, ready to open. */
  url: z.string(),
});
export type ChannelTicketResponse = z.infer<typeof channelTicketResponseSchema>;

/** `GET channel?ticket=…`: the ticket is the only parameter. */
export const channelQuerySchema = z.object({ ticket: z.string().min(1).max(128) });

/** One message of the channel (server to browser, JSON text). */
export const profileChangedMessageSchema = z.object({
  type: z.literal('profile.changed'),
  reason: z.enum(PROFILE_CHANGE_REASONS),
  /** When the change was published (ISO-8601 UTC). */
  at: z.string(),
});
export type ProfileChangedMessage = z.infer<typeof profileChangedMessageSchema>;

/**
 * Close codes the server ends a channel with (RFC 6455 §7.4; 4000-4999 are the application's). The
 * site reconnects with a new ticket after GOING_AWAY and a lost connection, not after
 * SOCKETS_EXCEEDED.
 */
export const CHANNEL_CLOSE_CODES = {
  /** 1001: the server is shutting down; reconnect to another process after a moment. */
  GOING_AWAY: 1001,
  /** 4429: the member already has the most open sockets one process keeps. */
  SOCKETS_EXCEEDED: 4429,
} as const;
