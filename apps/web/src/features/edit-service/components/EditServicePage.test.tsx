import type { AncillaryOptionsResponse, AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import {
  applyServiceChangeBodySchema,
  serviceChangeBodySchema,
  type ApplyServiceChangeBody,
  type ServiceChangeBody,
} from '@skybook/contracts/service-change';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationFixture } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { MANAGE_GRANT_STORAGE_KEY } from '../../../lib/manage-grant';

configure({ asyncUtilTimeout: 5_000 });

const PAGE = '/en/my/edit-service';
const GRANT = {
  grant: 'Z3JhbnQtcGF5bG9hZA.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  expiresAt: '2099-01-01T00:30:00.000Z',
  reservationKey: 'res-0001',
};
const vnd = (amount: number) => formatMoney(money(amount, 'VND'), 'en');

const product = (overrides: Partial<AncillaryProductDto>): AncillaryProductDto => ({
  code: 'BG20',
  serviceType: 'luggage',
  category: 'Baggage',
  unit: 'passengerJourney',
  name: '20 kg',
  description: '',
  imageUrl: null,
  weightKg: 20,
  baseAmount: 200_000,
  vatAmount: 16_000,
  totalAmount: 216_000,
  maxQuantity: 1,
  flightIndexes: [0],
  includedInFare: false,
  termsKey: null,
  available: true,
  unavailableReason: null,
  ...overrides,
});

const options: AncillaryOptionsResponse = {
  journeyIndex: 0,
  currency: 'VND',
  minorUnitExponent: 0,
  isDomestic: true,
  allowance: {
    fareFamily: 'Eco',
    cabinBaggageKg: 7,
    checkedBaggageKg: 0,
    golfBag: false,
    priorityCheckIn: false,
    meal: false,
  },
  products: [
    product({}),
    product({
      code: 'PRIO',
      serviceType: 'priorityCheckIn',
      category: 'Priority',
      name: 'Priority check-in',
      weightKg: null,
      totalAmount: 100_000,
    }),
  ],
  edit: { reservationKey: 'res-0001', journeyKey: '101', cutoffs: [], bought: [] },
};

const seat = (code: string, totalAmount: number) => ({
  type: 'seat',
  seat: {
    code,
    letter: code.slice(-1),
    seatClass: 'Standard',
    cabinType: 'Standard',
    available: code !== '10A',
    isWindow: code.endsWith('A'),
    isAisle: code.endsWith('C'),
    block: 0,
    baseAmount: totalAmount,
    vatAmount: 0,
    totalAmount,
    includedInFare: false,
  },
});

const seats: SeatSelectionOptionsResponse = {
  journeyIndex: 0,
  currency: 'VND',
  minorUnitExponent: 0,
  flights: [
    {
      flightIndex: 0,
      flightId: 101,
      carrierCode: 'VJ',
      flightNumber: '120',
      origin: 'SGN',
      destination: 'HAN',
      aircraft: { code: '321', name: 'Airbus A321' },
      cabins: [
        {
          cabinType: 'Standard',
          columns: ['A', 'B', 'C'],
          rows: [
            {
              number: 10,
              isExitRow: false,
              isWing: false,
              elements: [seat('10A', 0), seat('10B', 90_000), seat('10C', 90_000)],
            },
          ],
        },
      ],
      freeSeatClasses: [],
    },
  ],
  edit: {
    reservationKey: 'res-0001',
    journeyKey: '101',
    cutoffs: [{ service: 'seat', flightIndex: 0, cutoffAt: '2099-01-01T03:00:00.000Z', window: 'open' }],
    bought: [],
  },
};

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const quoted: ServiceChangeBody[] = [];
const applied: { body: ApplyServiceChangeBody; key: string | null }[] = [];
let status: 'Paid' | 'Unpaid' = 'Unpaid';
/** What GET reservations answers: the booking with a fresh grant, or the grant refused. */
let reservationAnswer: 'fresh grant' | 'refused' = 'fresh grant';
const FRESH_GRANT = { ...GRANT, expiresAt: '2099-01-01T01:00:00.000Z' };

