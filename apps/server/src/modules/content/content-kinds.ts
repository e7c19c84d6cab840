import {
  CAMPAIGN_STATUSES,
  MENU_SECTIONS,
  MENU_TYPES,
  PAGE_SECTIONS,
  POPUP_POSITIONS,
} from '@skybook/contracts/content-store';
import { z } from 'zod';

/*
 * The shape of every kind of managed content: its language-neutral attributes
 * (content_item.attributes) and its texts in one language (content_text.fields). The content files
 * are written in exactly these shapes (apps/server/content/README.md), so one definition serves
 * both sides: the import builds the schemas with checking fields (HTML sanitized, links
 * allow-listed, images required to exist) and the read side with plain ones, since what is stored
 * was checked on the way in.
 */

/** How the three special kinds of string field are read. */
export interface ContentFieldTypes {
  /** CMS HTML (sanitized on import). */
  html(): z.ZodType<string, string>;
  /** A picture or file of the content folder: `banners/home-tet.svg` → `/content/media/banners/home-tet.svg`. */
  media(): z.ZodType<string, string>;
  /** A link a traveller can follow (allow-listed on import, content-links.ts). */
  link(): z.ZodType<string, string>;
}

/** A slug: lower-case ASCII words joined by dashes. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by dashes');
/** A key of the content files: as a slug, plus underscores and upper case for setting names. */
export const contentKeySchema = z.string().regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, 'a content key');
const instant = z.iso.datetime({ offset: false });
const text = z.string().trim().min(1);

/** The block a campaign item belongs to: green (flygreen), future vision, the airline in brief. */
export const CAMPAIGN_BLOCKS = ['flygreen', 'future', 'info'] as const;
/** Where banners show: home, other pages, my-booking, the e-menu page, a service of /select-service. */
export const BANNER_PLACEMENTS = ['home', 'other', 'mybooking', 'emenu', 'service'] as const;

