import {
  ancillaryOptionsResponseSchema,
  flyGreenResponseSchema,
  insuranceQuoteResponseSchema,
} from '@skybook/contracts/ancillaries';
import { quotationBodySchema, quotationSchema, type QuotationBody } from '@skybook/contracts/quotation';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useBookingSession } from '../../../stores/booking-session';
import { usePassengerDetails } from '../../../stores/passenger-details';
import { useServiceSelection } from '../../../stores/service-selection';
import { defaultServiceSelection } from '../../../stores/service-selection-model';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { renderApp } from '../../../test/render-app';
import {
  ancillaryOptionsFixture,
  FLY_GREEN,
  INSURANCE,
  OPT_ANCILLARY,
  PASSENGER_DETAILS,
  PRICES,
  quotationFor,
  SERVICE_CATALOGUE,
} from './select-service.fixtures';

// The whole app renders per test and quotations wait out their 300 ms debounce: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const PAGE = '/en/select-service';
const session = bookingSessionFixture();
const vnd = (amount: number) => formatMoney(money(amount, 'VND'), 'en');

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const fetchMock = vi.fn<typeof fetch>();
/** The quotation bodies the page sent, parsed with the contract. */
const quotations: QuotationBody[] = [];
/** A quotation the stand-in server refuses, when it returns true. */
let refuse: (body: QuotationBody) => boolean = () => false;

