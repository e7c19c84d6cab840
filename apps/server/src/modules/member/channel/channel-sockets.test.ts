import type { LoginResponse } from '@skybook/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { createLoyaltyTestApp, loggedInMember, skyjoyMember } from '../../../../test/loyalty-fixture';
import { eventually, mustOpen, openChannel, ticketFor } from './channel.fixture';
import { MAX_SOCKETS_PER_MEMBER } from './channel-sockets';
import { InProcessProfileEvents } from './profile-events';

const HEARTBEAT_MS = 150;

describe.each(TEST_ENGINES)('the live channel’s sockets on $engine', (engine) => {
  let test: MerchantTestApp;
  let joy: LoginResponse;
  const listeningMembers = () =>
    test.app.profileEvents instanceof InProcessProfileEvents ? test.app.profileEvents.memberCount : -1;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine, { CHANNEL_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    joy = (await loggedInMember(test, skyjoyMember())).login;
  }, 120_000);
  afterAll(() => test.close());

  it(`keeps at most ${String(MAX_SOCKETS_PER_MEMBER)} sockets a member, and forgets a closed one`, async () => {
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++)
      open.push(await mustOpen((await ticketFor(test.origin, joy)).url));
    const refused = await openChannel((await ticketFor(test.origin, joy)).url);
    expect(refused).toEqual({ status: 429, errorCode: 'CHANNEL_SOCKETS_EXCEEDED' });

    const leaving = open.pop();
    leaving?.socket.close();
    await leaving?.closed;
    // The server forgets the socket as its side closes: a new one is let in from then on.
    let again;
    for (let attempt = 0; attempt < 50 && again === undefined; attempt++) {
      const channel = await openChannel((await ticketFor(test.origin, joy)).url);
      if ('socket' in channel) again = channel;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (again === undefined) throw new Error('no room after a socket closed');
    open.push(again);
    for (const channel of open) channel.socket.close();
    await Promise.all(open.map((channel) => channel.closed));
    await eventually(() => listeningMembers() === 0);
  });

  it('cuts a socket that stops answering pings, and keeps one that answers', async () => {
    const answering = await mustOpen((await ticketFor(test.origin, joy)).url);
    const silent = await mustOpen((await ticketFor(test.origin, joy)).url, { autoPong: false });
    // Cut by the second heartbeat after its ping went unanswered: closed without a close frame.
    expect(await silent.closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    answering.socket.close();
    await answering.closed;
    await eventually(() => listeningMembers() === 0);
  });
});
