import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody, fetchUrl } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { API, INACTIVE_WALLET, POINTS, PROFILE, storeLogin, transactions } from './profile.fixture';

const HISTORY = `GET ${API}/transaction-history`;
const CLAIMS = `POST ${API}/score-histories/claims`;

function common() {
  return {
    [`GET ${API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${API}/wallet`]: () => json(INACTIVE_WALLET),
    [`GET ${API}/score-histories`]: () => json(POINTS),
  };
}

/** The type and page each transaction-history call asked for. */
function historyQueries(fetchMock: ReturnType<typeof stubManageFetch>) {
  return callsTo(fetchMock, HISTORY).map(([input]) => {
    const query = new URL(fetchUrl(input), 'http://localhost').searchParams;
    return `${query.get('type') ?? 'all'}:${query.get('page') ?? ''}`;
  });
}

describe('the wallet transactions page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeLogin();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for each tab’s type from page 1, and for the next page', async () => {
    const fetchMock = stubManageFetch({
      ...common(),
      [HISTORY]: (_init, url) => json(transactions(Number(url.searchParams.get('page')), 3)),
    });
    const { user } = await renderApp('/en/profile/transaction-history');
    expect(await screen.findByText('T-1')).toBeInTheDocument();
    expect(screen.getByText('+₫500,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('T-2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Top-ups' }));
    await waitFor(() => {
      expect(historyQueries(fetchMock)).toEqual(['all:1', 'all:2', 'top-up:1']);
    });
    expect(screen.getByRole('button', { name: 'Top-ups' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Promotions' }));
    await waitFor(() => {
      expect(historyQueries(fetchMock)).toContain('promotion:1');
    });
  });
});

describe('the points history page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeLogin();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the card rank, the balance and the history, and credits a retro-claim', async () => {
    const fetchMock = stubManageFetch({
      ...common(),
      [CLAIMS]: () =>
        json({
          claim: {
            locator: 'XYZ789',
            passengerKey: 'p-1',
            credited: [{ flightId: 7, label: 'SB202', points: 200 }],
            points: 200,
            balance: 1450,
          },
        }),
    });
    const { user } = await renderApp('/en/profile/history-travel');
    expect(await screen.findByText(/Card rank: Silver \(2,300 qualifying points/)).toBeInTheDocument();
    expect(screen.getByText('ABC123 · SB101')).toBeInTheDocument();
    expect(screen.getByText('Flight flown')).toBeInTheDocument();

    const locator = screen.getByRole('textbox', { name: /^Booking code/ });
    await user.click(screen.getByRole('button', { name: 'Claim points' }));
    await waitFor(() => {
      expect(locator).toHaveFocus();
    });
    expect(locator).toHaveAccessibleDescription('A booking code has 5 to 8 letters or digits');
    expect(callsTo(fetchMock, CLAIMS)).toHaveLength(0);

    await user.type(locator, 'xyz789');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'nguyen');
    await user.type(screen.getByRole('textbox', { name: /^Middle and given names/ }), 'van an');
    await user.click(screen.getByRole('button', { name: 'Claim points' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200 points were credited to your account.');
    expect(JSON.parse(fetchBody(callsTo(fetchMock, CLAIMS)[0]?.[1]))).toEqual({
      reservationLocator: 'XYZ789',
      familyName: 'NGUYEN',
      givenName: 'VAN AN',
    });
  });

  it('shows the server’s reason when the booking is not found', async () => {
    stubManageFetch({
      ...common(),
      [CLAIMS]: () =>
        failure(404, 'POINTS_CLAIM_NOT_FOUND', 'No flight of yours matches this booking code and name.'),
    });
    const { user } = await renderApp('/en/profile/history-travel');
    await user.type(await screen.findByRole('textbox', { name: /^Booking code/ }), 'ABC999');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'NGUYEN');
    await user.type(screen.getByRole('textbox', { name: /^Middle and given names/ }), 'VAN AN');
    await user.click(screen.getByRole('button', { name: 'Claim points' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No flight of yours matches this booking code and name.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
