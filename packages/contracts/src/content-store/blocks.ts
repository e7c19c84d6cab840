import { z } from 'zod';
import { alternatesSchema, contentLanguageQuerySchema, languageIdField } from './common';

/* Prizes, campaigns, bulletins, registered promotions and route landing pages. */

export const awardSchema = z.object({
  id: z.string(),
  /** requirements §3 Prize: name and image. */
  name: z.string(),
  image: z.string(),
  issuer: z.string(),
  year: z.number().int(),
  languageId: languageIdField,
});
export const awardListSchema = z.object({ awards: z.array(awardSchema) });

export const CAMPAIGN_STATUSES = ['planned', 'ongoing', 'completed'] as const;

/** requirements §3 Campaign content (green and future-vision blocks, and the airline-info block). */
export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** Future vision: the longer text for wide screens (sanitized HTML); null elsewhere. */
  descriptionDesktop: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  image: z.string(),
  enable: z.boolean(),
  notes: z.string().nullable(),
  link: z.string().nullable(),
  languageId: languageIdField,
});
export const campaignListSchema = z.object({ title: z.string(), items: z.array(campaignSchema) });

export const bulletinSchema = z.object({
  id: z.string(),
  severity: z.enum(['info', 'warning', 'disruption']),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  publishedAt: z.string(),
  url: z.string().nullable(),
  languageId: languageIdField,
});
export const bulletinListSchema = z.object({ bulletins: z.array(bulletinSchema) });

/** A promotion registered with the Ministry of Industry and Trade (VNKM). */
export const vnkmPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  registrationNumber: z.string(),
  /** YYYY-MM-DD, inclusive. */
  startDate: z.string(),
  endDate: z.string(),
  image: z.string(),
  url: z.string().nullable(),
  languageId: languageIdField,
});
export const vnkmListSchema = z.object({ promotions: z.array(vnkmPromotionSchema) });

export const ticketQuerySchema = contentLanguageQuerySchema.extend({
  slug: z.string().max(200).optional().describe('One route landing page by slug in any language.'),
});
/** A route landing page of /ve-may-bay and /flight-tickets. */
export const ticketPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  originCode: z.string().length(3),
  destinationCode: z.string().length(3),
  image: z.string(),
  alternates: alternatesSchema,
  languageId: languageIdField,
});
export const ticketListSchema = z.object({ tickets: z.array(ticketPageSchema) });

export type CampaignDto = z.infer<typeof campaignSchema>;
