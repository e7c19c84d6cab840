import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { z } from 'zod';

/*
 * The managed content of the content API (SPEC §3 Menu item, Footer info, Popup, Prize, Campaign
 * content, Post …; §7 Content API), served from the content store the import fills from
 * apps/server/content. Every text is in the asked language, or in English, then Vietnamese, when
 * that language has none; `languageId` on a text-bearing object says which one it is in.
 *
 * Links (`url`, `redirectUrl`, `link`, `deepLink`) are site paths without the language prefix
 * (`/pages/hanh-ly`) or allow-listed URLs (content-links.ts); images are site paths
 * (`/content/media/<folder>/<file>.svg`). HTML (`body`, `description` …) is sanitized on import;
 * render it through the one safe component.
 */

const languageIdField = z.string().describe('The language this text is in, after fallback (vi, en, …).');

/** `languageId` in a path: a language code such as `vi` or `zh-TW`, any letter case. */
export const languageIdParamSchema = z.object({
  languageId: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'a language code such as vi, en or zh-TW')
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru (any letter case); another code reads English.'),
});

/** `languageId` in a query: optional, the Accept-Language language when absent. */
export const contentLanguageQuerySchema = z.object({
  languageId: z
    .string()
    .max(10)
    .optional()
    .describe('vi, en, th, ko, zh-CN, zh-TW, ja, ru; absent: the Accept-Language language.'),
});

/** The slug of the same page, post or menu in each of the eight languages (after fallback). */
export const alternatesSchema = z
  .record(z.enum(SUPPORTED_LANGUAGES), z.string())
  .describe('For the language switch: the slug of the same thing in every site language.');

/** An image with its text alternative. */
const imageFields = {
  /** Site path of the picture. */
  image: z.string(),
  /** Describes the picture for people who cannot see it. */
  altText: z.string(),
};

// ─── Menus (GET /api/v1/menu, /api/v1/menu/{slug}) ──────────────────────────────────────────

