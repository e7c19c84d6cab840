import {
  bannerListSchema,
  bannerServiceParamSchema,
  contentLanguageQuerySchema,
  imagePopupResponseSchema,
  popupListSchema,
  popupQuerySchema,
  type BannerDto,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageId } from '../../i18n/language-id';
import { ContentReader, isLive, type ContentEntry } from './content-reader';
import { LANGUAGE_NOTE, cacheContent } from './site-content.routes';

function toBanner(banner: ContentEntry<'banner'>): BannerDto {
  return {
    id: banner.key,
    title: banner.text.title,
    description: banner.text.description,
    image: banner.attributes.image,
    altText: banner.text.altText,
    imageMobile: banner.attributes.imageMobile,
    url: banner.attributes.url,
    languageId: banner.languageId,
  };
}

/**
 * Banners and popups of the content API (requirements §3 Popup, §7): home, other pages, my-booking, the
 * e-menu and each extra's panel, and the popups by position, device and page. Items with a
 * display window (startAt, endAt) are answered only inside it.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);

  const bannerRoute = (path: string, placement: string, summary: string) =>
    app.get(
      path,
      {
        schema: {
          summary,
          description: `Banners showing now, in order. ${LANGUAGE_NOTE}`,
          querystring: contentLanguageQuerySchema,
          response: { 200: bannerListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const language = readLanguageId(request.query.languageId, request.language);
        const banners = await reader.list('banner', language, placement);
        cacheContent(reply);
        return {
          banners: banners.filter((banner) => isLive(banner.attributes, app.clock.now())).map(toBanner),
        };
      },
    );
  bannerRoute('/api/v1/banner', 'home', 'The home carousel’s banners');
  bannerRoute('/api/v1/other-banner', 'other', 'The banners of pages other than home');
  bannerRoute('/api/v1/mybooking-banner', 'mybooking', 'The banners of the manage-booking pages');
  bannerRoute('/api/v1/emenu-banner', 'emenu', 'The e-menu page’s banner');

  app.get(
    '/api/v1/banner-service/:type',
    {
      schema: {
        summary: 'The banners of one extra’s panel on /select-service (type: meal, luggage, esim …)',
        description: `An extra without banners answers an empty list. ${LANGUAGE_NOTE}`,
        params: bannerServiceParamSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: bannerListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const banners = await reader.list('banner', language, `service:${request.params.type}`);
      cacheContent(reply);
      return {
        banners: banners.filter((banner) => isLive(banner.attributes, app.clock.now())).map(toBanner),
      };
    },
  );

  app.get(
    '/api/v1/popup',
    {
      schema: {
        summary: 'The popups showing now (requirements §3 Popup): Middle, Bottom_Left, Bottom_Right',
        description: `type desktop or mobile keeps that variant; pagePath keeps one page's (without the language prefix, / is home). The web shows each position once per page path per session. ${LANGUAGE_NOTE}`,
        querystring: popupQuerySchema,
        response: { 200: popupListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { type, pagePath, languageId } = request.query;
      const popups = await reader.list('popup', readLanguageId(languageId, request.language));
      const now = app.clock.now();
      cacheContent(reply);
      return {
        popups: popups
          .filter(({ attributes }) => isLive(attributes, now))
          .filter(
            ({ attributes }) =>
              type === undefined || (type === 'mobile' ? attributes.isMobile : attributes.isDesktop),
          )
          .filter(({ attributes }) => pagePath === undefined || attributes.pagePath === pagePath)
          .map((popup) => ({
            id: popup.key,
            displayPosition: popup.attributes.displayPosition,
            pagePath: popup.attributes.pagePath,
            url: popup.attributes.url,
            title: popup.text.title,
            image: popup.attributes.image,
            altText: popup.text.altText,
            isMobile: popup.attributes.isMobile,
            isDesktop: popup.attributes.isDesktop,
            languageId: popup.languageId,
          })),
      };
    },
  );

  app.get(
    '/api/v1/img-popup',
    {
      schema: {
        summary: 'The full-screen picture over home, if one runs now',
        description: `The first image popup inside its window, or null. ${LANGUAGE_NOTE}`,
        querystring: contentLanguageQuerySchema,
        response: { 200: imagePopupResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const popups = await reader.list(
        'imagePopup',
        readLanguageId(request.query.languageId, request.language),
      );
      const popup = popups.find(({ attributes }) => isLive(attributes, app.clock.now()));
      cacheContent(reply);
      return {
        imagePopup: popup
          ? {
              id: popup.key,
              title: popup.text.title,
              image: popup.attributes.image,
              altText: popup.text.altText,
              imageMobile: popup.attributes.imageMobile,
              url: popup.attributes.url,
              languageId: popup.languageId,
            }
          : null,
      };
    },
  );
};
