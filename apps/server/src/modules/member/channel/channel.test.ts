import { createHash } from 'node:crypto';
import type { LoginResponse } from '@skybook/contracts/member';
import { CHANNEL_CLOSE_CODES } from '@skybook/contracts/member-channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantTestApp, type MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { loggedInMember, skyclubMember } from '../../../../test/loyalty-fixture';
import { redactUrl } from '../../../plugins/logging';
import { SOCKET_CLOSE_GRACE_MS } from '../../../plugins/websocket';
import { arrivalOf, paidBooking } from '../points/points.fixture';
import { WalletService } from '../wallet/wallet.service';
import { askTicket, isOpen, mustOpen, openChannel, silentClient, ticketFor } from './channel.fixture';
import { CHANNEL_TICKET_TTL_SECONDS } from './channel-tickets';
import { profileNotifier } from './profile-events';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_ENGINES)('the live profile channel on $engine', (engine) => {
  let test: MerchantTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let wallet: WalletService;
  const memberIdOf = (login: LoginResponse) => login.skypay.profile.userId;

  beforeAll(async () => {
    // As createLoyaltyTestApp, with a second day of flights for a booking to earn points, and the
    // app's own crediting worker running often.
    test = await createMerchantTestApp(engine, {
      seedDays: 2,
      env: { TRUST_PROXY: 'true', POINTS_CREDIT_INTERVAL_MS: '100' },
    });
    test.clock.set(new Date());
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    // The wallet as the app builds it: telling the app's profile events.
    wallet = new WalletService(
      test.app.db,
      test.app.clock,
      undefined,
      profileNotifier(test.app.profileEvents, test.app.log),
    );
  }, 120_000);
  let closed = false;
  afterAll(async () => {
    if (closed) await test.database.drop();
    else await test.close();
  });

  it('sells a single-use ticket to a signed-in member only, and keeps only its hash', async () => {
    const ticket = await ticketFor(test.origin, alice);
    expect(ticket.expiresIn).toBe(CHANNEL_TICKET_TTL_SECONDS);
    expect(ticket.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wsOrigin = test.origin.replace('http', 'ws');
    expect(ticket.url).toBe(`${wsOrigin}/member/api/v1/channel?ticket=${ticket.ticket}`);
    const stored = await test.app.db
      .selectFrom('member_channel_ticket')
      .select(['ticket_hash', 'member_id'])
      .execute();
    expect(stored).toContainEqual({
      ticket_hash: createHash('sha256').update(ticket.ticket).digest('hex'),
      member_id: memberIdOf(alice),
    });
    expect(JSON.stringify(stored)).not.toContain(ticket.ticket);

    const anonymous = await fetch(`${test.origin}/member/api/v1/users/skyclub/channel-tickets`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { errorCode: string }).errorCode).toBe('LOGIN_REQUIRED');
    expect((await askTicket(test.origin, alice, 'skyjoy')).status).toBe(404);
    expect(redactUrl(`/member/api/v1/channel?ticket=${ticket.ticket}`)).not.toContain(ticket.ticket);
  });

  it('tells a member of a wallet top-up, and never another member', async () => {
    await wallet.activate(memberIdOf(alice), '246810');
    await wallet.activate(memberIdOf(bob), '135790');
    const alices = await mustOpen((await ticketFor(test.origin, alice)).url);
    const bobs = await mustOpen((await ticketFor(test.origin, bob)).url);

    await wallet.topUp(memberIdOf(alice), 150_000, 'topup-alice-1');
    expect(await alices.received(1)).toEqual([
      { type: 'profile.changed', reason: 'wallet', at: test.clock.now().toISOString() },
    ]);
    // The same top-up again moves no money and tells nobody.
    expect((await wallet.topUp(memberIdOf(alice), 150_000, 'topup-alice-1')).replayed).toBe(true);
    await wallet.promotion(memberIdOf(bob), 10_000, 'welcome-bob');
    expect(await bobs.received(1)).toEqual([expect.objectContaining({ reason: 'wallet' })]);
    // Alice's socket saw her one movement only: not the replay, not Bob's promotion.
    await wallet.pay(memberIdOf(alice), 20_000, 'AB12CD:wallet-payment', '246810');
    expect(await alices.received(2)).toHaveLength(2);
    expect(alices.messages.map(({ reason }) => reason)).toEqual(['wallet', 'wallet']);
    expect(bobs.messages).toHaveLength(1);
    alices.socket.close();
    bobs.socket.close();
  });

  it('never lets a failing publisher fail the money movement', async () => {
    const failing = new WalletService(
      test.app.db,
      test.app.clock,
      undefined,
      profileNotifier(
        {
          publish: () => {
            throw new Error('publisher down');
          },
        },
        test.app.log,
      ),
    );
    const rejecting = new WalletService(
      test.app.db,
      test.app.clock,
      undefined,
      profileNotifier({ publish: () => Promise.reject(new Error('publisher away')) }, test.app.log),
    );
    const before = await wallet.balance(memberIdOf(bob));
    expect((await failing.topUp(memberIdOf(bob), 1_000, 'topup-bob-failing')).replayed).toBe(false);
    expect((await rejecting.topUp(memberIdOf(bob), 2_000, 'topup-bob-rejecting')).replayed).toBe(false);
    expect(await wallet.balance(memberIdOf(bob))).toBe(before + 3_000);
  });

  it('tells a member when the crediting worker credits their flown segments', async () => {
    const now = test.clock.now();
    const channel = await mustOpen((await ticketFor(test.origin, alice)).url);
    // A Paid booking whose passenger carries Alice's code (paidBooking books at TEST_NOW).
    const reservation = await paidBooking(test, { n: 0, loyaltyNumber: alice.user.memberCode });
    test.clock.set(new Date(arrivalOf(reservation).getTime() + DAY));
    expect(await channel.received(1)).toEqual([expect.objectContaining({ reason: 'points' })]);
    const balance = await test.app.db
      .selectFrom('points_account')
      .select('balance')
      .where('member_id', '=', memberIdOf(alice))
      .executeTakeFirst();
    expect(balance?.balance).toBeGreaterThan(0);
    channel.socket.close();
    test.clock.set(now);
  });

  it('refuses a ticket used once already, an expired one and an unknown one, with 401', async () => {
    const { url } = await ticketFor(test.origin, alice);
    const first = await mustOpen(url);
    expect(await openChannel(url)).toEqual({ status: 401, errorCode: 'CHANNEL_TICKET_INVALID' });
    first.socket.close();

    const late = await ticketFor(test.origin, alice);
    test.clock.advance(CHANNEL_TICKET_TTL_SECONDS * 1000);
    expect(await openChannel(late.url)).toEqual({ status: 401, errorCode: 'CHANNEL_TICKET_INVALID' });

    const forged = `${test.origin.replace('http', 'ws')}/member/api/v1/channel?ticket=${'A'.repeat(43)}`;
    expect(await openChannel(forged)).toEqual({ status: 401, errorCode: 'CHANNEL_TICKET_INVALID' });
    const missing = await openChannel(`${test.origin.replace('http', 'ws')}/member/api/v1/channel`);
    expect(isOpen(missing) ? 101 : missing.status).toBe(400);
  });

  it('answers a plain GET with 426 and leaves its ticket unused', async () => {
    const { url } = await ticketFor(test.origin, bob);
    const plain = await fetch(url.replace('ws', 'http'));
    expect(plain.status).toBe(426);
    expect(plain.headers.get('upgrade')).toBe('websocket');
    expect(((await plain.json()) as { errorCode: string }).errorCode).toBe('CHANNEL_UPGRADE_REQUIRED');
    const channel = await mustOpen(url);
    channel.socket.close();
  });

  it('describes both calls in /openapi.json', async () => {
    const spec = (await (await fetch(`${test.origin}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.paths['/member/api/v1/users/{provider}/channel-tickets']).toHaveProperty('post');
    expect(spec.paths['/member/api/v1/channel']).toHaveProperty('get');
  });

  it('lets the site’s pages open their own websocket under the CSP (connect-src self)', async () => {
    const csp = (await fetch(`${test.origin}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((directive) => directive.trim())).toContain("connect-src 'self'");
  });

  // Last: it closes the app.
  it('closes open sockets when the server closes, promptly even for a client that never answers', async () => {
    const polite = await mustOpen((await ticketFor(test.origin, alice)).url);
    const frozen = await silentClient((await ticketFor(test.origin, bob)).url);
    const frozenGone = new Promise<void>((resolve) => {
      frozen.once('close', () => {
        resolve();
      });
    });
    const started = Date.now();
    closed = true;
    await test.app.close();
    const elapsed = Date.now() - started;
    expect(await polite.closed).toBe(CHANNEL_CLOSE_CODES.GOING_AWAY);
    await frozenGone;
    // The frozen client is cut after the grace: far inside design §5's 10 s and ws's own 30 s.
    expect(elapsed).toBeLessThan(SOCKET_CLOSE_GRACE_MS + 3000);
  });
});
