import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  memberBearer,
  memberDirectory,
  optionalMember,
  PointsService,
  profileNotifier,
  TopUpService,
  WalletService,
} from '../member/public';
import { defineModule } from '../module';
import { BookingReferenceCache } from './booking-reference';
import { captchaRoutes } from './captcha/captcha.routes';
import { lookupCaptchaHook } from './captcha/lookup-guard';
import { BoardingPassService } from './check-in/boarding-pass.service';
import { checkinRoutes } from './check-in/checkin.routes';
import { CheckinService } from './check-in/checkin.service';
import { certificateRoutes } from './certificates/certificate.routes';
import { CertificateService } from './certificates/certificate.service';
import { flightSearchRoutes } from './flight-search/flight-search.routes';
import { FlightSearchService } from './flight-search/flight-search.service';
import { LowFareService } from './flight-search/low-fare.service';
import {
  createPaymentGateways,
  loadPaymentGatewaysConfig,
  type PaymentGateways,
} from './payments/gateways/gateway-config';
import { partnerCheckRoutes } from './payments/partner-check.routes';
import { findReservationOwner } from './member-bookings/member-bookings.repository';
import { ConfirmationsInFlight } from './payments/payment-confirmation';
import { notificationRoutes } from './payments/payment-notification.routes';
import { paymentRoutes, type PaymentRoutesOptions } from './payments/payment.routes';
import { Payers } from './payments/payer';
import { PaymentService } from './payments/payment.service';
import { PointsDiscountService } from './payments/points/points-discount.service';
import { pointsDiscountRoutes } from './payments/points/points-discount.routes';
import { RefundWorker } from './payments/refund-worker';
import { refundRoutes } from './payments/refund.routes';
import { HoldSweeper } from './reservations/hold-sweeper';
import { itineraryRoutes } from './reservations/itinerary.routes';
import { CancellationService } from './manage/cancellation.service';
import { cancellationRoutes } from './manage/cancellation.routes';
import { journeyChangeRoutes } from './manage/journey-change.routes';
import { JourneyChangeService } from './manage/journey-change.service';
import { ReservationAccess } from './manage/reservation-access';
import { serviceChangeRoutes } from './manage/service-change.routes';
import { ServiceChangeService } from './manage/service-change.service';
import { ServiceChangeSweeper } from './manage/service-change-sweeper';
import { ReservationExtras } from './reservations/reservation-extras';
import { reservationExtrasRoutes } from './reservations/reservation-extras.routes';
import { ReservationLookup } from './reservations/reservation-lookup';
import { reservationLookupRoutes } from './reservations/reservation-lookup.routes';
import { reservationRoutes } from './reservations/reservation.routes';
import { ReservationService } from './reservations/reservation.service';
import { AncillaryCatalogueService } from './session/ancillary-catalogue.service';
import { ancillaryRoutes } from './session/ancillary.routes';
import { bookingSessionRoutes } from './session/booking-session.routes';
import { BookingSessionService } from './session/booking-session.service';
import { QuotationService } from './session/quotation.service';
import { RequestSignatures } from './session/request-signature';
import { quotationRoutes } from './session/quotation.routes';
import { SeatMapService } from './session/seat-map.service';
import { seatMapRoutes } from './session/seat-map.routes';

/**
 * The booking module's one composition root: every service is built here, once per server, and
 * handed to the route plugins that use it (flight-search → session → reservations → payments,
 * certificates). The background workers (hold sweeper, refund worker) run from ready to close.
 */
