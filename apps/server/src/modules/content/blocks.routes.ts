import {
  awardListSchema,
  bulletinListSchema,
  campaignListSchema,
  contentLanguageQuerySchema,
  ticketListSchema,
  ticketQuerySchema,
  vnkmListSchema,
} from '@skybook/contracts/content-store';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageId } from '../../i18n/language-id';
import { notFound } from '../../plugins/app-error';
import type { CAMPAIGN_BLOCKS } from './content-kinds';
import { ContentReader, isLive } from './content-reader';
import { LANGUAGE_NOTE, cacheContent } from './site-content.routes';

/**
 * The home and page blocks of the content API (requirements §7): prizes, campaigns, bulletins,
 * registered promotions and the route landing pages. Bulletins with a display window (startAt,
 * endAt) are answered only inside it.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = new ContentReader(app.db);

  app.get(
    '/api/v1/awards',
    {
      schema: {
        summary: 'The prizes the airline won (requirements §3 Prize), for the home prize carousel',
        description: LANGUAGE_NOTE,
        querystring: contentLanguageQuerySchema,
        response: { 200: awardListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const awards = await reader.list('award', readLanguageId(request.query.languageId, request.language));
      cacheContent(reply);
      return {
        awards: awards.map((award) => ({
          id: award.key,
          name: award.text.name,
          image: award.attributes.image,
          issuer: award.text.issuer,
          year: award.attributes.year,
          languageId: award.languageId,
        })),
      };
    },
  );

  const campaignRoute = (path: string, block: (typeof CAMPAIGN_BLOCKS)[number], summary: string) =>
    app.get(
      path,
      {
        schema: {
          summary,
          description: `requirements §3 Campaign content: enabled items in order; descriptionDesktop only for future vision. ${LANGUAGE_NOTE}`,
          querystring: contentLanguageQuerySchema,
          response: { 200: campaignListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const language = readLanguageId(request.query.languageId, request.language);
        const [heading, items] = await Promise.all([
          reader.find('campaignBlock', block, language),
          reader.list('campaign', language, block),
        ]);
        if (!heading) throw notFound();
        cacheContent(reply);
        return {
          title: heading.text.title,
          items: items
            .filter((item) => item.attributes.enable)
            .map((item) => ({
              id: item.key,
              title: item.text.title,
              description: item.text.description,
              descriptionDesktop:
                block === 'future' ? (item.text.descriptionDesktop ?? item.text.description) : null,
              status: item.attributes.status,
              image: item.attributes.image,
              enable: item.attributes.enable,
              notes: item.attributes.notes,
              link: item.attributes.link,
              languageId: item.languageId,
            })),
        };
      },
    );
  campaignRoute(
    '/api/v1/flygreen',
    'flygreen',
    'The green campaign block (FlyGreen): projects the donations fund',
  );
  campaignRoute('/api/v1/vietjet-future', 'future', 'The future-vision campaign block');
  campaignRoute('/api/v1/vietjet-info', 'info', 'The airline in brief: fleet, network, people');

  app.get(
    '/api/v1/bulletin',
    {
      schema: {
        summary: 'Travel bulletins in force now (weather, airport works, rules), newest first',
        description: LANGUAGE_NOTE,
        querystring: contentLanguageQuerySchema,
        response: { 200: bulletinListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const bulletins = await reader.list(
        'bulletin',
        readLanguageId(request.query.languageId, request.language),
      );
      const now = app.clock.now();
      cacheContent(reply);
      return {
        bulletins: bulletins
          .filter(
            (bulletin) =>
              isLive(bulletin.attributes, now) && bulletin.attributes.publishedAt <= now.toISOString(),
          )
          .sort((a, b) => b.attributes.publishedAt.localeCompare(a.attributes.publishedAt))
          .map((bulletin) => ({
            id: bulletin.key,
            severity: bulletin.attributes.severity,
            title: bulletin.text.title,
            summary: bulletin.text.summary,
            body: bulletin.text.body,
            publishedAt: bulletin.attributes.publishedAt,
            url: bulletin.attributes.url,
            languageId: bulletin.languageId,
          })),
      };
    },
  );

  app.get(
    '/api/v1/vnkm',
    {
      schema: {
        summary: 'Promotions registered with the Ministry of Industry and Trade (VNKM) that run today',
        description: `Each with its registration number and dates (Vietnam time, inclusive). ${LANGUAGE_NOTE}`,
        querystring: contentLanguageQuerySchema,
        response: { 200: vnkmListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const promotions = await reader.list(
        'vnkm',
        readLanguageId(request.query.languageId, request.language),
      );
      // Promotion dates are Vietnam calendar days (UTC+7, no daylight saving).
      const today = new Date(app.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      cacheContent(reply);
      return {
        promotions: promotions
          .filter(({ attributes }) => attributes.startDate <= today && today <= attributes.endDate)
          .map((promotion) => ({
            id: promotion.key,
            title: promotion.text.title,
            description: promotion.text.description,
            registrationNumber: promotion.attributes.registrationNumber,
            startDate: promotion.attributes.startDate,
            endDate: promotion.attributes.endDate,
            image: promotion.attributes.image,
            url: promotion.attributes.url,
            languageId: promotion.languageId,
          })),
      };
    },
  );

  app.get(
    '/api/v1/ticket',
    {
      schema: {
        summary: 'Route landing pages of /ve-may-bay and /flight-tickets',
        description: `Every route page in order, or with slug (any language) just that one (unknown → 404 NOT_FOUND). Fares come from GET /booking/api/v1/low-fare for originCode and destinationCode. ${LANGUAGE_NOTE}`,
        querystring: ticketQuerySchema,
        response: { 200: ticketListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { slug, languageId } = request.query;
      const language = readLanguageId(languageId, request.language);
      const tickets =
        slug === undefined
          ? await reader.list('ticket', language)
          : await reader.findBySlug('ticket', slug, language);
      if (slug !== undefined && tickets.length === 0) throw notFound();
      cacheContent(reply);
      return {
        tickets: tickets.map((ticket) => ({
          id: ticket.key,
          slug: ticket.text.slug,
          title: ticket.text.title,
          summary: ticket.text.summary,
          body: ticket.text.body,
          originCode: ticket.attributes.originCode,
          destinationCode: ticket.attributes.destinationCode,
          image: ticket.attributes.image,
          alternates: ticket.alternates,
          languageId: ticket.languageId,
        })),
      };
    },
  );
};