export const MENU_TYPES = ['Page', 'List', 'MenuList'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Where a menu item's page lives: news lists, pages, FAQ categories, information pages. */
export const MENU_SECTIONS = ['news', 'pages', 'faq', 'information'] as const;

const menuItemBase = {
  id: z.string(),
  menuName: z.string(),
  slug: z.string(),
  type: z.enum(MENU_TYPES),
  /** news for List; pages, information or faq for Page; pages for MenuList. */
  section: z.enum(MENU_SECTIONS),
  /**
   * The page it opens, without the language prefix, when it has no redirectUrl: List →
   * `/news/{slug}`, Page → `/pages/{slug}` (`/pages/{parent}/{slug}` under a MenuList),
   * `/information/{slug}` or `/faq/{slug}`, MenuList → `/pages/{slug}`.
   */
  path: z.string(),
  /** When set, the item goes here instead: a site path, an own-host URL (navigate inside the app) or a partner URL (leave the site). */
  redirectUrl: z.string().nullable(),
  icon: z.string().nullable(),
  /** Order among its siblings in the header, ascending. */
  priority: z.number().int(),
  /** Order of the column in the footer, ascending; null when not in the footer. */
  priorityFooter: z.number().int().nullable(),
  /** Shown in the main navigation. */
  isPrimaryMenu: z.boolean(),
  /** Shown in the top bar above the main navigation. */
  isTopMenu: z.boolean(),
  /** Marked as hot (a badge). */
  isHot: z.boolean(),
  notes: z.string().nullable(),
  languageId: languageIdField,
  alternates: alternatesSchema,
};

/** Third level: a sub-sub-menu entry. */
export const menuLeafSchema = z.object({ ...menuItemBase, children: z.array(z.never()).max(0) });
/** Second level. */
export const menuMiddleSchema = z.object({ ...menuItemBase, children: z.array(menuLeafSchema) });
/** A top-level menu with two levels of sub-menus. */
export const menuItemSchema = z.object({ ...menuItemBase, children: z.array(menuMiddleSchema) });

export const MENU_PLACEMENTS = ['header', 'footer'] as const;

export const menuQuerySchema = contentLanguageQuerySchema.extend({
  placement: z
    .enum(MENU_PLACEMENTS)
    .optional()
    .describe(
      'header: primary and top-bar menus by priority; footer: footer columns by priorityFooter; absent: every top-level menu by priority.',
    ),
});

export const menuListSchema = z.object({ menus: z.array(menuItemSchema) });

export const menuSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

/** A menu found by slug (any language) with its sub-menus, and its parent menu. */
export const menuDetailSchema = z.object({
  menu: menuItemSchema,
  parent: z.object({ id: z.string(), menuName: z.string(), slug: z.string(), path: z.string() }).nullable(),
});

// ─── Footer info (GET /api/v1/footer-info) ──────────────────────────────────────────────────

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

// ─── Pages and information pages (GET /api/v1/pages/{slug}) ─────────────────────────────────

export const PAGE_SECTIONS = ['pages', 'information'] as const;

export const seoSchema = z.object({ title: z.string(), description: z.string() });

export const pageSchema = z.object({
  id: z.string(),
  section: z.enum(PAGE_SECTIONS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  image: z.string().nullable(),
  seo: seoSchema,
  /** The MenuList the page sits under (`/pages/{parent.slug}/{slug}`), if any. */
  parent: z.object({ id: z.string(), menuName: z.string(), slug: z.string() }).nullable(),
  /** Where the page is, without the language prefix. */
  path: z.string(),
  alternates: alternatesSchema,
  languageId: languageIdField,
  updatedAt: z.string(),
});
export const pageResponseSchema = z.object({ page: pageSchema });
export const pageSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

// ─── Posts (GET /api/v1/post, /api/v1/post/{slug}, /api/v1/templates/{template}/post) ───────

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const POST_PAGE_LIMIT_DEFAULT = 10;
export const POST_PAGE_LIMIT_MAX = 50;

export const postListQuerySchema = contentLanguageQuerySchema.extend({
  slug: z.string().max(200).optional().describe('The news category (a List menu) in any language.'),
  isFeature: booleanQuery.optional().describe('true: featured posts only; false: the others.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(POST_PAGE_LIMIT_MAX).default(POST_PAGE_LIMIT_DEFAULT),
});

const postCategorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const postSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  ...imageFields,
  isFeature: z.boolean(),
  /** ISO-8601 UTC. */
  publishedAt: z.string(),
  category: postCategorySchema,
  /** `/news/{category}/{slug}` without the language prefix. */
  path: z.string(),
  alternates: alternatesSchema,
  languageId: languageIdField,
});

export const postListSchema = z.object({
  /** The category asked for, with its slug in every language; null when none was asked. */
  category: postCategorySchema.extend({ alternates: alternatesSchema }).nullable(),
  posts: z.array(postSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Posts matching the filter in all pages. */
  total: z.number().int(),
  /** True when a later page has posts (load more). */
  hasMore: z.boolean(),
});

export const postDetailSchema = postSummarySchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  seo: seoSchema,
  /** Up to three other posts of the category, newest first. */
  related: z.array(postSummarySchema),
});
export const postResponseSchema = z.object({ post: postDetailSchema });
export const postSlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export const templateParamSchema = z.object({
  template: z.string().regex(/^[a-z0-9-]{1,60}$/, 'a template name such as e-visa'),
});
export const templatePostQuerySchema = z.object({
  lang: z.string().max(10).optional().describe('The language (as languageId elsewhere).'),
});
export const templatePostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  languageId: languageIdField,
});
export const templatePostListSchema = z.object({
  template: z.string(),
  posts: z.array(templatePostSchema),
});

// ─── FAQ and help ───────────────────────────────────────────────────────────────────────────

export const faqCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  questionCount: z.number().int(),
  alternates: alternatesSchema,
  languageId: languageIdField,
});
export const faqCategoryListSchema = z.object({ categories: z.array(faqCategorySchema) });