function composeBooking(app: FastifyInstance) {
  const reference = new BookingReferenceCache(app.db);
  const search = new FlightSearchService(app.db, app.clock, reference, {
    generation: () => app.dataChanges.generation(),
  });
  const lowFare = new LowFareService(app.db, app.clock, reference);
  // Every call naming a booking session is signed with its key (decision 044), by the browser's
  // real clock: checked on the credentials' clock, as tokens are (x-test-now does not move it).
  const signatures = new RequestSignatures(app.db, app.credentialsClock);
  const sessions = new BookingSessionService(app.db, app.clock, reference, search, signatures);
  const seatMaps = new SeatMapService(app.db, reference);
  const catalogue = new AncillaryCatalogueService(app.db, reference);
  const quotations = new QuotationService(app.db, app.clock, reference, sessions, seatMaps, catalogue);
  const reservations = new ReservationService(
    app.db,
    app.clock,
    reference,
    sessions,
    quotations,
    {
      gatewayTimeoutMs: app.config.BOOKING_GATEWAY_TIMEOUT_MS,
      creationMaxMs: app.config.BOOKING_CREATION_MAX_MS,
    },
    app.log,
  );
  // Finds a traveller's own booking by locator and name for every route that does (lookup,
  // cancel, itinerary, re-sent e-mail, edits, certificates): one instance, so its rate limits
  // count all of them.
  const lookup = new ReservationLookup(app.db, app.rateLimits, (id) => reservations.read(id));
  // Who may see and change a booking: the lookup, the e-mail's link, or a manage grant.
  const access = new ReservationAccess(app.db, app.clock, lookup, (id) => reservations.read(id));
  // A signed-in member's wallet pays, is refunded and takes a credit (decision 033).
  const notifyMember = profileNotifier(app.profileEvents, app.log);
  const wallet = new WalletService(app.db, app.clock, undefined, notifyMember);
  // Extras added to a booked journey (/my/edit-service), and the end of a Paid booking's unpaid ones.
  const serviceChanges = new ServiceChangeService(app.db, app.clock, reference, access, catalogue, seatMaps);
  const changeSweeper = new ServiceChangeSweeper(
    app.db,
    app.clock,
    app.log,
    app.config.HOLD_SWEEP_INTERVAL_MS,
  );

  // The gateway clients, built once, on first use.
  let gateways: Promise<PaymentGateways> | undefined;
  const loadGateways = () => {
    gateways ??= loadPaymentGatewaysConfig({ config: app.config, db: app.db, clock: app.clock }).then(
      (config) => createPaymentGateways(config, app.clock),
    );
    return gateways;
  };
  const topUps = new TopUpService({
    db: app.db,
    clock: app.clock,
    wallet,
    gateways: loadGateways,
    publicUrl: app.config.PUBLIC_URL,
    log: app.log,
  });
  const payments = new PaymentService({
    db: app.db,
    clock: app.clock,
    rateLimits: app.rateLimits,
    gateways: loadGateways,
    readReservation: (id) => reservations.read(id),
    publicUrl: app.config.PUBLIC_URL,
    log: app.log,
    wallet,
    // A wallet top-up's IPN arrives at the payments' one VNPay IPN URL.
    otherVnpayOrder: (query) => topUps.vnpayIpn(query),
  });
  // Loyalty points spent on a booking, given back when it is cancelled or never paid (decision 037).
  const pointsDiscounts = new PointsDiscountService({
    db: app.db,
    clock: app.clock,
    points: new PointsService({
      db: app.db,
      clock: app.clock,
      rateLimits: app.rateLimits,
      members: memberDirectory(app.db),
      notify: notifyMember,
    }),
    payable: (payer, locator) => payments.payable(payer, locator),
  });
  // Cancelling from manage booking: the quote, and a credit shell or a refund (decision 022).
  const cancellations = new CancellationService({
    db: app.db,
    clock: app.clock,
    wallet,
    rateTo: async (currency) => (await reference.get()).rateTo(currency),
    read: (id) => reservations.read(id),
    returnPoints: async (id) => {
      await pointsDiscounts.returnCancelled(id).catch((error: unknown) => {
        app.log.warn({ err: error, reservationId: id }, 'points of a cancelled booking not given back yet');
      });
    },
  });
  const sweeper = new HoldSweeper(app.db, app.clock, app.log, app.config.HOLD_SWEEP_INTERVAL_MS, () =>
    pointsDiscounts.returnCancelled(),
  );
  // Refunds owed (a payment the booking could not take) are sent to their gateway.
  const refunds = new RefundWorker(app.db, app.clock, app.log, loadGateways, {
    intervalMs: app.config.REFUND_WORKER_INTERVAL_MS,
    maxAttempts: app.config.REFUND_MAX_ATTEMPTS,
    claimMs: app.config.PAYMENT_GATEWAY_TIMEOUT_MS + 60_000,
    wallet,
  });
  const extras = new ReservationExtras({
    db: app.db,
    clock: app.clock,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    reservations,
    access,
    payments,
  });
  const certificates = new CertificateService(app.db, app.clock, lookup);
  const journeyChanges = new JourneyChangeService({
    db: app.db,
    clock: app.clock,
    rateLimits: app.rateLimits,
    reference,
    sessions,
    quotations,
    seatMaps,
    access,
  });
  // Online check-in (decision 026): the window, seats given or chosen, boarding passes.
  const checkins = new CheckinService(app.db, app.clock, reference, access, seatMaps);
  const boardingPasses = new BoardingPassService(app, checkins);
  return {
    signatures,
    checkins,
    boardingPasses,
    search,
    lowFare,
    sessions,
    seatMaps,
    catalogue,
    quotations,
    reservations,
    lookup,
    access,
    cancellations,
    sweeper,
    serviceChanges,
    changeSweeper,
    payments,
    notifyMember,
    pointsDiscounts,
    loadGateways,
    refunds,
    extras,
    certificates,
    journeyChanges,
  };
}

