import { z } from 'zod';

/*
 * requirements §3 legal-content keys: the HTML texts the CMS keeps per language and the booking pages
 * link to (terms to accept, descriptions to read).
 *
 * GET /cms/api/v1/htmls?name=<key>&languageId=<lang>
 */
export const LEGAL_CONTENT_KEYS = [
  'carryOnItems',
  'travelCareTerms',
  'insuranceTerms',
  'payLaterTerms',
  'specialAssistance',
  'airportShuttleTerms',
  'tetFlowerTerms',
  'fareRules',
  'exitSeatDescription',
  'covidTestTerms',
  'htmlContent',
  'membershipNewMember',
  'esimSupportedDevices',
  // The payment terms every payment accepts: the original list of keys had no text for them.
  'paymentTerms',
] as const;
export type LegalContentKey = (typeof LEGAL_CONTENT_KEYS)[number];

export const htmlsQuerySchema = z.object({
  name: z
    .string()
    .optional()
    .describe(`One of ${LEGAL_CONTENT_KEYS.join(', ')}.`),
  languageId: z
    .string()
    .optional()
    .describe('vi (default), en, th, ko, zh-CN, zh-TW, ja, ru; others fall back to en, then vi.'),
});

export const htmlContentSchema = z.object({
  name: z.enum(LEGAL_CONTENT_KEYS),
  /** The language the text is in (after fallback). */
  languageId: z.string(),
  title: z.string(),
  /** Sanitized HTML (sanitize-html on the server before storing); render through the one safe component. */
  detail: z.string(),
  updatedAt: z.string(),
});

export type HtmlContentDto = z.infer<typeof htmlContentSchema>;
