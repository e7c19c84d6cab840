import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../../test/manage-fetch';
import { fetchBody, fetchUrl } from '../../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../../test/render-app';
import { ACTIVE_WALLET, API, POINTS, PROFILE, storeLogin } from '../profile.fixture';
import { TOP_UP_POLL_MS, TOP_UP_POLLS } from './top-up-api';

const TOP_UPS = `POST ${API}/wallet/top-ups`;
const TOP_UP_ID = '0123456789abcdef0123456789abcdef';
const TOP_UP = `GET ${API}/wallet/top-ups/${TOP_UP_ID}`;
const VNPAY_PAGE = 'http://localhost/sandbox/vnpay/paymentv2/vpcpay.html?vnp_TxnRef=x';

function topUpAnswer(status: 'PENDING' | 'CREDITED' | 'FAILED', method: 'VNPAYQR' | 'NP' = 'VNPAYQR') {
  return {
    topUp: {
      id: TOP_UP_ID,
      amount: 1_000_000,
      currency: 'VND',
      method,
      status,
      createdAt: '2026-11-30T01:00:00Z',
    },
    redirectUrl: null,
  };
}

/** The account page's own calls, with the wallet the test gives. */
function accountRoutes(wallet: () => unknown = () => ACTIVE_WALLET) {
  return {
    [`GET ${API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${API}/wallet`]: () => json(wallet()),
    [`GET ${API}/score-histories`]: () => json(POINTS),
  };
}

