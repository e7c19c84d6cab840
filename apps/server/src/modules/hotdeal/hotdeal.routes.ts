import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { hotDealListSchema, hotDealQuerySchema } from '@skybook/contracts/hotdeal';
import { BookingReferenceCache, LowFareService, readCurrency } from '../booking/public';
import { defineModule } from '../module';
import { hotDealImageRoutes } from './hotdeal-images';
import { HOT_DEAL_CACHE_MS, HOT_DEAL_SEARCH_DAYS, HotDealService } from './hotdeal.service';

export const hotdealModule = defineModule(
  {
    name: 'hotdeal',
    prefix: '/hotdeal',
    description: 'Hot-deal API: the home page deals computed from real fares (requirements §7)',
  },
  async (app) => {
    const reference = new BookingReferenceCache(app.db);
    const hotDeals = new HotDealService(
      app.db,
      app.clock,
      reference,
      new LowFareService(app.db, app.clock, reference),
    );

    await app.register(hotDealImageRoutes);

    app.get(
      '/api-home-hotdeal/',
      {
        schema: {
          summary: "The home page's hot deals at their cheapest real fares (requirements §3 Hot deal)",
          description: `The airline's active deals in its order, each priced at the lowest total for one adult (both ways for a round trip) over the ${String(HOT_DEAL_SEARCH_DAYS)} days from tomorrow, exactly as GET /booking/api/v1/low-fare prices them, with the departure date that gives it and a deepLink that starts that search. Deals with no fare in the window are left out. Prices are reused for ${String(HOT_DEAL_CACHE_MS / 1000)} s.`,
          querystring: hotDealQuerySchema,
          response: { 200: hotDealListSchema, 400: errorEnvelopeSchema },
        },
      },
      (request, reply) => {
        const language = request.query.lang_code ?? request.language;
        // Errors from here on are written in the language asked for.
        request.language = language;
        const currency = readCurrency(request.query.currency);
        reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
        return hotDeals.list(language, currency);
      },
    );
  },
);
