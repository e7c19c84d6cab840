import { errorEnvelopeSchema, type FieldIssue } from '@skybook/contracts/errors';
import {
  HAPPY_RETURN_FORM_ERRORS,
  SEARCH_RESULT_LIMIT,
  categoryListSchema,
  categoryQuerySchema,
  foundItemPaxSchema,
  foundItemParamsSchema,
  foundItemQuerySchema,
  propertiesQuerySchema,
  propertyListSchema,
  searchByPaxRequestSchema,
  searchByPaxResponseSchema,
  searchByPaxRules,
} from '@skybook/contracts/happy-returns';
import {
  claimParamsSchema,
  claimRequestSchema,
  claimResponseSchema,
  claimRules,
  happyReturnErrorCode,
  inquiryRequestSchema,
  inquiryResponseSchema,
  inquiryRules,
} from '@skybook/contracts/happy-returns-requests';
import { AIRLINE_TIME_ZONE, toIsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import type { z } from 'zod';
import { readLanguageId } from '../../i18n/language-id';
import { appError, notFound } from '../../plugins/app-error';
import { defineModule } from '../module';
import { HappyReturnCatalogue } from './catalogue.service';
import { FoundItemService } from './found-item.service';
import { happyReturnFormMessage } from './happy-returns-messages';
import { HappyReturnRequestService } from './request.service';

const TEN_MINUTES = 10 * 60 * 1000;

/** Searches per client (IP) and per booking code: enough for a person, too few to guess bookings. */
export const SEARCH_LIMITS = {
  perClient: { max: 20, windowMs: TEN_MINUTES },
  perBookingCode: { max: 10, windowMs: TEN_MINUTES },
} as const;
/** Inquiries and claims together, per client (IP). */
export const REQUEST_LIMIT = { max: 10, windowMs: TEN_MINUTES } as const;

const CACHE = 'public, max-age=300';

/**
 * Parses a body with its rules (the shape was checked by the route schema); a failure is a 400
 * whose code names the first field at fault (requirements §8) with every issue translated.
 */
function readForm<T>(schema: z.ZodType<T>, body: unknown, language: Language): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = parsed.error.issues.map((issue) => {
    const key = HAPPY_RETURN_FORM_ERRORS.find((candidate) => candidate === issue.message) ?? 'required';
    return {
      path: ['body', ...issue.path.map(String)].join('.'),
      code: key,
      message: happyReturnFormMessage(key, language),
    };
  });
  const first = parsed.error.issues[0]?.path ?? [];
  throw appError(happyReturnErrorCode(first.map(String)), { details: { issues } });
}

const tooMany = { 429: errorEnvelopeSchema };

