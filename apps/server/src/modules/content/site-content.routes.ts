import {
  cmsConfigParamSchema,
  cmsConfigSchema,
  contentLanguageQuerySchema,
  faqGeneralSettingSchema,
  feTranslationsSchema,
  footerInfoSchema,
  formParamSchema,
  formSchema,
  helpListSchema,
  homePageSeoSchema,
  languageIdParamSchema,
  menuDetailSchema,
  menuListSchema,
  menuQuerySchema,
  menuSlugParamSchema,
  pageResponseSchema,
  pageSlugParamSchema,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFallbacks, readLanguageId } from '../../i18n/language-id';
import { notFound } from '../../plugins/app-error';
import { ContentReader } from './content-reader';
import { findMenu, findPage, listMenus } from './menu.service';

/** Content changes only on import: caches may keep an answer five minutes, per language. */
export function cacheContent(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
}

export const LANGUAGE_NOTE =
  'Texts are in languageId (else the Accept-Language language), or in English, then Vietnamese, where that language has none; languageId in the answer says which.';

const settingParamSchema = z.object({ name: z.string().regex(/^[A-Z][A-Z0-9_]{0,60}$/) });

/**
 * The site chrome and reference texts of the content API (requirements §7): menus, footer info, pages,
 * home SEO, the front-end dictionary, settings, configs, forms and help.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);

  app.get(
    '/api/v1/menu',
    {
      schema: {
        summary: 'The header and footer menus with two levels of sub-menus (requirements §3 Menu item)',
        description: `placement header: primary and top-bar menus by priority; footer: footer columns by priorityFooter; absent: every top-level menu. Each item has its path (List → /news/{slug}; Page → /pages, /information or /faq; MenuList → /pages/{slug}) and its slug in every language. ${LANGUAGE_NOTE}`,
        querystring: menuQuerySchema,
        response: { 200: menuListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      cacheContent(reply);
      return { menus: await listMenus(reader, language, request.query.placement) };
    },
  );

  app.get(
    '/api/v1/menu/:slug',
    {
      schema: {
        summary: 'One menu by slug in any language, with its sub-menus and parent',
        description: `News lists and menu lists win over a page item sharing the slug. Unknown slug: 404 NOT_FOUND. ${LANGUAGE_NOTE}`,
        params: menuSlugParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: menuDetailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const found = await findMenu(reader, language, request.params.slug);
      if (!found) throw notFound();
      cacheContent(reply);
      return found;
    },
  );

  app.get(
    '/api/v1/footer-info',
    {
      schema: {
        summary: 'The footer: social networks and media, instruction links, app links, address HTML, hotline',
        description: `requirements §3 Footer info (the menu columns come from GET /api/v1/menu?placement=footer). ${LANGUAGE_NOTE}`,
        querystring: contentLanguageQuerySchema,
        response: { 200: footerInfoSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const footer = await reader.find('footer', 'footer', language);
      if (!footer) throw notFound();
      const { attributes, text } = footer;
      cacheContent(reply);
      return {
        socialTitle: text.socialTitle,
        socialNetwork: attributes.socialNetwork,
        socialMedia: attributes.socialMedia,
        instructionTitle: text.instructionTitle,
        instruction: attributes.instruction.map(({ key, link, image }) => ({
          title: text.instruction[key] ?? key,
          link,
          image,
        })),
        appTitle: text.appTitle,
        appLinks: attributes.appLinks,
        footerHtml: text.footerHtml,
        hotline: { label: text.hotlineLabel, ...attributes.hotline },
        copyright: text.copyright,
        languageId: footer.languageId,
      };
    },
  );

  app.get(
    '/api/v1/pages/:slug',
    {
      schema: {
        summary: 'A page or information page by slug in any language (baggage, fare rules, cookie policy …)',
        description: `Serves /pages/{slugDetail}, /pages/{slug}/{slugDetail} and /information/{slugDetail}: section and path say where the page lives, alternates its slug in each language. Unknown slug: 404 NOT_FOUND. ${LANGUAGE_NOTE}`,
        params: pageSlugParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: pageResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const page = await findPage(reader, language, request.params.slug);
      if (!page) throw notFound();
      cacheContent(reply);
      return { page };
    },
  );

  app.get(
    '/api/v1/home-page-seo/:languageId',
    {
      schema: {
        summary: "Home's title, description, keywords and share picture",
        description: LANGUAGE_NOTE,
        params: languageIdParamSchema,
        response: { 200: homePageSeoSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const seo = await reader.find(
        'homeSeo',
        'home',
        readLanguageId(request.params.languageId, request.language),
      );
      if (!seo) throw notFound();
      cacheContent(reply);
      return { ...seo.text, ogImage: seo.attributes.ogImage, languageId: seo.languageId };
    },
  );

  app.get(
    '/api/v1/fe-translations/:languageId',
    {
      schema: {
        summary: 'The front-end translation dictionary of a language',
        description:
          "Every key of the Vietnamese dictionary, each in the language's own text, else English, else Vietnamese; ownKeys counts the language's own.",
        params: languageIdParamSchema,
        response: { 200: feTranslationsSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.params.languageId, request.language);
      const texts = await reader.allTexts('feTranslations', 'dictionary');
      const translations: Record<string, string> = {};
      for (const candidate of [...languageFallbacks(language)].reverse()) {
        Object.assign(translations, texts.get(candidate)?.translations ?? {});
      }
      cacheContent(reply);
      return {
        languageId: language,
        translations,
        ownKeys: Object.keys(texts.get(language)?.translations ?? {}).length,
      };
    },
  );

  app.get(
    '/api/v1/cms-setting/:name',
    {
      schema: {
        summary: 'A CMS setting by name: FAQ_GENERAL_SETTING (the FAQ home’s texts, banner and contacts)',
        description: `Unknown name: 404 NOT_FOUND. ${LANGUAGE_NOTE}`,
        params: settingParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: faqGeneralSettingSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (request.params.name !== 'FAQ_GENERAL_SETTING') throw notFound();
      const language = readLanguageId(request.query.languageId, request.language);
      const setting = await reader.find('cmsSetting', 'FAQ_GENERAL_SETTING', language);
      if (!setting) throw notFound();
      cacheContent(reply);
      return {
        name: 'FAQ_GENERAL_SETTING' as const,
        ...setting.text,
        ...setting.attributes,
        languageId: setting.languageId,
      };
    },
  );

  const readConfig = async (name: string, reply: FastifyReply) => {
    const config = await reader.find('cmsConfig', name, 'vi');
    if (!config) throw notFound();
    cacheContent(reply);
    return { name, value: config.attributes.value };
  };
  const configSchema = {
    response: { 200: cmsConfigSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
  };
  app.get(
    '/api/v1/cms-config',
    { schema: { summary: 'The CMS config VNKM (the default name)', ...configSchema } },
    (_request, reply) => readConfig('VNKM', reply),
  );
  app.get(
    '/api/v1/cms-config/:name',
    {
      schema: {
        summary: 'A CMS config by name: VNKM, CHAT_WIDGET, COOKIE_CONSENT, AGENT_CURRENCY, SITE',
        description: 'Language-neutral switches and values the web app reads. Unknown name: 404 NOT_FOUND.',
        params: cmsConfigParamSchema,
        ...configSchema,
      },
    },
    (request, reply) => readConfig(request.params.name, reply),
  );

  app.get(
    '/api/v1/form/:name',
    {
      schema: {
        summary: 'A form’s fields, labels, rules and messages: FORM_SEARCH_BOOKING',
        description: `Unknown name: 404 NOT_FOUND. ${LANGUAGE_NOTE}`,
        params: formParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: formSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const form = await reader.find('form', request.params.name, language);
      if (!form) throw notFound();
      cacheContent(reply);
      return {
        name: form.key,
        title: form.text.title,
        submitLabel: form.text.submitLabel,
        helpHtml: form.text.helpHtml,
        fields: form.attributes.fields.map((field) => {
          const texts = form.text.fields[field.name];
          return {
            ...field,
            label: texts?.label ?? field.name,
            placeholder: texts?.placeholder ?? '',
            errorRequired: texts?.errorRequired ?? '',
            errorPattern: texts?.errorPattern ?? null,
          };
        }),
        languageId: form.languageId,
      };
    },
  );

  app.get(
    '/api/v1/help/:languageId',
    {
      schema: {
        summary: 'The help centre’s topics: what each covers and where it leads',
        description: LANGUAGE_NOTE,
        params: languageIdParamSchema,
        response: { 200: helpListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const topics = await reader.list('help', readLanguageId(request.params.languageId, request.language));
      cacheContent(reply);
      return {
        topics: topics.map((topic) => ({
          id: topic.key,
          title: topic.text.title,
          description: topic.text.description,
          icon: topic.attributes.icon,
          link: topic.attributes.link,
          languageId: topic.languageId,
        })),
      };
    },
  );
};
