import { z } from 'zod';
import { languageIdField } from './common';

/* The footer's columns, address and hotline (requirements §3 Footer info). */

const footerLinkSchema = z.object({ name: z.string(), link: z.string(), image: z.string() });

export const footerInfoSchema = z.object({
  /** Heading of the social column. */
  socialTitle: z.string(),
  /** Social networks: Facebook, Zalo, Instagram … */
  socialNetwork: z.array(footerLinkSchema),
  /** Media channels: video, short video. */
  socialMedia: z.array(footerLinkSchema),
  /** Heading of the instruction column. */
  instructionTitle: z.string(),
  /** How-to links: booking, check-in, baggage … */
  instruction: z.array(z.object({ title: z.string(), link: z.string(), image: z.string() })),
  /** Heading of the mobile-app column. */
  appTitle: z.string(),
  appLinks: z.array(footerLinkSchema),
  /** Sanitized HTML: the company's name, address and registration. */
  footerHtml: z.string(),
  hotline: z.object({ label: z.string(), number: z.string(), link: z.string() }),
  copyright: z.string(),
  languageId: languageIdField,
});

export type FooterInfoDto = z.infer<typeof footerInfoSchema>;
