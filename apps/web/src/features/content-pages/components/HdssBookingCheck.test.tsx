import { templatePostListSchema } from '@skybook/contracts/content-store';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, fetchUrl } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';

const HDSS = '/booking/payment/hdss/validate';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const posts = templatePostListSchema.parse({
  template: 'hdss-direct',
  posts: [
    {
      id: 'hdss-how',
      slug: 'hdss-how',
      title: 'How it works',
      summary: 'Hold the booking, then pay at a point.',
      body: '<p>Choose “Hold my booking, pay later”.</p>',
      image: null,
      languageId: 'en',
    },
  ],
});

describe('checking a booking for HD SAISON direct on /hdss-direct', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let hdssAnswer: () => Promise<Response> = () => json({ isValid: false, messageKey: 'hdss.phone' });

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const path = new URL(fetchUrl(input), 'http://localhost').pathname;
      if (path === '/content/api/v1/templates/hdss-direct/post') return json(posts);
      if (path === HDSS && init?.method === 'POST') return hdssAnswer();
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const hdssCalls = () =>
    fetchMock.mock.calls.filter(([input]) => new URL(fetchUrl(input), 'http://localhost').pathname === HDSS);

  async function check(path = '/en/hdss-direct', locator = 'abc123', phone = '090 123 4567') {
    const app = await renderApp(path);
    const form = await screen.findByRole('form', { name: 'Check your booking' });
    await app.user.type(within(form).getByRole('textbox', { name: /Booking code/ }), locator);
    await app.user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), phone);
    await app.user.click(within(form).getByRole('button', { name: 'Check my booking' }));
    return { app, form };
  }

  it('shows the form under the page’s text and asks for both fields before calling the server', async () => {
    const { user } = await renderApp('/en/hdss-direct');
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Check your booking' });
    await user.click(within(form).getByRole('button', { name: 'Check my booking' }));
    expect(await within(form).findByText('Enter your booking code.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter your mobile number in digits, e.g. 0901234567.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(hdssCalls()).toEqual([]);
  });

  it('says a valid booking can be paid, with the deadline in Vietnam’s time and the amount', async () => {
    hdssAnswer = () =>
      json({
        isValid: true,
        messageKey: null,
        holdExpiresAt: '2026-11-21T09:00:00.000Z',
        amount: { currency: 'VND', totalAmount: 2_450_000 },
      });
    await check();
    const region = within(screen.getByRole('region', { name: 'Check your booking' }));
    await region.findByText(/^Booking ABC123 can be paid/);
    const status = region.getByRole('status');
    expect(JSON.parse(fetchBody(hdssCalls()[0]?.[1]))).toEqual({
      reservationLocator: 'ABC123',
      phone: '0901234567',
    });
    expect(status).toHaveTextContent(
      'Booking ABC123 can be paid with HD SAISON. Bring the booking code and your citizen ID card to an HD SAISON point before Nov 21, 2026, 16:00 Indochina Time; amount ₫2,450,000.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the reason a booking cannot go through the programme, in the page’s language', async () => {
    hdssAnswer = () => json({ isValid: false, messageKey: 'hdss.amount' });
    await check();
    const answer = within(screen.getByRole('region', { name: 'Check your booking' }));
    expect(await answer.findByRole('status')).toHaveTextContent(
      'HD SAISON lends from ₫1,000,000 to ₫50,000,000; what is left to pay on this booking is outside these limits.',
    );
  });

  it('says so in Vietnamese when the hold ends too soon', async () => {
    hdssAnswer = () => json({ isValid: false, messageKey: 'hdss.holdEnding' });
    const { user } = await renderApp('/vi/hdss-direct');
    const form = await screen.findByRole('form', { name: 'Kiểm tra đặt chỗ của bạn' });
    await user.type(within(form).getByRole('textbox', { name: /Mã đặt chỗ/ }), 'ABC123');
    await user.type(within(form).getByRole('textbox', { name: /Số điện thoại di động/ }), '+84901234567');
    await user.click(within(form).getByRole('button', { name: 'Kiểm tra đặt chỗ' }));
    const region = within(screen.getByRole('region', { name: 'Kiểm tra đặt chỗ của bạn' }));
    await region.findByText(/^Thời gian giữ chỗ/);
    expect(region.getByRole('status')).toHaveTextContent(
      'Thời gian giữ chỗ chỉ còn chưa đầy 30 phút, không đủ để đến điểm giao dịch HD SAISON. Vui lòng thanh toán trực tuyến trước khi hết hạn giữ chỗ.',
    );
    expect(JSON.parse(fetchBody(hdssCalls()[0]?.[1]))).toEqual({
      reservationLocator: 'ABC123',
      phone: '+84901234567',
    });
  });

  it('shows the server’s translated refusal (not found, already paid) in an alert', async () => {
    hdssAnswer = () =>
      json(
        {
          errorCode: 'RESERVATION_ALREADY_PAID',
          message: 'This booking has already been paid.',
          requestId: 'r',
        },
        409,
      );
    await check();
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has already been paid.');
    expect(screen.queryByText(/^Booking ABC123 can be paid/)).not.toBeInTheDocument();
  });
});
