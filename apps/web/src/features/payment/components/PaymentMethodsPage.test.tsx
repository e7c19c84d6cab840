import type { CreatePaymentBody } from '@skybook/contracts/payment';
import { screen, waitFor, within } from '@testing-library/react';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingCreation } from '../../../stores/booking-creation';
import { useBookingSession } from '../../../stores/booking-session';
import { usePassengerDetails } from '../../../stores/passenger-details';
import { usePaymentForm } from '../../../stores/payment-form';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import {
  fetchBody,
  fetchUrl,
  paymentFixture,
  paymentMethodsFixture,
  reservationFixture,
} from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { saveLogin } from '../../../lib/member-session';
import { loginAnswer } from '../../../test/member.fixture';
import { forgetCardKey } from '../encrypt-card';
import { leavePage } from '../leave-page';

vi.mock('../leave-page', () => ({ leavePage: vi.fn() }));

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

const CHALLENGE_URL = '/sandbox/card/challenge/abc';

describe('the payment methods page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let privateKey: CryptoKey;
  let jwks: unknown;
  let payAnswer: () => Promise<Response>;

  const calls = (path: string, method = 'GET') =>
    fetchMock.mock.calls.filter(
      ([input, init]) => fetchUrl(input).startsWith(path) && (init?.method ?? 'GET') === method,
    );

  beforeAll(async () => {
    const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    privateKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' }] };
  });

  beforeEach(() => {
    const session = bookingSessionFixture();
    useBookingSession.getState().openSession(session);
    useBookingCreation.getState().begin(TEST_SESSION_ID);
    const reservation = reservationFixture();
    useBookingCreation.getState().succeed({
      key: reservation.key,
      locator: reservation.locator,
      status: reservation.status,
      holdExpiresAt: reservation.holdExpiresAt,
      currency: reservation.currency,
      minorUnitExponent: reservation.minorUnitExponent,
      totalAmount: reservation.totalAmount,
      remaining: reservation.remaining,
    });
    usePaymentForm.getState().reset();
    usePassengerDetails.getState().clear();
    forgetCardKey();
    localStorage.clear();
    vi.mocked(leavePage).mockReset();
    payAnswer = () =>
      json({
        payment: paymentFixture({ status: 'PENDING', outcome: 'pending' }),
        redirectUrl: CHALLENGE_URL,
        otp: null,
      });
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url === '/booking/api/v1/session-booking')
        return json(session, 200, { 'x-session-expiry': String(session.expiry) });
      if (url.startsWith('/booking/api/v1/payment/methods-by-bookingKey'))
        return json(paymentMethodsFixture());
      if (url === '/sandbox/card/jwks') return json(jwks);
      if (url === '/booking/api/v1/payment' && init?.method === 'POST') return payAnswer();
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the methods by group with each fee, and the total includes the chosen method’s fee', async () => {
    const { user } = await renderApp('/en/payment-methods');
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getByRole('heading', { name: 'Pay now' })).toBeInTheDocument();
    expect(within(methods).getByRole('heading', { name: 'Pay later' })).toBeInTheDocument();
    expect(within(methods).getByRole('heading', { name: 'Bank account' })).toBeInTheDocument();
    expect(calls('/booking/api/v1/payment/methods-by-bookingKey')[0]?.[0]).toBe(
      '/booking/api/v1/payment/methods-by-bookingKey?reservationKey=ABC234&languageId=en',
    );
    const visa = within(methods).getByRole('radio', { name: /^Visa/ });
    expect(visa.closest('label')).toHaveTextContent(/Fee\s+₫30,000/);
    expect(
      within(methods)
        .getByRole('radio', { name: /^VNPay QR/ })
        .closest('label'),
    ).toHaveTextContent('No fee');
    const instalment = within(methods).getByRole('radio', { name: /^HDBank instalments/ });
    expect(instalment).toBeDisabled();
    expect(instalment.closest('label')).toHaveTextContent('below this method');

    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('ABC234')).toBeInTheDocument();
    expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₫1,500,000');
    await user.click(visa);
    expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₫1,530,000');
    expect(screen.getByRole('button', { name: 'Pay ₫1,530,000' })).toBeInTheDocument();
    expect(usePaymentForm.getState().methodSelect).toBe('VI');
  });

  it('recognises the card brand as it is typed and says what is wrong on Pay', async () => {
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Visa/ }));
    const number = screen.getByRole('textbox', { name: 'Card number (required)' });
    await user.type(number, '41111111');
    expect(number).toHaveValue('4111 1111');
    expect(screen.getByText('Card recognised: Visa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('This card number has the wrong number of digits.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name on card (required)' })).toHaveAccessibleDescription(
      'As printed on the card, without accents This field is required.',
    );
    expect(screen.getByText('Please accept the payment terms to continue.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '4111111111111112');
    await user.tab();
    expect(await screen.findByText('This card number is not valid. Please check it.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '5555555555554444');
    await user.tab();
    expect(await screen.findByText('This payment method takes Visa cards only.')).toBeInTheDocument();
    expect(calls('/booking/api/v1/payment', 'POST')).toHaveLength(0);
  });

  it('wants four CVV digits for American Express and refuses a past expiry', async () => {
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^American Express/ }));
    await user.type(screen.getByRole('textbox', { name: 'Card number (required)' }), '378282246310005');
    expect(screen.getByText('Card recognised: American Express')).toBeInTheDocument();
    expect(screen.getByText('4 digits on the card')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Security code \(CVV\)/), '123');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (required)' }), '0120');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Expiry date (required)' })).toHaveValue('01/20');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('The security code is 4 digits.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
  });

  it('pays once with the card encrypted for the acquirer, then goes to its 3-D Secure page', async () => {
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Visa/ }));
    await user.type(screen.getByRole('textbox', { name: 'Card number (required)' }), '4000000000003220');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (required)' }), '1230');
    await user.type(screen.getByLabelText(/^Security code \(CVV\)/), '737');
    await user.type(screen.getByRole('textbox', { name: 'Name on card (required)' }), 'nguyen van an');
    await user.type(screen.getByRole('textbox', { name: 'Address (required)' }), '12 Ly Thuong Kiet');
    await user.type(screen.getByRole('textbox', { name: 'City (required)' }), 'Hanoi');
    await user.type(screen.getByRole('textbox', { name: 'State / province (required)' }), 'Hoan Kiem');
    await user.type(screen.getByRole('textbox', { name: 'Postal code (required)' }), '100000');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '0912345678');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree to the payment terms/ }));
    const pay = screen.getByRole('button', { name: 'Pay ₫1,530,000' });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => {
      expect(leavePage).toHaveBeenCalledWith(CHALLENGE_URL);
    });
    const posts = calls('/booking/api/v1/payment', 'POST');
    expect(posts).toHaveLength(1);
    const init = posts[0]?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[\x21-\x7e]{8,255}$/);
    const raw = fetchBody(init);
    expect(raw).not.toContain('4000000000003220');
    const body = JSON.parse(raw) as CreatePaymentBody;
    // The security code travels only inside the token; the token's random ciphertext may hold
    // any three digits by chance, so the check is on everything around it.
    expect(JSON.stringify({ ...body, card: { ...body.card, token: undefined } })).not.toMatch(/737|3220/);
    expect(body).toMatchObject({
      reservationLocator: 'ABC234',
      identifier: 'VI',
      amount: { currency: 'VND', totalAmount: 1_530_000 },
      acceptedTerms: true,
      card: {
        brand: 'VI',
        billing: {
          address: '12 Ly Thuong Kiet',
          city: 'Hanoi',
          province: 'Hoan Kiem',
          country: 'VN',
          postalCode: '100000',
          phone: '0912345678',
        },
      },
    });
    const { plaintext } = await compactDecrypt(body.card?.token ?? '', privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({
      number: '4000000000003220',
      expiry: '12/30',
      cvv: '737',
      holderName: 'NGUYEN VAN AN',
    });
    // Nothing of the card reaches browser storage (design §5).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const stored = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .join('\n');
    expect(stored).toContain('12 Ly Thuong Kiet');
    expect(stored).not.toMatch(/4000000000003220|3220|737|12\/30|NGUYEN VAN AN/);
  });

  it('goes straight to the confirmation when the payment settles at once (a voucher)', async () => {
    payAnswer = () =>
      json({ payment: paymentFixture({ identifier: 'Voucher', card: null }), redirectUrl: null, otp: null });
    const { user, router } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Voucher/ }));
    await user.type(screen.getByRole('textbox', { name: 'Serial number (required)' }), 'vj 2026 0001');
    await user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await user.type(screen.getByLabelText(/^PIN/), '1234');
    await user.click(screen.getByRole('checkbox', { name: /payment terms/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₫1,500,000' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    });
    const body = JSON.parse(fetchBody(calls('/booking/api/v1/payment', 'POST')[0]?.[1])) as CreatePaymentBody;
    expect(body.voucher).toEqual({ serial: 'VJ20260001', password: 'secret-1', pin: '1234' });
    expect(body.card).toBeUndefined();
  });

  it("pays from a signed-in member's wallet with its PIN, the member's token on the methods and the payment", async () => {
    saveLogin(loginAnswer('1'));
    const wallet = {
      ...paymentMethodsFixture().payments[0],
      identifier: 'WALLET',
      code: 'VJPAY',
      kind: 'wallet' as const,
      name: 'Member wallet',
      description: 'Pay from your wallet',
      accountKind: 'WALLET' as const,
      cardBrands: [],
      fee: { currency: 'VND' as const, totalAmount: 0 },
      total: { currency: 'VND' as const, totalAmount: 1_500_000 },
      isAvailable: true,
      unavailableReason: null,
      termsKey: null,
      tenors: [],
    };
    const answer = paymentMethodsFixture();
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url.startsWith('/booking/api/v1/payment/methods-by-bookingKey'))
        return json({ ...answer, payments: [wallet, ...answer.payments] });
      if (url === '/booking/api/v1/payment' && init?.method === 'POST')
        return json({
          payment: paymentFixture({ identifier: 'WALLET', card: null }),
          redirectUrl: null,
          otp: null,
        });
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    const { user, router } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Member wallet/ }));
    const pin = screen.getByLabelText(/^Wallet PIN/);
    await user.click(screen.getByRole('checkbox', { name: /payment terms/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₫1,500,000' }));
    // The PIN is required before anything is sent.
    await waitFor(() => {
      expect(pin).toHaveAttribute('aria-invalid', 'true');
    });
    expect(calls('/booking/api/v1/payment', 'POST')).toHaveLength(0);
    await user.type(pin, '12a3456');
    expect(pin).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Pay ₫1,500,000' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    });
    const [payCall] = calls('/booking/api/v1/payment', 'POST');
    const body = JSON.parse(fetchBody(payCall?.[1])) as CreatePaymentBody;
    expect(body.wallet).toEqual({ pin: '123456' });
    expect(new Headers(payCall?.[1]?.headers).get('authorization')).toBe('Bearer access-1');
    const [methodsCall] = calls('/booking/api/v1/payment/methods-by-bookingKey');
    expect(new Headers(methodsCall?.[1]?.headers).get('authorization')).toBe('Bearer access-1');
  });

  it('starts the card’s billing address from the booking contact, every field still editable', async () => {
    // The booking's contact, as the passengers page confirmed it, living in Thailand.
    const { contact } = reservationFixture();
    usePassengerDetails.getState().confirm(TEST_SESSION_ID, {
      passengers: [],
      contact: { ...contact, country: 'TH' },
      emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' },
    });
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Visa/ }));
    const address = screen.getByRole('textbox', { name: /^Address/ });
    expect(address).toHaveValue('12 Ly Thuong Kiet');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('TH');
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('0912345678');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('');
    await user.clear(address);
    await user.type(address, '1 Le Loi');
    expect(address).toHaveValue('1 Le Loi');
  });

  it('opens the payment terms and the fare conditions the checkbox names', async () => {
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Visa/ }));
    const texts = screen.getByRole('list', { name: 'Read the terms' });
    expect(
      within(texts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Payment terms', 'Fare conditions']);
    await user.click(within(texts).getByRole('button', { name: 'Payment terms' }));
    expect(await screen.findByRole('dialog', { name: 'Payment terms' })).toBeInTheDocument();
    await waitFor(() => {
      expect(calls('/cms/api/v1/htmls')[0]?.[0]).toContain('name=paymentTerms');
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(texts).getByRole('button', { name: 'Fare conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Fare conditions' })).toBeInTheDocument();
    await waitFor(() => {
      expect(calls('/cms/api/v1/htmls')[1]?.[0]).toContain('name=fareRules');
    });
  });

  it('shows pay later with its phone and terms to read, and the server’s refusal when the price moved', async () => {
    payAnswer = () =>
      json({ errorCode: 'PRICE_CHANGED', message: 'The price has changed.', requestId: 'r' }, 409);
    const { user } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Pay later/ }));
    const texts = screen.getByRole('list', { name: 'Read the terms' });
    expect(
      within(texts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Payment terms', 'Fare conditions', "This method's terms"]);
    await user.type(
      screen.getByRole('textbox', { name: 'Phone number of your pay-later account (required)' }),
      '0912345678',
    );
    await user.click(screen.getByRole('checkbox', { name: /this method's terms/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₫1,500,000' }));
    expect(await screen.findByText('The price has changed.')).toBeInTheDocument();
    const body = JSON.parse(fetchBody(calls('/booking/api/v1/payment', 'POST')[0]?.[1])) as CreatePaymentBody;
    expect(body.payLater).toEqual({ phone: '0912345678' });
    await waitFor(() => {
      expect(calls('/booking/api/v1/payment/methods-by-bookingKey')).toHaveLength(2);
    });
    // The button is usable again for another try.
    expect(screen.getByRole('button', { name: 'Pay ₫1,500,000' })).toBeEnabled();
  });

  it('holds the booking with PL6: nothing to fill in, the deadline said, and the confirmation next', async () => {
    payAnswer = () =>
      json({
        payment: paymentFixture({
          identifier: 'PL6',
          card: null,
          status: 'PENDING',
          outcome: 'pending',
          resultCode: 41,
          fee: { currency: 'VND', totalAmount: 0 },
        }),
        redirectUrl: null,
        otp: null,
      });
    const { user, router } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^Hold my booking/ }));
    expect(
      screen.getByText(
        /Nothing is charged now\. Your booking is held until Jan 1, 2099, 13:00 Indochina Time:/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /payment terms/ }));
    await user.click(screen.getByRole('button', { name: 'Hold my booking' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    });
    const body = JSON.parse(fetchBody(calls('/booking/api/v1/payment', 'POST')[0]?.[1])) as CreatePaymentBody;
    expect(body).toMatchObject({ identifier: 'PL6', amount: { currency: 'VND', totalAmount: 1_500_000 } });
    expect(body.payLater).toBeUndefined();
  });

  it('takes HDBank’s code on the page for an instalment plan: a wrong code, a new code, then paid', async () => {
    const methods = paymentMethodsFixture();
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url.startsWith('/booking/api/v1/payment/methods-by-bookingKey')) {
        return json({
          ...methods,
          payments: methods.payments.map((method) =>
            method.identifier === 'VJHDS'
              ? { ...method, isAvailable: true, unavailableReason: null }
              : method,
          ),
        });
      }
      if (url === '/booking/api/v1/payment' && init?.method === 'POST') {
        return json({
          payment: paymentFixture({ identifier: 'VJHDS', card: null, status: 'PENDING', outcome: 'pending' }),
          redirectUrl: '/sandbox/hdbank/pay/tx-1',
          otp: { expiresAt: '2099-01-01T00:10:00.000Z', attemptsLeft: 5 },
        });
      }
      if (url === '/booking/api/v1/payment/hdbank/verify') {
        const body = JSON.parse(fetchBody(init)) as { otp: string; resend?: boolean };
        const pending = paymentFixture({
          identifier: 'VJHDS',
          card: null,
          status: 'PENDING',
          outcome: 'pending',
        });
        if (body.resend === true)
          return json({ payment: pending, resultCode: '00', messageKey: null, attemptsLeft: 4 });
        if (body.otp !== '246810') {
          return json({
            payment: pending,
            resultCode: 'HDBANK_ERROR_07',
            messageKey: 'errors.hdbank.wrongOtp',
            attemptsLeft: 4,
          });
        }
        return json({
          payment: paymentFixture({ identifier: 'VJHDS', card: null }),
          resultCode: '00',
          messageKey: null,
          attemptsLeft: null,
        });
      }
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    const { user, router } = await renderApp('/en/payment-methods');
    await user.click(await screen.findByRole('radio', { name: /^HDBank instalments/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Term/ }), '6');
    await user.type(
      screen.getByRole('textbox', { name: /^Phone number registered with the bank/ }),
      '0911111111',
    );
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'an@example.com');
    await user.click(screen.getByRole('checkbox', { name: /payment terms/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₫1,500,000' }));

    const form = await screen.findByRole('form', { name: "Enter HDBank's code" });
    expect(leavePage).not.toHaveBeenCalled();
    expect(within(form).getByText(/valid until Jan 1, 2099, 07:10 Indochina Time/)).toBeInTheDocument();
    expect(
      within(form).getByRole('link', { name: "Enter the code on HDBank's page instead" }),
    ).toHaveAttribute('href', '/sandbox/hdbank/pay/tx-1');
    const code = within(form).getByRole('textbox', { name: /^Code from HDBank/ });
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6 digits of the code\./);
    expect(calls('/booking/api/v1/payment/hdbank/verify', 'POST')).toHaveLength(0);

    await user.type(code, '1234ab56');
    expect(code).toHaveValue('123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('The one-time code is wrong.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/4 tries left/);

    await user.click(within(form).getByRole('button', { name: 'Send a new code' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('HDBank has sent a new code.');
    expect(code).toHaveValue('');

    await user.type(code, '246810');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/payment-confirmation?locator=ABC234&paymentId=pay-0001');
    });
    const sent = calls('/booking/api/v1/payment/hdbank/verify', 'POST').map(
      ([, init]) => JSON.parse(fetchBody(init)) as unknown,
    );
    expect(sent).toEqual([
      { locator: 'ABC234', paymentId: 'pay-0001', otp: '123456' },
      { locator: 'ABC234', paymentId: 'pay-0001', otp: '000000', resend: true },
      { locator: 'ABC234', paymentId: 'pay-0001', otp: '246810' },
    ]);
  });
});
