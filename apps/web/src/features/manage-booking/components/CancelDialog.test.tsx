import { screen, waitFor, within } from '@testing-library/react';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, reservationFixture } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { saveLogin } from '../../../lib/member-session';
import { loginAnswer } from '../../../test/member.fixture';
import { creditQuote, GRANT, managedAnswer, paidOverrides } from '../manage-booking.fixture';

const QUOTE = 'GET /booking/api/v1/reservations/cancel/quote';
const CANCEL = 'POST /booking/api/v1/reservations/cancel';

async function openCancelDialog() {
  const rendered = await renderApp('/en/my/booking-detail/res-0001');
  await rendered.user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
  return { ...rendered, dialog };
}

describe('cancelling a booking', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    manageGrantStore.save(GRANT);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('releases an unpaid booking’s seats when the server has no quote yet, then shows it cancelled', async () => {
    const fetchMock = stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer()),
      // QUOTE is not routed: 404 NOT_FOUND, as today's server answers.
      [CANCEL]: () =>
        json({
          reservation: reservationFixture({ status: 'Cancel', cancelledReason: 'cancelledByTraveller' }),
          credit: null,
          refund: null,
          walletCredit: null,
        }),
    });
    const { user, dialog } = await openCancelDialog();
    expect(
      await within(dialog).findByText(/your held seats are released and nothing is charged/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Booking ABC234 is cancelled. Your held seats were released. Nothing was charged.',
    );
    expect(JSON.parse(fetchBody(callsTo(fetchMock, CANCEL)[0]?.[1]))).toEqual({});
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] ?? dialog);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Cancelled')).toBeInTheDocument();
    expect(within(summary).getByText('You cancelled the booking')).toBeInTheDocument();
    // The cancel button is gone: the focus lands on the booking's heading, not on the page's body.
    expect(within(summary).getByRole('heading', { name: 'Your booking' })).toHaveFocus();
  });

  it('does not offer to cancel a paid booking online without a quote', async () => {
    const fetchMock = stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(paidOverrides())),
    });
    const { dialog } = await openCancelDialog();
    expect(await within(dialog).findByText(/cannot be cancelled online/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel my booking' })).toBeNull();
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
  });

  it('cancels a paid booking into credit as quoted and shows the credit’s code, password, PIN and expiry', async () => {
    const fetchMock = stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(paidOverrides())),
      [QUOTE]: () => json(creditQuote()),
      [CANCEL]: () =>
        json({
          reservation: reservationFixture({
            ...paidOverrides(),
            status: 'Cancel',
            cancelledReason: 'cancelledByTraveller',
          }),
          credit: {
            serial: 'CR-7KQ2-93XA',
            password: 'kq29xa',
            pin: '4821',
            balance: 1_500_000,
            currency: 'VND',
            expiresAt: '2100-01-01T00:00:00.000Z',
          },
          refund: null,
          walletCredit: null,
        }),
    });
    const { user, dialog } = await openCancelDialog();
    expect(
      await within(dialog).findByText('You paid ₫1,500,000. Choose how to get your money back:'),
    ).toBeInTheDocument();
    const credit = within(dialog).getByRole('radio', { name: 'Keep it as travel credit' });
    expect(credit).toHaveAccessibleDescription(/You get ₫1,500,000/);
    expect(
      within(dialog).getByRole('radio', { name: 'Refund to the original payment' }),
    ).toHaveAccessibleDescription(/You get ₫1,200,000.*Cancellation fee ₫300,000/);
    // Nothing to confirm until an option is chosen.
    expect(within(dialog).queryByRole('button', { name: 'Cancel my booking' })).toBeNull();
    await user.click(credit);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));

    const shell = await within(dialog).findByRole('region', { name: 'Your travel credit' });
    expect(within(shell).getByText('CR-7KQ2-93XA')).toBeInTheDocument();
    expect(within(shell).getByText('kq29xa')).toBeInTheDocument();
    expect(within(shell).getByText('4821')).toBeInTheDocument();
    expect(within(shell).getByText('₫1,500,000')).toBeInTheDocument();
    expect(within(shell).getByText('Jan 1, 2100, 07:00 Indochina Time')).toBeInTheDocument();
    expect(within(shell).getByText(/also e-mailed/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, CANCEL);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      resolution: 'credit',
      amount: 1_500_000,
    });
    // A guest: the grant alone, no member's token.
    expect(headerOf(call?.[1], 'x-manage-grant')).toMatch(/^eyJ/);
    expect(headerOf(call?.[1], 'authorization')).toBeUndefined();
  });

  it('cancels as the signed-in member, whose wallet takes the credit and whose points come back, and says so', async () => {
    saveLogin(loginAnswer('1'));
    const paid = paidOverrides();
    const withPoints: Partial<ReservationDto> = {
      ...paid,
      ...(paid.reservationSummary && {
        reservationSummary: { ...paid.reservationSummary, pointsDiscount: 125_000, pointsRedeemed: 12_500 },
      }),
    };
    const fetchMock = stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(withPoints)),
      [QUOTE]: () => json(creditQuote()),
      [CANCEL]: (init) =>
        json({
          reservation: reservationFixture({
            ...paidOverrides(),
            status: 'Cancel',
            cancelledReason: 'cancelledByTraveller',
          }),
          credit: null,
          refund: null,
          walletCredit:
            headerOf(init, 'authorization') === 'Bearer access-1'
              ? { amount: 1_500_000, currency: 'VND' }
              : null,
        }),
    });
    const { user, dialog } = await openCancelDialog();
    await user.click(await within(dialog).findByRole('radio', { name: 'Keep it as travel credit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Booking ABC234 is cancelled. ₫1,500,000 was credited to your member wallet. The 12,500 points spent on it are back in your member account.',
    );
    expect(within(dialog).queryByRole('region', { name: 'Your travel credit' })).toBeNull();
    const [call] = callsTo(fetchMock, CANCEL);
    expect(headerOf(call?.[1], 'authorization')).toBe('Bearer access-1');
    expect(headerOf(call?.[1], 'x-manage-grant')).toMatch(/^eyJ/);
  });

  it('renews a member’s expired token once and cancels with the new one', async () => {
    saveLogin(loginAnswer('1'));
    const fetchMock = stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(paidOverrides())),
      [QUOTE]: () => json(creditQuote()),
      'POST /member/api/v1/login': () => json(loginAnswer('2')),
      [CANCEL]: (init) =>
        headerOf(init, 'authorization') === 'Bearer access-2'
          ? json({
              reservation: reservationFixture({
                ...paidOverrides(),
                status: 'Cancel',
                cancelledReason: 'cancelledByTraveller',
              }),
              credit: null,
              refund: null,
              walletCredit: { amount: 1_500_000, currency: 'VND' },
            })
          : failure(401, 'TOKEN_EXPIRED', 'Your sign-in has expired.'),
    });
    const { user, dialog } = await openCancelDialog();
    await user.click(await within(dialog).findByRole('radio', { name: 'Keep it as travel credit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '₫1,500,000 was credited to your member wallet.',
    );
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST /member/api/v1/login')).toHaveLength(1);
  });

  it('asks again when the amount changed since the quote', async () => {
    let quotes = 0;
    stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(paidOverrides())),
      [QUOTE]: () => {
        quotes += 1;
        return json(creditQuote());
      },
      [CANCEL]: () => failure(409, 'PRICE_CHANGED', 'The price has changed'),
    });
    const { user, dialog } = await openCancelDialog();
    await user.click(await within(dialog).findByRole('radio', { name: 'Refund to the original payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount has changed.');
    await waitFor(() => {
      expect(quotes).toBe(2);
    });
    expect(within(dialog).getByRole('radio', { name: 'Refund to the original payment' })).not.toBeChecked();
  });

  it('says why a booking cannot be cancelled online', async () => {
    stubManageFetch({
      'GET /booking/api/v1/reservations': () => json(managedAnswer(paidOverrides())),
      [QUOTE]: () => json({ ...creditQuote(), options: [], blockedBy: 'departed' }),
    });
    const { dialog } = await openCancelDialog();
    expect(await within(dialog).findByText(/already departed/)).toBeInTheDocument();
  });
});
