import { z } from 'zod';
import { contentLanguageQuerySchema, imageFields, languageIdField } from './common';

/* What home shows at once: its SEO texts, banners and popups (loaded together at start-up). */

export const homePageSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  ogImage: z.string(),
  languageId: languageIdField,
});

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  ...imageFields,
  /** The picture for narrow screens. */
  imageMobile: z.string(),
  /** Where the banner leads (a site path with its search query, or an allow-listed URL); null: not a link. */
  url: z.string().nullable(),
  languageId: languageIdField,
});
export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });

export const bannerServiceParamSchema = z.object({
  type: z.string().regex(/^[A-Za-z]{1,40}$/, 'a service type such as meal'),
});

export const POPUP_POSITIONS = ['Middle', 'Bottom_Left', 'Bottom_Right'] as const;
export const POPUP_DEVICES = ['desktop', 'mobile'] as const;

export const popupQuerySchema = contentLanguageQuerySchema.extend({
  type: z.enum(POPUP_DEVICES).optional().describe('desktop or mobile variants only; absent: both.'),
  pagePath: z
    .string()
    .max(200)
    .optional()
    .describe('Only the popups of this page path (without the language prefix; `/` is home).'),
});

export const popupSchema = z.object({
  id: z.string(),
  displayPosition: z.enum(POPUP_POSITIONS),
  /** The page it shows on, without the language prefix (`/` is home). */
  pagePath: z.string(),
  /** Where a click leads; null: not a link. */
  url: z.string().nullable(),
  title: z.string(),
  ...imageFields,
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  languageId: languageIdField,
});
export const popupListSchema = z.object({ popups: z.array(popupSchema) });

export const imagePopupSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...imageFields,
  imageMobile: z.string(),
  url: z.string().nullable(),
  languageId: languageIdField,
});
/** The one full-screen picture shown over home, once per session; null when none runs. */
export const imagePopupResponseSchema = z.object({ imagePopup: imagePopupSchema.nullable() });

export type BannerDto = z.infer<typeof bannerSchema>;
export type PopupDto = z.infer<typeof popupSchema>;
