import {
  createPaymentGateways,
  loadPaymentGatewaysConfig,
  MemberBookings,
  type PaymentGateways,
} from '../booking/public';
import { MemberSecrets } from '../auth/public';
import { defineModule } from '../module';
import { accessRoutes } from './access/access.routes';
import { loadHdbankSecret } from './access/hdbank-token';
import { BookingAttach } from './bookings/booking-attach';
import { memberBookingsRoutes } from './bookings/member-bookings.routes';
import { cardsRoutes } from './cards/cards.routes';
import { CardsService } from './cards/cards.service';
import { ChannelSockets } from './channel/channel-sockets';
import { ChannelTickets } from './channel/channel-tickets';
import { channelSocketRoutes, channelTicketRoutes } from './channel/channel.routes';
import { profileNotifier } from './channel/profile-events';
import { familyRoutes } from './family/family.routes';
import { FamilyService } from './family/family.service';
import { loginRoutes } from './login.routes';
import { LoginService } from './login.service';
import { MEMBER_PREFIX, memberBearer } from './member-bearer';
import { memberDirectory } from './member-directory';
import { nationalIdServices } from './national-id/national-id.module';
import { nationalIdRoutes } from './national-id/national-id.routes';
import { PointsCreditWorker } from './points/points-credit-worker';
import { pointsRoutes } from './points/points.routes';
import { PointsService } from './points/points.service';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { loadSkypaySecret } from './skypay-token';
import { TopUpService } from './wallet/top-up.service';
import { walletRoutes } from './wallet/wallet.routes';
import { WalletService } from './wallet/wallet.service';

/**
 * The member service (requirements §7; design §1 `/member`; decision 028): sign-in with the
 * loyalty provider's code, the national digital ID or the app's hand-off (decision 035),
 * sign-out, the member's profile, wallet and points, and the live channel that tells the site
 * when the profile changed (decision 034). It reaches the provider over HTTP
 * only (LOYALTY_ISSUER_URL, by default this server's `/auth`), as it would an outside one.
 */
export const memberModule = defineModule(
  {
    name: 'member',
    prefix: MEMBER_PREFIX,
    description: 'Member service: loyalty sign-in, profile, wallet, family, cards, history (requirements §7)',
  },
  async (app) => {
    const { provider, auth, resource } = memberBearer(app);
    const profiles = new ProfileService(app.db, app.clock);
    const { nationalIds, service } = nationalIdServices(app);
    const login = new LoginService({
      nationalIds,
      service,
      provider,
      auth,
      profiles,
      skypay: { secret: await loadSkypaySecret(app), issuer: resource, clock: app.clock },
      log: app.log,
    });
    // Wallet movements and points tell the live channel once committed (decision 034).
    const notify = profileNotifier(app.profileEvents, app.log);
    const wallet = new WalletService(app.db, app.clock, undefined, notify);
    // Top-ups through VNPay, with the booking module's gateway clients (decision 033).
    let gateways: Promise<PaymentGateways> | undefined;
    const topUps = new TopUpService({
      db: app.db,
      clock: app.clock,
      wallet,
      gateways: () =>
        (gateways ??= loadPaymentGatewaysConfig({ config: app.config, db: app.db, clock: app.clock }).then(
          (config) => createPaymentGateways(config, app.clock),
        )),
      publicUrl: app.config.PUBLIC_URL,
      log: app.log,
    });
    const points = new PointsService({
      db: app.db,
      clock: app.clock,
      rateLimits: app.rateLimits,
      members: memberDirectory(app.db),
      notify,
    });
    const tickets = new ChannelTickets(app.db, app.clock, app.rateLimits);
    const sockets = new ChannelSockets(app.profileEvents, app.log, app.config.CHANNEL_HEARTBEAT_MS);
    // Members' flown segments earn points from ready to close (decision 030), in every process:
    // the ledger credits a segment once.
    const crediting = new PointsCreditWorker(
      points,
      app.clock,
      app.log,
      app.config.POINTS_CREDIT_INTERVAL_MS,
    );
    app.addHook('onReady', () => {
      crediting.start();
      sockets.startHeartbeat();
      return Promise.resolve();
    });
    app.addHook('onClose', () => {
      sockets.stopHeartbeat();
      return crediting.stop();
    });
    await app.register(loginRoutes, { login });
    // The ticket is the channel's credential: the upgrade carries no bearer token.
    await app.register(channelSocketRoutes, { tickets, sockets });
    // Every route below answers the token's own member only.
    await app.register(async (members) => {
      members.addHook('preValidation', auth.requireMember);
      // A member's data is never kept by a browser's or a proxy's cache.
      members.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await members.register(profileRoutes, { auth, profiles });
      await members.register(walletRoutes, { auth, wallet, topUps });
      await members.register(pointsRoutes, { auth, points, clock: app.clock });
      await members.register(channelTicketRoutes, {
        auth,
        tickets,
        channelBase: `${app.config.PUBLIC_URL.replace(/^http/, 'ws')}${MEMBER_PREFIX}`,
      });
      // A member's bookings: histories, cancelling a held one, my/booking and its grant (decision 032).
      const bookings = new MemberBookings({ db: app.db, clock: app.clock });
      await members.register(memberBookingsRoutes, {
        auth,
        bookings,
        attachments: new BookingAttach({
          db: app.db,
          rateLimits: app.rateLimits,
          members: memberDirectory(app.db),
          bookings,
        }),
      });
      // Member extras (decision 031): family, saved cards, the bank link's token, SkyJoy's PIN.
      await members.register(familyRoutes, { auth, family: new FamilyService(app.db, app.clock) });
      await members.register(cardsRoutes, { auth, cards: new CardsService(app.db, app.clock) });
      await members.register(accessRoutes, {
        auth,
        hdbank: { secret: await loadHdbankSecret(app), issuer: resource, clock: app.clock },
        secrets: new MemberSecrets({
          db: app.db,
          clock: app.clock,
          rateLimits: app.rateLimits,
          log: app.log,
        }),
      });
      await members.register(nationalIdRoutes, { auth, nationalIds });
    });
  },
);