function route(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  const bookingKey = url.searchParams.get('bookingKey');
  switch (url.pathname) {
    case '/booking/api/v1/session-booking':
      return json(session);
    case '/content/api/v1/opt-ancillary':
      return json(OPT_ANCILLARY);
    case '/content/api/v1/service':
      return json(SERVICE_CATALOGUE);
    case '/booking/api/v1/banner-service/isFlyGreen':
      return json(flyGreenResponseSchema.parse(FLY_GREEN));
    case '/booking/api/v1/insurances':
      return json(insuranceQuoteResponseSchema.parse(INSURANCE));
    case '/booking/api/v1/ancillaryOptions': {
      const index = session.journeys.findIndex((journey) => journey.bookingKey === bookingKey);
      return json(ancillaryOptionsResponseSchema.parse(ancillaryOptionsFixture(index)));
    }
    case '/booking/api/v1/reservations/quotation': {
      const body = quotationBodySchema.parse(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
      quotations.push(body);
      if (refuse(body))
        return json(
          {
            errorCode: 'QUOTATION_PAYLOAD_INVALID',
            message: 'This baggage pack is sold out.',
            requestId: 'r1',
          },
          409,
        );
      return json({ quotation: [quotationSchema.parse(quotationFor(body))] });
    }
    default:
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r0' }, 404);
  }
}

const lastQuotation = () => quotations.at(-1);

describe('the select-service page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    quotations.length = 0;
    refuse = () => false;
    useBookingDraft.getState().reset();
    useBookingSession.getState().openSession(session);
    usePassengerDetails.getState().confirm(TEST_SESSION_ID, PASSENGER_DETAILS);
    useServiceSelection.setState({ ...defaultServiceSelection(), saveFailed: false });
    fetchMock.mockReset();
    fetchMock.mockImplementation(route);
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each direction with the services the content API lists and the fare’s allowance', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('tab', { name: /Departure SGN → HAN/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /Return HAN → SGN/ })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    for (const name of [
      /Favourite seat/,
      /Checked baggage/,
      /Hot meals/,
      /Priority check-in/,
      /Airport shuttle bus/,
    ]) {
      expect(await within(panel).findByRole('button', { name })).toBeInTheDocument();
    }
    // luggage is a default panel (opt-ancillary isDefault): open, with the Eco allowance. Its
    // products are built one commit after the panel, so they are awaited, not assumed.
    expect(
      await within(panel).findByText('Your Eco fare includes 7 kg of cabin baggage and no checked baggage.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('radiogroup', { name: 'Baggage pack for NGUYEN VAN AN' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: /^20 kg/ })).toHaveAccessibleName(
      `20 kg ${vnd(PRICES.BG20 ?? 0)}`,
    );
    // Infants sit on a lap: only adults and the child choose extras.
    const switcher = within(panel).getByRole('radiogroup', { name: 'Choosing extras for' });
    expect(within(switcher).getAllByRole('radio')).toHaveLength(3);
  });

  it('quotes a chosen 20 kg pack on the server and shows the server’s total', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('radio', { name: /^20 kg/ }));
    await waitFor(() => {
      expect(lastQuotation()?.services.items).toEqual([
        { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: 'BG20', quantity: 1 },
      ]);
    });
    expect(lastQuotation()?.details).toEqual(PASSENGER_DETAILS);
    const served = quotationFor(
      lastQuotation() ?? { details: PASSENGER_DETAILS, services: defaultSelection() },
    );
    await waitFor(() => {
      expect(screen.getByTestId('quotation-total')).toHaveTextContent(vnd(served.totalAmount));
    });
    expect(screen.getByTestId('direction-extras-0')).toHaveTextContent(vnd(PRICES.BG20 ?? 0));
    expect(useBookingDraft.getState().totalAncillary).toEqual({
      totalDeparture: PRICES.BG20,
      totalReturn: 0,
    });
    expect(within(panel).getByRole('button', { name: /Checked baggage/ })).toHaveTextContent(
      /Chosen.*Changed/,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('copies the departure to the return with the requirements’ warning', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('radio', { name: /^20 kg/ }));
    await user.click(within(panel).getByRole('button', { name: 'Same selection on return' }));
    expect(
      await screen.findByText(
        'The same selection may not be available on the return flight. Please check and choose again!',
      ),
    ).toBeInTheDocument();
    expect(useServiceSelection.getState().journeys[1]?.items.map((item) => item.productCode)).toEqual([
      'BG20',
    ]);
    await waitFor(() => {
      expect(lastQuotation()?.services.items.map((item) => [item.journeyIndex, item.productCode])).toEqual([
        [0, 'BG20'],
        [1, 'BG20'],
      ]);
    });
  });

  it('asks to choose a service first when there is nothing to copy', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: 'Same selection on return' }));
    expect(await screen.findByText('Please choose the service to buy or cancel.')).toBeInTheDocument();
  });

  it('resets one direction', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('radio', { name: /^25 kg/ }));
    await waitFor(() => {
      expect(lastQuotation()?.services.items).toHaveLength(1);
    });
    await user.click(within(panel).getByRole('button', { name: 'Reset this direction' }));
    expect(within(panel).getByRole('radio', { name: 'No extra baggage' })).toBeChecked();
    expect(useServiceSelection.getState().journeys[0]?.items).toEqual([]);
    await waitFor(() => {
      expect(lastQuotation()?.services.items).toEqual([]);
    });
  });

  it('builds the page once its first answers are in, not as each arrives', async () => {
    let releaseOptions: () => void = () => undefined;
    const optionsHeld = new Promise<void>((resolve) => {
      releaseOptions = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (url.pathname === '/booking/api/v1/ancillaryOptions') await optionsHeld;
      return route(input, init);
    });
    await renderApp(PAGE);
    // The page has asked for everything (the stand-in server answers all but the extras) …
    await waitFor(() => {
      expect(quotations).toHaveLength(1);
    });
    // … but one direction's extras have not: the page waits, built not at all.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    releaseOptions();
    expect(await screen.findByRole('tab', { name: /Departure SGN → HAN/ })).toBeInTheDocument();
    expect(await within(screen.getByRole('tabpanel')).findByRole('radio', { name: /^20 kg/ })).toBeVisible();
  });

  it('builds a service’s products only once its panel is opened', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    const meals = await within(panel).findByRole('button', { name: /Hot meals/ });
    expect(meals).toHaveAttribute('aria-expanded', 'false');
    // Not merely hidden: a collapsed panel holds none of its products' controls.
    expect(within(panel).queryByText('Beef noodle soup')).not.toBeInTheDocument();
    await user.click(meals);
    expect(within(panel).getByText('Beef noodle soup')).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Pho bo' })).toBeInTheDocument();
    await user.click(meals);
    expect(within(panel).queryByText('Beef noodle soup')).not.toBeInTheDocument();
  });

  it('says when a flight does not support the airport shuttle', async () => {
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: /Airport shuttle bus/ }));
    expect(within(panel).getByText('This flight does not support this service')).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox', { name: 'Airport shuttle' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the last selection it accepted', async () => {
    refuse = (body) => body.services.items.some((item) => item.productCode === 'BG30');
    const { user } = await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await user.click(await within(panel).findByRole('radio', { name: /^15 kg/ }));
    await waitFor(() => {
      expect(screen.getByTestId('quotation-total')).toHaveTextContent(vnd(6_800_000 + (PRICES.BG15 ?? 0)));
    });
    await user.click(within(panel).getByRole('radio', { name: /^30 kg/ }));
    expect(await screen.findByText('This baggage pack is sold out.')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(panel).getByRole('radio', { name: /^15 kg/ })).toBeChecked();
    });
    expect(screen.getByTestId('quotation-total')).toHaveTextContent(vnd(6_800_000 + (PRICES.BG15 ?? 0)));
  });
});

function defaultSelection(): QuotationBody['services'] {
  return { seats: [], items: [], insurance: [], flyGreenVnd: null, acceptedTerms: [] };
}
