import type { LoginResponse } from '@skybook/contracts/member';
import type { SavedCardsResponse } from '@skybook/contracts/member-extras';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantTestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  createLoyaltyTestApp,
  loggedInMember,
  memberCall,
  skyclubMember,
  skyjoyMember,
} from '../../../../test/loyalty-fixture';
import { CardsService, type TokenisedCard } from './cards.service';

const VISA: TokenisedCard = {
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2099,
  holderName: 'LE ALICE',
  gateway: 'card',
  gatewayToken: 'tok_visa_alice',
};

describe.each(TEST_ENGINES)('a member’s saved cards on $engine', (engine) => {
  let test: MerchantTestApp;
  let cards: CardsService;
  let alice: LoginResponse;
  let bob: LoginResponse;
  let joy: LoginResponse;

  const call = (login: LoginResponse, method: string, path: string, body?: unknown) =>
    memberCall(test.origin, login, method, path, body);
  const cardsOf = async (login: LoginResponse, provider = 'skyclub') =>
    (await (await call(login, 'GET', `${provider}/cards`)).json()) as SavedCardsResponse;
  const idOf = (login: LoginResponse) => login.user.id;

  beforeAll(async () => {
    test = await createLoyaltyTestApp(engine);
    cards = new CardsService(test.app.db, test.app.clock);
    alice = (await loggedInMember(test, skyclubMember({ familyName: 'Le', givenNames: 'Alice' }))).login;
    bob = (await loggedInMember(test, skyclubMember({ familyName: 'Pham', givenNames: 'Bob' }))).login;
    joy = (await loggedInMember(test, skyjoyMember())).login;
  }, 120_000);
  afterAll(() => test.close());

  it('keeps the acquirer’s token once per card and lists brand, last four and expiry, never the token', async () => {
    expect(await cardsOf(alice)).toEqual({ cards: [] });
    const saved = await cards.save(idOf(alice), VISA);
    expect(saved).toMatchObject({
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2099,
      expired: false,
    });
    // The same token again is the same card.
    expect(await cards.save(idOf(alice), { ...VISA, holderName: 'OTHER' })).toEqual(saved);
    // Nobody takes over a token saved for someone else.
    expect(await cards.save(idOf(bob), VISA)).toBeNull();
    test.clock.advance(1000);
    await cards.save(idOf(alice), {
      ...VISA,
      brand: 'MasterCard',
      last4: '4444',
      expiryMonth: 1,
      expiryYear: 2020,
      gatewayToken: 'tok_mc_alice',
    });

    const listed = await call(alice, 'GET', 'skyclub/cards');
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const text = await listed.text();
    expect(text).not.toContain('tok_');
    const { cards: list } = JSON.parse(text) as SavedCardsResponse;
    expect(list.map(({ brand, last4, expired }) => ({ brand, last4, expired }))).toEqual([
      { brand: 'MasterCard', last4: '4444', expired: true },
      { brand: 'Visa', last4: '1111', expired: false },
    ]);
    expect(await cardsOf(bob)).toEqual({ cards: [] });
    await expect(
      cards.save(idOf(alice), { ...VISA, last4: '41111111', gatewayToken: 'tok_x' }),
    ).rejects.toThrow();
  });

  it('removes the member’s own card only: another member’s answers as an unknown one and stays', async () => {
    const bobs = await cards.save(idOf(bob), { ...VISA, holderName: 'PHAM BOB', gatewayToken: 'tok_bob' });
    const removeAs = (login: LoginResponse, cardId: string) =>
      call(login, 'POST', 'skypay/remove-card', { cardId });
    const theirs = await removeAs(alice, bobs?.id ?? '');
    const unknown = await removeAs(alice, 'f'.repeat(32));
    const theirsBody = (await theirs.json()) as Record<string, unknown>;
    const unknownBody = (await unknown.json()) as Record<string, unknown>;
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(theirsBody.errorCode).toBe('CARD_NOT_FOUND');
    expect({ ...theirsBody, requestId: null }).toEqual({ ...unknownBody, requestId: null });
    expect((await cardsOf(bob)).cards.map(({ id }) => id)).toEqual([bobs?.id]);

    const [aliceCard] = (await cardsOf(alice)).cards;
    const removed = await removeAs(alice, aliceCard?.id ?? '');
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as SavedCardsResponse).cards).toHaveLength(1);
    expect((await removeAs(alice, aliceCard?.id ?? '')).status).toBe(404);
    expect((await call(alice, 'POST', 'skypay/remove-card', {})).status).toBe(400);
  });

  it('answers each scheme on its own path, and SkyJoy members remove cards on the same payment path', async () => {
    expect((await call(joy, 'GET', 'skyclub/cards')).status).toBe(404);
    const saved = await cards.save(idOf(joy), { ...VISA, gatewayToken: 'tok_joy' });
    expect((await cardsOf(joy, 'skyjoy')).cards).toHaveLength(1);
    expect((await call(joy, 'POST', 'skypay/remove-card', { cardId: saved?.id })).status).toBe(200);
    expect(await cardsOf(joy, 'skyjoy')).toEqual({ cards: [] });
  });
});