function route(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  const headers = new Headers(init?.headers);
  if (url.pathname.startsWith('/booking/') && headers.get('x-manage-grant') !== GRANT.grant)
    return json({ errorCode: 'MANAGE_GRANT_INVALID', message: 'No grant', requestId: 'r' }, 403);
  const reservation = reservationFixture({ status, key: 'res-0001' });
  const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  switch (url.pathname) {
    case '/booking/api/v1/reservations': {
      if (reservationAnswer === 'refused')
        return json({ errorCode: 'MANAGE_GRANT_EXPIRED', message: 'Access expired', requestId: 'r' }, 410);
      const answer: ManagedReservationResponse = {
        reservation,
        reservationSummary: reservation.reservationSummary,
        grant: FRESH_GRANT,
        checkin: [],
      };
      return json(answer);
    }
    case '/booking/api/v1/ancillaryOptions':
      return json(options);
    case '/booking/api/v1/seatSelectionOptions':
      return json(seats);
    case '/booking/api/v1/insurances':
      return json({ currency: 'VND', minorUnitExponent: 0, days: 1, plans: [] });
    case '/booking/api/v1/reservations/services/quotation': {
      const parsed = serviceChangeBodySchema.parse(body);
      quoted.push(parsed);
      return json({
        quotation: {
          reservationKey: 'res-0001',
          currency: 'VND',
          minorUnitExponent: 0,
          lines: [
            {
              kind: 'seat',
              code: 'SA',
              label: 'Seat 10B',
              journeyIndex: 0,
              flightIndex: 0,
              passengerKey: 'ADT1',
              serviceType: 'seat',
              productCode: 'Standard',
              quantity: 1,
              amount: 90_000,
              vatAmount: 0,
              totalAmount: 90_000,
            },
            {
              kind: 'service',
              code: 'SR',
              label: '20 kg',
              journeyIndex: 0,
              flightIndex: null,
              passengerKey: 'ADT1',
              serviceType: 'luggage',
              productCode: 'BG20',
              quantity: 1,
              amount: 200_000,
              vatAmount: 16_000,
              totalAmount: 216_000,
            },
          ],
          totalAmount: 306_000,
          bookingTotalAmount: 1_806_000,
          remainingAfter: 306_000,
          payBy: '2099-01-01T00:30:00.000Z',
        },
      });
    }
    case '/booking/api/v1/reservations/services': {
      applied.push({ body: applyServiceChangeBodySchema.parse(body), key: headers.get('idempotency-key') });
      return json({
        reservation,
        reservationSummary: { ...reservation.reservationSummary, remaining: 306_000 },
        change: { status: status === 'Paid' ? 'pendingPayment' : 'added', amount: 306_000, payBy: null },
      });
    }
    default:
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r0' }, 404);
  }
}

describe('the edit-service page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    quoted.length = 0;
    applied.length = 0;
    status = 'Unpaid';
    reservationAnswer = 'fresh grant';
    window.sessionStorage.setItem(MANAGE_GRANT_STORAGE_KEY, JSON.stringify(GRANT));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(route));
  });
  afterEach(() => {
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a traveller without a grant to the booking search', async () => {
    window.sessionStorage.clear();
    const { router } = await renderApp(PAGE);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/my/search-booking');
    });
  });

  it('keeps the fresh grant the booking comes with', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Choose seats' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(MANAGE_GRANT_STORAGE_KEY) ?? 'null')).toEqual(
      FRESH_GRANT,
    );
  });

  it('forgets a grant the server refuses and says why', async () => {
    reservationAnswer = 'refused';
    await renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access expired');
    expect(window.sessionStorage.getItem(MANAGE_GRANT_STORAGE_KEY)).toBeNull();
  });

  it('adds a bag and a seat, keeps a running total, quotes only the additions and applies them once', async () => {
    const { user, router } = await renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: `20 kg · ${vnd(216_000)}` }));
    await user.click(screen.getByRole('button', { name: 'Choose seats' }));
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByRole('gridcell', { name: /^Row 10 seat B/ }));
    expect(screen.getByText(`2 services · total ${vnd(306_000)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your additions' })).toHaveFocus();
    expect(quoted).toEqual([
      {
        reservationKey: 'res-0001',
        services: {
          seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: '10B' }],
          items: [
            { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: 'BG20', quantity: 1 },
          ],
          insurance: [],
          flyGreenVnd: null,
          acceptedTerms: [],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/my/booking-detail/res-0001');
    });
    expect(applied).toHaveLength(1);
    expect(applied[0]?.body.amount).toBe(306_000);
    expect(applied[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a Paid booking with something to pay to the payment methods', async () => {
    status = 'Paid';
    const { user, router } = await renderApp(PAGE);
    await user.click(await screen.findByRole('checkbox', { name: /NGUYEN/ }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/my/payment-methods');
    });
  });
});
