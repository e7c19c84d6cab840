import { LOYALTY_TIERS } from '@skybook/domain/loyalty-points';
import { z } from 'zod';

/*
 * Loyalty points (requirements §3 profile card rank, §7 `GET users/{provider}/score-histories`;
 * decision 030): the member's balance, tier and history, and a retro-claim of a past flight by its
 * booking code and name. Behind the member service's bearer check.
 */

export const scoreHistoriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const tierSchema = z.enum(LOYALTY_TIERS);

export const cardRankSchema = z.object({
  tier: tierSchema,
  /** Qualifying points of flights arrived in the last 12 months. */
  qualifyingPoints: z.number().int(),
  next: z.object({ tier: tierSchema, pointsNeeded: z.number().int() }).nullable(),
});

export const scoreHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Signed. */
  points: z.number().int(),
  locator: z.string().nullable(),
  flight: z.string().nullable(),
  flownAt: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export const scoreHistoriesResponseSchema = z.object({
  scoreHistories: z.object({
    detail: z.array(scoreHistoryEntrySchema),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
  balance: z.number().int(),
  cardRank: cardRankSchema,
});
export type ScoreHistoriesResponse = z.infer<typeof scoreHistoriesResponseSchema>;

/** A retro-claim names the booking as the lookup does: its code, a family name and given names. */
export const retroClaimBodySchema = z.object({
  reservationLocator: z.string().trim().min(5).max(8),
  familyName: z.string().trim().min(1).max(60),
  givenName: z.string().trim().min(1).max(60),
});

export const retroClaimResponseSchema = z.object({
  claim: z.object({
    locator: z.string(),
    passengerKey: z.string(),
    credited: z.array(z.object({ flightId: z.number().int(), label: z.string(), points: z.number().int() })),
    points: z.number().int(),
    balance: z.number().int(),
  }),
});