export const happyReturnsModule = defineModule(
  {
    name: 'happy-returns',
    prefix: '/happy-returns',
    description:
      'Happy-returns API: lost-and-found categories, searches, inquiries and claims (requirements §7)',
  },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  async (app) => {
    const catalogue = new HappyReturnCatalogue(app.db);
    const items = new FoundItemService(app.db, app.clock, catalogue);
    const requests = new HappyReturnRequestService(app.db, app.clock);
    const searchPerClient = app.rateLimits.limiter('happy-returns-search:client', SEARCH_LIMITS.perClient);
    const searchPerBooking = app.rateLimits.limiter(
      'happy-returns-search:booking',
      SEARCH_LIMITS.perBookingCode,
    );
    const requestPerClient = app.rateLimits.limiter('happy-returns-request:client', REQUEST_LIMIT);
    const today = () => toIsoDate(app.clock.now(), AIRLINE_TIME_ZONE);

    app.get(
      '/v1/category',
      {
        schema: {
          summary: 'The categories a lost or found item can be in',
          description:
            'Active categories in display order, each text in languageId (else the Accept-Language), falling back to English, then Vietnamese; each category says which language its text is in.',
          querystring: categoryQuerySchema,
          response: { 200: categoryListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const language = readLanguageId(request.query.languageId, request.language);
        reply.header('cache-control', CACHE).header('vary', 'accept-language');
        return catalogue.categories(language);
      },
    );

    app.get(
      '/v1/properties',
      {
        schema: {
          summary: 'The properties that describe an item of a category, with their allowed values',
          description:
            'Select properties list their values; text properties give a maxLength. Names and labels fall back to English, then Vietnamese. No categoryId → 400 INVALID_REQUEST; an unknown one → 404 NOT_FOUND.',
          querystring: propertiesQuerySchema,
          response: { 200: propertyListSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const language = readLanguageId(request.query.languageId, request.language);
        const properties = await catalogue.properties(request.query.categoryId, language);
        if (!properties) throw notFound();
        reply.header('cache-control', CACHE).header('vary', 'accept-language');
        return properties;
      },
    );

    app.get(
      '/v1/items/:id/pax',
      {
        schema: {
          summary: 'A found item as a traveller may see it',
          description:
            'Never the finder, the exact seat (a band of five rows instead) or the booking the item was matched to. A malformed id → 400 INVALID_REQUEST; an unknown one → 404 NOT_FOUND.',
          params: foundItemParamsSchema,
          querystring: foundItemQuerySchema,
          response: { 200: foundItemPaxSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const language = readLanguageId(request.query.languageId, request.language);
        reply.header('cache-control', 'no-store');
        return items.paxView(request.params.id, language);
      },
    );

    app.post(
      '/v1/items/search-by-pax',
      {
        schema: {
          summary: 'Search found items by booking, flight number, flight date and category',
          description: `A booking code comes with the family name; or give a flight number and/or a date (a category narrows any search). Items matched to the booking come first, then by criteria met, then the latest found; at most ${String(SEARCH_RESULT_LIMIT)}. Returned items are not listed. "No such booking" and "wrong name" answer alike (no booking matches). Rate limited per client (${String(SEARCH_LIMITS.perClient.max)} per 10 minutes) and per booking code (${String(SEARCH_LIMITS.perBookingCode.max)}): 429 RATE_LIMITED with Retry-After.`,
          body: searchByPaxRequestSchema,
          response: { 200: searchByPaxResponseSchema, 400: errorEnvelopeSchema, ...tooMany },
        },
      },
      async (request, reply) => {
        await searchPerClient.enforce(request.ip);
        const rules = searchByPaxRules(await catalogue.rulesContext(today()));
        const criteria = readForm(rules, request.body, request.language);
        if (criteria.booking) await searchPerBooking.enforce(criteria.booking.code);
        reply.header('cache-control', 'no-store');
        return items.search(criteria, request.language);
      },
    );

    app.post(
      '/v1/request/inquiry',
      {
        schema: {
          summary: 'Report a lost item',
          description: `Stored with a reference (HR-<year>-<number>, numbered per year). Field problems → 400 with one issue per field (INVALID_TELEPHONE when the phone is first at fault, else INVALID_FORM). Rate limited per client with claims (${String(REQUEST_LIMIT.max)} per 10 minutes).`,
          body: inquiryRequestSchema,
          response: { 201: inquiryResponseSchema, 400: errorEnvelopeSchema, ...tooMany },
        },
        // Typed in a text area: the only fields where line breaks and tabs are the traveller's.
        config: { multilineFields: ['description'] },
      },
      async (request, reply) => {
        await requestPerClient.enforce(request.ip);
        const rules = inquiryRules(await catalogue.rulesContext(today()));
        const data = readForm(rules, request.body, request.language);
        const inquiry = await requests.inquire(data, request.language);
        return reply.status(201).send(inquiry);
      },
    );

    app.post(
      '/v1/request/claim/:itemId',
      {
        schema: {
          summary: 'Claim a found item',
          description:
            'The first claim is pending verification and the item becomes claimPending (201). A claim by someone else while one is pending is kept as queued (201); the same person (e-mail and booking code) claiming again gets their claim back (200, isRepeat). Unknown item → 404 NOT_FOUND; already returned → 409 ITEM_ALREADY_RETURNED.',
          params: claimParamsSchema,
          body: claimRequestSchema,
          response: {
            200: claimResponseSchema,
            201: claimResponseSchema,
            400: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
            ...tooMany,
          },
        },
        config: { multilineFields: ['proof', 'deliveryAddress'] },
      },
      async (request, reply) => {
        await requestPerClient.enforce(request.ip);
        const data = readForm(claimRules(), request.body, request.language);
        const outcome = await requests.claim(request.params.itemId, data, request.language);
        return reply.status(outcome.created ? 201 : 200).send(outcome.claim);
      },
    );
  },
);