/** Every kind, with its attributes schema and its per-language text schema (null: no texts). */
export function defineContentKinds(field: ContentFieldTypes) {
  const window = { startAt: instant.nullable().default(null), endAt: instant.nullable().default(null) };
  const namedLink = z.strictObject({ name: text, link: field.link(), image: field.media() });
  return {
    menu: {
      attributes: z.strictObject({
        type: z.enum(MENU_TYPES),
        section: z.enum(MENU_SECTIONS),
        /** Page items: the page they open (its slug becomes theirs). */
        page: contentKeySchema.nullable().default(null),
        /** FAQ items: the FAQ category they open. */
        faqCategory: contentKeySchema.nullable().default(null),
        redirectUrl: field.link().nullable().default(null),
        icon: field.media().nullable().default(null),
        priority: z.number().int(),
        priorityFooter: z.number().int().nullable().default(null),
        isPrimaryMenu: z.boolean().default(false),
        isTopMenu: z.boolean().default(false),
        isHot: z.boolean().default(false),
      }),
      text: z.strictObject({ menuName: text, slug: slugSchema, notes: text.nullable().default(null) }),
    },
    page: {
      attributes: z.strictObject({
        section: z.enum(PAGE_SECTIONS),
        /** The MenuList it sits under (`/pages/{parent}/{slug}`). */
        parent: contentKeySchema.nullable().default(null),
        image: field.media().nullable().default(null),
      }),
      text: z.strictObject({
        title: text,
        slug: slugSchema,
        summary: text,
        body: field.html(),
        seoTitle: text,
        seoDescription: text,
      }),
    },
    post: {
      attributes: z.strictObject({
        /** The List menu (news category) it is filed under. */
        category: contentKeySchema,
        image: field.media(),
        isFeature: z.boolean().default(false),
        publishedAt: instant,
      }),
      text: z.strictObject({
        title: text,
        slug: slugSchema,
        summary: text,
        body: field.html(),
        imageAlt: text,
        seoDescription: text.nullable().default(null),
      }),
    },
    templatePost: {
      attributes: z.strictObject({
        template: slugSchema,
        order: z.number().int().min(0),
        image: field.media().nullable().default(null),
      }),
      text: z.strictObject({ title: text, slug: slugSchema, summary: text, body: field.html() }),
    },
    faqCategory: {
      attributes: z.strictObject({ icon: field.media() }),
      text: z.strictObject({ name: text, slug: slugSchema, description: text }),
    },
    faq: {
      attributes: z.strictObject({ isTop: z.boolean().default(false) }),
      text: z.strictObject({ question: text, answer: field.html() }),
    },
    help: {
      attributes: z.strictObject({ icon: field.media(), link: field.link() }),
      text: z.strictObject({ title: text, description: text }),
    },
    banner: {
      attributes: z.strictObject({
        placement: z.enum(BANNER_PLACEMENTS),
        /** placement service: the extra whose panel shows it (banner-service/{type}). */
        serviceType: z
          .string()
          .regex(/^[A-Za-z]+$/)
          .nullable()
          .default(null),
        image: field.media(),
        imageMobile: field.media(),
        url: field.link().nullable().default(null),
        ...window,
      }),
      text: z.strictObject({ title: text, description: text, altText: text }),
    },
    popup: {
      attributes: z.strictObject({
        displayPosition: z.enum(POPUP_POSITIONS),
        pagePath: z.string().regex(/^\/[a-z0-9\-/]*$/, 'a site path without the language prefix'),
        url: field.link().nullable().default(null),
        image: field.media(),
        isMobile: z.boolean(),
        isDesktop: z.boolean(),
        ...window,
      }),
      text: z.strictObject({ title: text, altText: text }),
    },
    imagePopup: {
      attributes: z.strictObject({
        image: field.media(),
        imageMobile: field.media(),
        url: field.link().nullable().default(null),
        ...window,
      }),
      text: z.strictObject({ title: text, altText: text }),
    },
    award: {
      attributes: z.strictObject({ image: field.media(), year: z.number().int().min(2000).max(2100) }),
      text: z.strictObject({ name: text, issuer: text }),
    },
    campaignBlock: {
      attributes: z.strictObject({}),
      text: z.strictObject({ title: text }),
    },
    campaign: {
      attributes: z.strictObject({
        block: z.enum(CAMPAIGN_BLOCKS),
        image: field.media(),
        status: z.enum(CAMPAIGN_STATUSES),
        enable: z.boolean().default(true),
        link: field.link().nullable().default(null),
        notes: text.nullable().default(null),
      }),
      text: z.strictObject({
        title: text,
        description: field.html(),
        descriptionDesktop: field.html().nullable().default(null),
      }),
    },
    bulletin: {
      attributes: z.strictObject({
        severity: z.enum(['info', 'warning', 'disruption']),
        publishedAt: instant,
        url: field.link().nullable().default(null),
        ...window,
      }),
      text: z.strictObject({ title: text, summary: text, body: field.html() }),
    },
    vnkm: {
      attributes: z.strictObject({
        registrationNumber: text,
        startDate: z.iso.date(),
        endDate: z.iso.date(),
        image: field.media(),
        url: field.link().nullable().default(null),
      }),
      text: z.strictObject({ title: text, description: field.html() }),
    },
    ticket: {
      attributes: z.strictObject({
        originCode: z.string().regex(/^[A-Z]{3}$/),
        destinationCode: z.string().regex(/^[A-Z]{3}$/),
        image: field.media(),
      }),
      text: z.strictObject({ title: text, slug: slugSchema, summary: text, body: field.html() }),
    },
    footer: {
      attributes: z.strictObject({
        socialNetwork: z.array(namedLink),
        socialMedia: z.array(namedLink),
        appLinks: z.array(namedLink),
        instruction: z.array(
          z.strictObject({ key: contentKeySchema, link: field.link(), image: field.media() }),
        ),
        hotline: z.strictObject({ number: text, link: field.link() }),
      }),
      text: z.strictObject({
        socialTitle: text,
        instructionTitle: text,
        appTitle: text,
        /** Instruction key → its title. */
        instruction: z.record(z.string(), text),
        footerHtml: field.html(),
        hotlineLabel: text,
        copyright: text,
      }),
    },
    homeSeo: {
      attributes: z.strictObject({ ogImage: field.media() }),
      text: z.strictObject({ title: text, description: text, keywords: z.array(text) }),
    },
    feTranslations: {
      attributes: z.strictObject({}),
      text: z.strictObject({ translations: z.record(z.string().regex(/^[A-Za-z0-9_.]+$/), z.string()) }),
    },
    cmsSetting: {
      attributes: z.strictObject({
        bannerImage: field.media(),
        hotline: text,
        email: z.email(),
        topQuestionCount: z.number().int().min(1).max(20),
      }),
      text: z.strictObject({
        title: text,
        description: text,
        searchPlaceholder: text,
        noResult: text,
        contactTitle: text,
        contactHtml: field.html(),
      }),
    },
    cmsConfig: {
      attributes: z.strictObject({
        value: z.record(
          z.string(),
          z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
        ),
      }),
      text: null,
    },
    form: {
      attributes: z.strictObject({
        fields: z.array(
          z.strictObject({
            name: z.string().regex(/^[a-zA-Z]+$/),
            required: z.boolean(),
            maxLength: z.number().int().min(1).max(500),
            pattern: z.string().nullable().default(null),
            inputMode: z.enum(['text', 'numeric', 'email', 'tel']).default('text'),
            autoComplete: z.string().default('off'),
          }),
        ),
      }),
      text: z.strictObject({
        title: text,
        submitLabel: text,
        helpHtml: field.html(),
        fields: z.record(
          z.string(),
          z.strictObject({
            label: text,
            placeholder: z.string(),
            errorRequired: text,
            errorPattern: text.nullable().default(null),
          }),
        ),
      }),
    },
    urlMapping: {
      attributes: z.strictObject({
        newUrl: field.link(),
        statusCode: z.union([z.literal(301), z.literal(302)]).default(301),
      }),
      text: null,
    },
    emenu: {
      attributes: z.strictObject({
        currency: z.literal('VND'),
        /** The dietary conditions items can meet (vegetarian, halal, contains-nuts …), in the order shown. */
        conditions: z.array(slugSchema).default([]),
        /** The categories, in the order shown, each with its items. */
        sections: z.array(
          z.strictObject({
            key: slugSchema,
            items: z.array(
              z.strictObject({
                key: slugSchema,
                price: z.number().int().min(0),
                image: field.media(),
                conditions: z.array(slugSchema).default([]),
              }),
            ),
          }),
        ),
      }),
      text: z.strictObject({
        title: text,
        intro: text,
        footnote: text,
        sections: z.record(z.string(), text),
        items: z.record(z.string(), z.strictObject({ name: text, description: text })),
        conditions: z.record(z.string(), z.strictObject({ name: text, description: text })).default({}),
      }),
    },
  };
}

export type ContentKinds = ReturnType<typeof defineContentKinds>;
export type ContentKind = keyof ContentKinds;
export type KindAttributes<K extends ContentKind> = z.output<ContentKinds[K]['attributes']>;
export type KindText<K extends ContentKind> = ContentKinds[K]['text'] extends z.ZodType
  ? z.output<ContentKinds[K]['text']>
  : never;

/** The read side's schemas: what is stored was checked on import. */
export const STORED_KINDS: ContentKinds = defineContentKinds({
  html: () => z.string(),
  media: () => z.string(),
  link: () => z.string(),
});

/** The kinds whose texts carry a slug (content_text.slug), reached by slug in any language. */
export const SLUGGED_KINDS = ['menu', 'page', 'post', 'templatePost', 'faqCategory', 'ticket'] as const;
