import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { LoginResponse } from '@skybook/contracts/member';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../src/db/create-db';
import { LOOKUP_LIMITS } from '../src/modules/booking/reservations/reservation-lookup';
import { ADMIN_SIGN_IN_PER_CLIENT } from '../src/modules/cms/cms-admin.routes';
import {
  eventually,
  mustOpen,
  ticketFor,
  type OpenChannel,
} from '../src/modules/member/channel/channel.fixture';
import { profileNotifier } from '../src/modules/member/channel/profile-events';
import { profileChannel } from '../src/modules/member/channel/redis-profile-events';
import { WalletService } from '../src/modules/member/wallet/wallet.service';
import { createMerchantTestApp, type MerchantTestApp } from './app-fixture';
import { TEST_ENGINES, type TestDatabase } from './engines';
import { loggedInMember, skyclubMember } from './loyalty-fixture';
import { REDIS_MISSING, startTestRedis, type TestRedis } from './redis-fixture';

/*
 * Two server processes, as behind the balancer (decision 040): two apps on one database and one
 * Redis. Rate limits count across both, a profile change made in one reaches a socket open on the
 * other, and Redis going away mid-test degrades both to their own counters and sockets without an
 * error, until it is back.
 */

const RESERVATIONS = '/booking/api/v1/reservations';
const CMS_SIGN_IN = '/cms/admin/admins/refresh-token';
const wsOf = (origin: string) => origin.replace(/^http/, 'ws');

/** The second process's own connection to the first's database (one in-memory SQLite is shared). */
function secondConnection(database: TestDatabase): TestDatabase {
  if (database.engine === 'sqlite') return database;
  const handle = createDatabase(database.url, { poolSize: 4 });
  return { ...handle, url: database.url, drop: () => handle.destroy() };
}

