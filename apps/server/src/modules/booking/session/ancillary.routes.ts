import {
  ancillaryOptionsQuerySchema,
  ancillaryOptionsResponseSchema,
  flyGreenQuerySchema,
  flyGreenResponseSchema,
  insuranceQuoteBodySchema,
  insuranceQuoteResponseSchema,
} from '@skybook/contracts/ancillaries';
import { sessionHeadersSchema } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { MANAGE_GRANT_HEADER, manageGrantHeadersSchema } from '@skybook/contracts/manage-booking';
import { passengerKey } from '@skybook/contracts/passengers';
import type { PassengerType } from '@skybook/domain/passenger-enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageId } from '../../../i18n/language-id';
import { appError } from '../../../plugins/app-error';
import { moduleImageRoutes } from '../../module-images';
import type { AncillaryCatalogueService } from './ancillary-catalogue.service';
import type { BookingSessionService } from './booking-session.service';
import type { LiveSession } from './live-session';
import type { ServiceChangeService } from '../manage/service-change.service';
import { readCurrency } from '../flight-search/search-params';

const sessionErrors = {
  400: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** The session's passenger keys with their types: ADT1…, CHD1…, INF1…. */
function passengerTypes(session: LiveSession): Map<string, PassengerType> {
  const counts: [PassengerType, number][] = [
    ['adult', session.passengers.adults],
    ['child', session.passengers.children],
    ['infant', session.passengers.infants],
  ];
  return new Map(
    counts.flatMap(([type, count]) =>
      Array.from({ length: count }, (_, index) => [passengerKey(type, index + 1), type] as const),
    ),
  );
}

/** isChangeJourney's yes (requirements §7): true or 1, in any case; anything else is no. */
const CHANGE_JOURNEY = /^(?:true|1)$/i;

const PICTURE_FOLDERS = [
  { folder: 'meals', summary: 'A meal’s picture (SVG, 240×160)' },
  { folder: 'duty-free', summary: 'A duty-free product’s picture (SVG, 240×160)' },
  { folder: 'souvenirs', summary: 'A souvenir’s picture (SVG, 240×160)' },
] as const;

/**
 * The extras of /select-service (requirements §7 booking API): `GET /api/v1/ancillaryOptions`,
 * `POST /api/v1/insurances`, `GET /api/v1/banner-service/isFlyGreen`, and the products' pictures.
 * Pricing is the catalogue service's, the same the quotation uses.
 */
export interface AncillaryRoutesOptions {
  sessions: BookingSessionService;
  catalogue: AncillaryCatalogueService;
  /** A booked journey's extras, asked with a manage grant (decision 024). */
  serviceChanges: ServiceChangeService;
}

export const ancillaryRoutes: FastifyPluginAsyncZod<AncillaryRoutesOptions> = async (app, options) => {
  const { sessions, catalogue, serviceChanges } = options;
  for (const { folder, summary } of PICTURE_FOLDERS) {
    await app.register(
      moduleImageRoutes({
        dir: new URL(`../images/${folder}/`, import.meta.url),
        path: `/images/${folder}`,
        summary,
      }),
    );
  }

  app.get(
    '/api/v1/ancillaryOptions',
    {
      schema: {
        summary:
          'The extras of a journey of the booking session, priced in its currency (requirements §2 Services)',
        description:
          'With the x-session-id header, for the journey of bookingKey (the first without one); with the x-manage-grant header instead, for the booked journey of journeyKey (reservationKey and locator, when sent, must be the granted booking’s: 404 otherwise), the same catalogue in the booking’s currency plus edit: each extra’s cut-off per flight (open, pastCutoff, departed) and what the booking already has; products past their cut-off read available=false (409 BOOKING_CANCELLED for a cancelled booking). With the grant and isChangeJourney=true (or 1), while a flight is being changed: bookingKey is a fare of search-flight for the new journey of the booked journey journeyKey, checked as POST quotation/edit-booking checks the change (422 JOURNEY_CHANGE_NOT_ALLOWED with details.reason: cancelled, tooLate, otherRoute, sameFlights, passengers, currency, bookingKeyExpired, flightUnavailable, notChangeable; 400 INVALID_REQUEST for a missing bookingKey or one that does not verify), and the answer is the new journey’s catalogue and fare family, priced as a new booking of it in the booking’s currency, closed past the new flights’ cut-offs; edit gives its cut-offs, newJourneyKey, and the booked journeyKey with what the booking has on it (bought). Either way: what its fare family includes, and every product offered — luggage and oversize packs, meals (hot ones on flights of 90 minutes or more), priority check-in, shuttle and taxi (at some airports; elsewhere available=false, serviceNotSupported), Tet flowers (domestic, in season; else outOfSeason), eSIM, duty-free and souvenirs (international), comfort kits (flights of 150 minutes or more), pets (domestic) and assistance — with the unit price before VAT, its VAT (domestic journeys only) and the total. SESSION_EXPIRED (410) without the x-session-id header, SESSION_ID_INVALID (400) for an unknown session, INVALID_REQUEST (400) for a bookingKey not of this session.',
        querystring: ancillaryOptionsQuerySchema,
        headers: sessionHeadersSchema.extend(manageGrantHeadersSchema.shape),
        response: {
          200: ancillaryOptionsResponseSchema,
          ...sessionErrors,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = request.headers[MANAGE_GRANT_HEADER];
      if (grant !== undefined) {
        // A booked journey (manage booking, /my/edit-service): what can still be added to it.
        reply.header('cache-control', 'no-store');
        const language = readLanguageId(request.query.languageId, request.language);
        // While a flight is being changed (/my/edit-booking): what the new journey would offer.
        if (CHANGE_JOURNEY.test(request.query.isChangeJourney ?? '')) {
          return serviceChanges.changeOptions(grant, request.query, language, request.ip);
        }
        return serviceChanges.options(grant, request.query, language, request.ip);
      }
      const session = await sessions.require(request, reply);
      const journey = sessions.journeyFor(session, request.query.bookingKey);
      const language = readLanguageId(request.query.languageId, request.language);
      return catalogue.optionsFor(session, journey, language);
    },
  );

  app.post(
    '/api/v1/insurances',
    {
      schema: {
        summary: 'Travel insurance plans with each passenger’s premium for the whole trip',
        description:
          'With the x-manage-grant header instead of x-session-id: the granted booking’s trip and its passengers by their dates of birth (the body’s passengers are not read). SkyCare plans when every journey is domestic, international plans otherwise; each with its cover lines, terms and a premium per passenger (VAT-exempt, session currency) by age at the first departure — from dateOfBirth, or the passenger type’s usual age while it is empty — and the days from the first departure to the last arrival. A passenger outside the insurer’s ages (14 days to 80 years) has no premium in a plan. Keys must be the session’s (ADT1, CHD1, INF1 …): INVALID_REQUEST otherwise; INVALID_BIRTHDATE for a date that is not YYYY-MM-DD or after the departure.',
        headers: sessionHeadersSchema.extend(manageGrantHeadersSchema.shape),
        body: insuranceQuoteBodySchema,
        response: {
          200: insuranceQuoteResponseSchema,
          ...sessionErrors,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const grant = request.headers[MANAGE_GRANT_HEADER];
      if (grant !== undefined) {
        // A booked trip (manage booking): the premiums of its own passengers, by their dates of birth.
        reply.header('cache-control', 'no-store');
        return serviceChanges.insurances(grant, request.language, request.ip);
      }
      const session = await sessions.require(request, reply);
      const types = passengerTypes(session);
      const seen = new Set<string>();
      const passengers = request.body.passengers.map((passenger) => {
        const type = types.get(passenger.key);
        if (!type || seen.has(passenger.key)) {
          throw appError('INVALID_REQUEST', {
            details: {
              field: 'passengers',
              reason: type ? 'duplicateKey' : 'notInSession',
              key: passenger.key,
            },
          });
        }
        seen.add(passenger.key);
        return { key: passenger.key, type, dateOfBirth: passenger.dateOfBirth };
      });
      return catalogue.insuranceQuote(session, passengers, request.language);
    },
  );

  app.get(
    '/api/v1/banner-service/isFlyGreen',
    {
      schema: {
        summary: 'The FlyGreen donation offer: 10,000 / 20,000 / 50,000 VND (requirements §9)',
        description:
          'Whether FlyGreen runs, the donations in VND and converted into currency (VND by default; half up to its minor unit), and the text of the offer in languageId (else the Accept-Language). No session needed. INVALID_CURRENCY for a currency the site does not sell in.',
        querystring: flyGreenQuerySchema,
        response: { 200: flyGreenResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const language = readLanguageId(request.query.languageId, request.language);
      const currency = readCurrency(request.query.currency);
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
      return catalogue.flyGreen(currency, language);
    },
  );
};