describe('topping up the wallet', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    storeLogin();
    assign = vi.fn();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the amount, fills it from a quick amount, and sends the member to VNPay’s page', async () => {
    const fetchMock = stubManageFetch({
      ...accountRoutes(),
      [TOP_UPS]: () => json({ ...topUpAnswer('PENDING', 'NP'), redirectUrl: VNPAY_PAGE }),
    });
    vi.stubGlobal('location', { origin: 'http://localhost', assign });
    const { user } = await renderApp('/en/profile/account');
    const form = await screen.findByRole('form', { name: 'Top up' });
    const amount = within(form).getByLabelText(/^Amount \(VND\)/);
    expect(amount).toHaveAccessibleDescription('From ₫1 to ₫100,000,000');

    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    await waitFor(() => {
      expect(amount).toHaveFocus();
    });
    expect(amount).toHaveAccessibleDescription(
      'From ₫1 to ₫100,000,000 Enter an amount from ₫1 to ₫100,000,000',
    );
    await user.type(amount, '2000000000');
    expect(amount).toHaveValue('200000000');
    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, TOP_UPS)).toHaveLength(0);

    const quick = within(form).getByRole('group', { name: 'Quick amounts' });
    await user.click(within(quick).getByRole('button', { name: '₫1,000,000' }));
    expect(amount).toHaveValue('1000000');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    expect(within(quick).getByRole('button', { name: '₫1,000,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('radio', { name: 'VNPay QR' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Napas card or e-banking' }));
    await user.click(within(form).getByRole('button', { name: 'Top up' }));

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(VNPAY_PAGE);
    });
    const [call] = callsTo(fetchMock, TOP_UPS);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({ amount: 1_000_000, method: 'NP', languageId: 'en' });
    expect(headerOf(call?.[1], 'authorization')).toBe('Bearer access-1');
    expect(callsTo(fetchMock, TOP_UPS)).toHaveLength(1);
  });

  it('words the server’s refused amount with the bounds it names', async () => {
    stubManageFetch({
      ...accountRoutes(),
      [TOP_UPS]: () =>
        failure(400, 'WALLET_AMOUNT_INVALID', 'The amount is not valid.', {
          details: { reason: 'aboveLimit', maxAmount: 50_000_000 },
        }),
    });
    vi.stubGlobal('location', { origin: 'http://localhost', assign });
    const { user } = await renderApp('/en/profile/account');
    const form = await screen.findByRole('form', { name: 'Top up' });
    const amount = within(form).getByLabelText(/^Amount \(VND\)/);
    await user.type(amount, '60000000');
    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription(
        'From ₫1 to ₫100,000,000 Enter an amount from ₫1 to ₫50,000,000',
      );
    });
    expect(amount).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the wallet is not active in the server’s words', async () => {
    stubManageFetch({
      ...accountRoutes(),
      [TOP_UPS]: () => failure(409, 'WALLET_NOT_ACTIVE', 'Your wallet is not activated yet.'),
    });
    vi.stubGlobal('location', { origin: 'http://localhost', assign });
    const { user } = await renderApp('/en/profile/account');
    const form = await screen.findByRole('form', { name: 'Top up' });
    await user.type(within(form).getByLabelText(/^Amount \(VND\)/), '500000');
    await user.click(within(form).getByRole('button', { name: 'Top up' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your wallet is not activated yet.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from VNPay, asks until the top-up is credited, then shows it and the new balance', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    let credited = false;
    const fetchMock = stubManageFetch({
      ...accountRoutes(() =>
        credited ? { wallet: { ...ACTIVE_WALLET.wallet, balance: 2_500_000 } } : ACTIVE_WALLET,
      ),
      [TOP_UP]: () => json(topUpAnswer(credited ? 'CREDITED' : 'PENDING')),
    });
    const { router } = await renderApp(`/en/profile/account?topUpId=${TOP_UP_ID}`);
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    const status = within(wallet).getByRole('status');
    await waitFor(() => {
      expect(status).toHaveTextContent(
        "Your top-up of ₫1,000,000 is waiting for VNPay. We'll update your balance when VNPay confirms.",
      );
    });
    const profileCalls = callsTo(fetchMock, `GET ${API}/profile`).length;
    credited = true;
    await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS);
    await waitFor(() => {
      expect(status).toHaveTextContent('₫1,000,000 was added to your wallet.');
    });
    expect(await within(wallet).findByText('₫2,500,000')).toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(fetchMock, `GET ${API}/profile`).length).toBe(profileCalls + 1);
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/profile/account');
    });
    expect(status).toHaveTextContent('₫1,000,000 was added to your wallet.');
    expect(callsTo(fetchMock, TOP_UP)).toHaveLength(2);
  });

  it('back from VNPay, says a failed top-up left the balance as it was', async () => {
    const fetchMock = stubManageFetch({
      ...accountRoutes(),
      [TOP_UP]: () => json(topUpAnswer('FAILED')),
    });
    // VNPay adds its own signed parameters to the return address.
    const { router } = await renderApp(
      `/en/profile/account?topUpId=${TOP_UP_ID}&vnp_ResponseCode=24&vnp_TxnRef=${TOP_UP_ID}&vnp_SecureHash=ab12`,
    );
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    await waitFor(() => {
      expect(within(wallet).getByRole('status')).toHaveTextContent(
        'Your top-up of ₫1,000,000 did not go through. Your balance is unchanged.',
      );
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/profile/account');
    });
    expect(callsTo(fetchMock, TOP_UP)).toHaveLength(1);
  });

  it('back from VNPay, asks a bounded number of times while VNPay has not confirmed, and says it will', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const fetchMock = stubManageFetch({
      ...accountRoutes(),
      [TOP_UP]: () => json(topUpAnswer('PENDING')),
    });
    const { router } = await renderApp(`/en/profile/account?topUpId=${TOP_UP_ID}`);
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    await waitFor(() => {
      expect(callsTo(fetchMock, TOP_UP)).toHaveLength(1);
    });
    for (let poll = 1; poll < TOP_UP_POLLS + 3; poll++) await vi.advanceTimersByTimeAsync(TOP_UP_POLL_MS);
    expect(callsTo(fetchMock, TOP_UP)).toHaveLength(TOP_UP_POLLS);
    expect(within(wallet).getByRole('status')).toHaveTextContent(
      "Your top-up of ₫1,000,000 is waiting for VNPay. We'll update your balance when VNPay confirms.",
    );
    // Still unsettled: a reload asks again.
    expect(currentUrl(router)).toBe(`/en/profile/account?topUpId=${TOP_UP_ID}`);
  });

  it('ignores a topUpId that is not one, asking the server nothing', async () => {
    const fetchMock = stubManageFetch(accountRoutes());
    await renderApp('/en/profile/account?topUpId=..%2F..%2Fwallet');
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    await within(wallet).findByRole('form', { name: 'Top up' });
    expect(within(wallet).queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => fetchUrl(input).includes('/wallet/top-ups'))).toBe(false);
  });
});