describe.skipIf(REDIS_MISSING !== undefined).each(TEST_ENGINES)(
  `state shared by two server processes through Redis on $engine${REDIS_MISSING === undefined ? '' : ` (${REDIS_MISSING})`}`,
  (engine) => {
    let redis: TestRedis;
    let observer: Redis;
    let a: MerchantTestApp;
    let b: MerchantTestApp;
    let bDatabase: TestDatabase;
    let alice: LoginResponse;
    let aliceId: string;
    /** The wallet as process A builds it: telling A's profile events. */
    let walletOfA: WalletService;
    const statuses: number[] = [];

    beforeAll(async () => {
      redis = await startTestRedis();
      observer = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
      // It sees Redis stopped mid-test too: its reconnection errors are expected.
      observer.on('error', () => undefined);
      await observer.connect();
      // A generous command timeout: on a loaded test machine a slow answer would look like Redis
      // down and turn a shared count into a per-process one (the 200 ms default is tried in
      // redis-window-counters.test.ts).
      const env = { TRUST_PROXY: 'true', REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '2000' };
      a = await createMerchantTestApp(engine, { seedDays: 1, env });
      bDatabase = secondConnection(a.database);
      // One site: B answers for A's PUBLIC_URL too (the member's tokens name it), listening elsewhere.
      b = await createMerchantTestApp(engine, {
        seedDays: 1,
        env: { ...env, PUBLIC_URL: a.origin },
        database: bDatabase,
      });
      // One time for both processes' windows (and the real one, as the member's tokens need).
      const now = new Date();
      a.clock.set(now);
      b.clock.set(now);
      ({ login: alice } = await loggedInMember(a, skyclubMember({ familyName: 'Le', givenNames: 'Alice' })));
      aliceId = alice.skypay.profile.userId;
      walletOfA = new WalletService(
        a.app.db,
        a.app.clock,
        undefined,
        profileNotifier(a.app.profileEvents, a.app.log),
      );
      await walletOfA.activate(aliceId, '246810');
    }, 120_000);
    afterAll(async () => {
      observer.disconnect();
      await b.close();
      if (bDatabase !== a.database) await bDatabase.drop();
      await a.close();
      await redis.close();
      // No request of the whole file was answered with a server error.
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    });

    const lookup = async (app: MerchantTestApp, client: string) => {
      const response = await app.app.inject({
        url: `${RESERVATIONS}?${new URLSearchParams({ locator: '0000', lastName: 'X', firstName: 'Y' }).toString()}`,
        headers: { 'accept-language': 'en' },
        remoteAddress: client,
      });
      statuses.push(response.statusCode);
      return response.statusCode;
    };
    // A malformed booking code: counted against the client only (not a booking code's limit).
    /** `count` lookups by `client`, alternating between the two processes. */
    const lookupsSplit = async (client: string, count: number) => {
      const answers = [];
      for (let i = 0; i < count; i++) answers.push(await lookup(i % 2 === 0 ? a : b, client));
      return answers;
    };
    const subscribers = async (memberId: string) =>
      Number((await observer.pubsub('NUMSUB', profileChannel(memberId)))[1]);
    const until = async (check: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        if (await check()) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('condition not met in time');
    };
    const openOnB = async (): Promise<OpenChannel> => {
      // The ticket names the site's address; the socket goes to B's.
      const { url } = await ticketFor(b.origin, alice);
      const channel = await mustOpen(url.replace(wsOf(a.origin), wsOf(b.origin)));
      await until(async () => (await subscribers(aliceId)) === 1);
      return channel;
    };

    it('counts a client’s lookups across both processes: 429 at the limit’s next one', async () => {
      const max = LOOKUP_LIMITS.perClient.max;
      expect(await lookupsSplit('10.1.0.1', max)).toEqual(Array<number>(max).fill(404));
      expect(await lookup(b, '10.1.0.1')).toBe(429);
      expect(await lookup(a, '10.1.0.1')).toBe(429);
      // Another client is not touched.
      expect(await lookup(b, '10.1.0.2')).toBe(404);
    });

    it('counts the CMS admin sign-ins across both processes', async () => {
      const attempt = async (app: MerchantTestApp) => {
        const response = await app.app.inject({
          method: 'POST',
          url: CMS_SIGN_IN,
          // An unknown refresh token: a quick 401, and no username's failures at stake.
          payload: { refreshToken: 'x' },
          remoteAddress: '10.1.0.9',
        });
        statuses.push(response.statusCode);
        return response.statusCode;
      };
      const answers = [];
      for (let i = 0; i < ADMIN_SIGN_IN_PER_CLIENT; i++) answers.push(await attempt(i % 2 === 0 ? a : b));
      expect(answers).toEqual(Array<number>(ADMIN_SIGN_IN_PER_CLIENT).fill(401));
      expect(await attempt(b)).toBe(429);
    });

    it('tells a socket open on one process of a change made in the other', async () => {
      const channel = await openOnB();
      await walletOfA.topUp(aliceId, 150_000, 'topup-alice-shared-1');
      expect(await channel.received(1)).toEqual([
        { type: 'profile.changed', reason: 'wallet', at: a.clock.now().toISOString() },
      ]);
      channel.socket.close();
      await channel.closed;
      // B's last listener gone, B leaves the member's channel.
      await until(async () => (await subscribers(aliceId)) === 0);
    });

    /** A scheduled flight's route and day, and its Eco seats left as process `app` answers a search. */
    const ecoSeatsLeft = async (app: MerchantTestApp, flightId: number, query: string) => {
      const response = await app.app.inject({ url: `/booking/api/v1/search-flight?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<SearchFlightResponse>();
      const journey = body.legs[0]?.journeys.find((j) => j.segments[0]?.flightId === flightId);
      return journey?.fares.find((fare) => fare.family === 'Eco')?.seatsLeft;
    };

    it('voids the other process’s cached search answers when one sells (decision 046)', async () => {
      const flight = await a.app.db
        .selectFrom('flight')
        .innerJoin('flight_fare', 'flight_fare.flight_id', 'flight.id')
        .select(['flight.id', 'origin_code', 'destination_code', 'departure_date_local'])
        .where('status', '=', 'Scheduled')
        .where('fare_family_code', '=', 'Eco')
        .whereRef('flight_fare.sold', '<', 'flight_fare.capacity')
        .orderBy('departure_date_local', 'desc')
        .executeTakeFirstOrThrow();
      // The day before the flight, on both processes (the seed's days are behind the real now).
      const now = a.clock.now();
      const dayBefore = new Date(Date.parse(`${flight.departure_date_local}T12:00:00Z`) - 86_400_000);
      a.clock.set(dayBefore);
      b.clock.set(dayBefore);
      onTestFinished(() => {
        a.clock.set(now);
        b.clock.set(now);
      });
      const query = new URLSearchParams({
        departAirport: flight.origin_code,
        arrivalAirport: flight.destination_code,
        departDate: flight.departure_date_local,
      }).toString();
      const before = await ecoSeatsLeft(a, flight.id, query);
      expect(before).toBeGreaterThan(0);
      // Asked again in the same second: A serves its kept answer.
      expect(await ecoSeatsLeft(a, flight.id, query)).toBe(before);
      const generation = a.app.dataChanges.generation();
      expect(generation).toBeDefined();
      // B sells a seat of that flight through its own connection.
      await bDatabase.db
        .updateTable('flight_fare')
        .set((eb) => ({ sold: eb('sold', '+', 1) }))
        .where('flight_id', '=', flight.id)
        .where('fare_family_code', '=', 'Eco')
        .execute();
      // Redis tells A (on SQLite both share one connection, and A saw it itself).
      await until(() => Promise.resolve((a.app.dataChanges.generation() ?? 0) > (generation ?? 0)));
      expect(await ecoSeatsLeft(a, flight.id, query)).toBe((before ?? 0) - 1);
    });

    it('degrades to each process’s own counters and sockets while Redis is away, and resumes when back', async () => {
      const channel = await openOnB();
      await redis.stop();
      // Others' sales would go unheard: no process keeps or serves a kept search answer.
      await until(() =>
        Promise.resolve([a, b].every((app) => app.app.dataChanges.generation() === undefined)),
      );

      // Each process limits on its own: still refused past the limit, never unlimited, never a 5xx.
      const max = LOOKUP_LIMITS.perClient.max;
      for (const app of [a, b]) {
        const answers = [];
        for (let i = 0; i <= max; i++) answers.push(await lookup(app, '10.2.0.1'));
        expect(answers).toEqual([...Array<number>(max).fill(404), 429]);
      }
      // Publishing does not fail: the money moves, and nothing throws.
      const before = await walletOfA.balance(aliceId);
      await walletOfA.topUp(aliceId, 10_000, 'topup-alice-down-1');
      expect(await walletOfA.balance(aliceId)).toBe(before + 10_000);
      await expect(a.app.profileEvents.publish(aliceId, 'wallet')).resolves.toBeUndefined();
      // A change made on B reaches B's own socket even so.
      await b.app.profileEvents.publish(aliceId, 'points');
      expect((await channel.received(1)).map(({ reason }) => reason)).toEqual(['points']);
      // Readiness is about the database: both still take traffic.
      for (const app of [a, b]) {
        const ready = await app.app.inject({ url: '/readyz' });
        statuses.push(ready.statusCode);
        expect(ready.statusCode).toBe(200);
      }

      await redis.start();
      await observer.connect().catch(() => undefined);
      await eventually(
        () =>
          [a, b].every(
            (app) =>
              app.app.redis?.commands.status === 'ready' && app.app.redis.subscriber.status === 'ready',
          ),
        10_000,
      );
      // Listening again, the processes keep search answers again.
      await until(() =>
        Promise.resolve([a, b].every((app) => app.app.dataChanges.generation() !== undefined)),
      );
      // Shared counting resumes without a restart.
      expect(await lookupsSplit('10.2.0.2', max)).toEqual(Array<number>(max).fill(404));
      expect(await lookup(a, '10.2.0.2')).toBe(429);
      // B subscribed again to the member it still has a socket for: A's changes reach it again.
      await until(async () => (await subscribers(aliceId)) === 1);
      await walletOfA.topUp(aliceId, 20_000, 'topup-alice-back-1');
      expect((await channel.received(2)).map(({ reason }) => reason)).toEqual(['points', 'wallet']);
      channel.socket.close();
    });
  },
);