export const faqsQuerySchema = contentLanguageQuerySchema.extend({
  faqCategoryLanguageSlug: z.string().max(200).optional().describe('A category slug in any language.'),
  q: z.string().max(100).optional().describe('Case- and accent-insensitive search of questions and answers.'),
});

export const faqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  /** Shown among the top questions of the FAQ home. */
  isTop: z.boolean(),
  languageId: languageIdField,
});
export const faqListSchema = z.object({
  category: faqCategorySchema.nullable(),
  faqs: z.array(faqSchema),
  total: z.number().int(),
});

export const faqGeneralSettingSchema = z.object({
  name: z.literal('FAQ_GENERAL_SETTING'),
  title: z.string(),
  description: z.string(),
  searchPlaceholder: z.string(),
  noResult: z.string(),
  bannerImage: z.string(),
  contactTitle: z.string(),
  /** Sanitized HTML. */
  contactHtml: z.string(),
  hotline: z.string(),
  email: z.string(),
  /** How many top questions the FAQ home lists. */
  topQuestionCount: z.number().int(),
  languageId: languageIdField,
});

export const helpTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  link: z.string(),
  languageId: languageIdField,
});
export const helpListSchema = z.object({ topics: z.array(helpTopicSchema) });

// ─── Home and blocks ────────────────────────────────────────────────────────────────────────

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

export const awardSchema = z.object({
  id: z.string(),
  /** SPEC §3 Prize: name and image. */
  name: z.string(),
  image: z.string(),
  issuer: z.string(),
  year: z.number().int(),
  languageId: languageIdField,
});
export const awardListSchema = z.object({ awards: z.array(awardSchema) });

export const CAMPAIGN_STATUSES = ['planned', 'ongoing', 'completed'] as const;

/** SPEC §3 Campaign content (green and future-vision blocks, and the airline-info block). */
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

// ─── Dictionaries, settings, forms ──────────────────────────────────────────────────────────

export const feTranslationsSchema = z.object({
  languageId: z.string(),
  /** Key → text: the asked language's own texts over English over Vietnamese. */
  translations: z.record(z.string(), z.string()),
  /** How many keys the asked language has itself (the rest fell back). */
  ownKeys: z.number().int(),
});

const configValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const cmsConfigSchema = z.object({
  name: z.string(),
  value: z.record(z.string(), configValueSchema),
});
export const cmsConfigParamSchema = z.object({
  name: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/, 'an upper-case setting name such as VNKM'),
});

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  maxLength: z.number().int(),
  /** A regular expression the whole value must match, or null. */
  pattern: z.string().nullable(),
  inputMode: z.enum(['text', 'numeric', 'email', 'tel']),
  autoComplete: z.string(),
  errorRequired: z.string(),
  errorPattern: z.string().nullable(),
});
export const formSchema = z.object({
  name: z.string(),
  title: z.string(),
  submitLabel: z.string(),
  /** Sanitized HTML. */
  helpHtml: z.string(),
  fields: z.array(formFieldSchema),
  languageId: languageIdField,
});
export const formParamSchema = z.object({ name: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/) });

export const emenuDownloadQuerySchema = contentLanguageQuerySchema;

export type MenuItemDto = z.infer<typeof menuItemSchema>;
export type MenuMiddleDto = z.infer<typeof menuMiddleSchema>;
export type MenuLeafDto = z.infer<typeof menuLeafSchema>;
export type FooterInfoDto = z.infer<typeof footerInfoSchema>;
export type PageDto = z.infer<typeof pageSchema>;
export type PostSummaryDto = z.infer<typeof postSummarySchema>;
export type PostDetailDto = z.infer<typeof postDetailSchema>;
export type FaqCategoryDto = z.infer<typeof faqCategorySchema>;
export type FaqDto = z.infer<typeof faqSchema>;
export type BannerDto = z.infer<typeof bannerSchema>;
export type PopupDto = z.infer<typeof popupSchema>;
export type CampaignDto = z.infer<typeof campaignSchema>;
export type AlternatesDto = z.infer<typeof alternatesSchema>;