export const bookingModule = defineModule(
  {
    name: 'booking',
    prefix: '/booking',
    description: 'Booking API: flight search, low fares, reservations, payment, check-in (requirements §7)',
  },
  async (app) => {
    const booking = composeBooking(app);
    const { sessions, reservations, access, payments } = booking;
    // Before any route: each route's calls are checked as they arrive.
    booking.signatures.enforce(app);
    // A lookup by code and name past the client's threshold needs a solved challenge (decision 045).
    app.addHook('preValidation', lookupCaptchaHook);

    await app.register(bookingSessionRoutes, { sessions });
    const { serviceChanges } = booking;
    await app.register(seatMapRoutes, { sessions, seatMaps: booking.seatMaps, serviceChanges });
    await app.register(ancillaryRoutes, { sessions, catalogue: booking.catalogue, serviceChanges });
    await app.register(quotationRoutes, { sessions, quotations: booking.quotations });
    await app.register(captchaRoutes);

    app.addHook('onReady', (done) => {
      booking.sweeper.start();
      booking.changeSweeper.start();
      done();
    });
    app.addHook('onClose', async () => {
      await booking.sweeper.stop();
      await booking.changeSweeper.stop();
      await reservations.settle();
    });
    // A booking made while signed in is the member's (decision 032): their token's bearer check.
    await app.register(reservationRoutes, { sessions, reservations, members: memberBearer(app).auth });
    await app.register(reservationLookupRoutes, {
      access,
      checkedIn: (reservationKey) => booking.checkins.checkedInKeys(reservationKey),
    });
    await app.register(checkinRoutes, { checkins: booking.checkins, boardingPasses: booking.boardingPasses });
    await app.register(serviceChangeRoutes, { serviceChanges });

    // The member a request's bearer token names, for the wallet (null for a guest).
    const { auth: memberAuth } = memberBearer(app);
    const member = (request: FastifyRequest) => optionalMember(memberAuth, request);
    const confirmations = new ConfirmationsInFlight();
    await app.register(cancellationRoutes, {
      access,
      cancellations: booking.cancellations,
      mails: confirmations,
      member,
    });
    app.addHook('onReady', (done) => {
      booking.refunds.start();
      done();
    });
    app.addHook('onClose', async () => {
      await booking.refunds.stop();
      await confirmations.settle();
    });
    const paymentOptions: PaymentRoutesOptions = {
      sessions,
      reservations,
      payments,
      payers: new Payers(sessions, access),
      access,
      confirmations,
      // A member's booking paid refreshes their open profile pages (decision 034).
      tellOwner: async (reservationId) => {
        const owner = await findReservationOwner(app.db, reservationId);
        if (owner?.member_id) booking.notifyMember(owner.member_id, 'booking');
      },
      gateways: booking.loadGateways,
      member,
    };
    await app.register(paymentRoutes, paymentOptions);
    await app.register(partnerCheckRoutes, paymentOptions);
    await app.register(pointsDiscountRoutes, {
      pointsDiscounts: booking.pointsDiscounts,
      payers: paymentOptions.payers,
      member,
    });
    await app.register(itineraryRoutes, { access, payments });
    await app.register(notificationRoutes, paymentOptions);

    await app.register(reservationExtrasRoutes, { extras: booking.extras });
    await app.register(certificateRoutes, { certificates: booking.certificates });
    await app.register(journeyChangeRoutes, { changes: booking.journeyChanges });
    await app.register(refundRoutes);
    await app.register(flightSearchRoutes, { search: booking.search, lowFare: booking.lowFare });
  },
);
