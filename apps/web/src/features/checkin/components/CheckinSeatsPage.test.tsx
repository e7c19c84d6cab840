import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchUrl } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { AN, API, BINH, checkinView, GRANT, journey, seatsAnswer } from '../checkin.fixture';
import { checkinDraftStore, startDraft } from '../stores/checkin-draft';

const CHECKIN = `GET ${API}/checkin`;
const SEATS = `GET ${API}/checkin/seats`;

const seat = (code: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-seat="${code}"]`);
  if (!cell) throw new Error(`No seat ${code}`);
  return cell;
};

describe('choosing seats at check-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    manageGrantStore.save(GRANT);
    checkinDraftStore.save({
      ...startDraft('res-0001', '101'),
      passengerKeys: ['ADT1', 'ADT2'],
      dangerousGoodsAccepted: true,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a traveller who has not accepted the dangerous goods notice back to the passengers', async () => {
    checkinDraftStore.save({ ...startDraft('res-0001', '101'), passengerKeys: ['ADT1'] });
    stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    const { router } = await renderApp('/en/checkin/select-seats');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-passengers');
    });
  });

  it('keeps a seat already held, gives a free seat by default, and takes a seat the fare includes', async () => {
    const binh = { ...BINH, flights: BINH.flights.map((flight) => ({ ...flight, seatCode: '5A' })) };
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([journey({ passengers: [AN, binh] })])),
      [SEATS]: () => json(seatsAnswer()),
    });
    const { user, router } = await renderApp('/en/checkin/select-seats');
    const flight = await screen.findByRole('region', { name: 'VJ 120 SGN → HAN' });
    const row = (name: string) => within(flight).getByText(name).closest('li');
    expect(row('Mr NGUYEN VAN AN')).toHaveTextContent('We will give you a free seat');
    expect(row('Ms TRAN THI BINH')).toHaveTextContent('Seat 5A, already yours');
    // Each passenger's map is asked for under the booking, the journey and the passenger.
    const urls = callsTo(fetchMock, SEATS).map(
      ([input]) => new URL(fetchUrl(input), 'http://localhost').searchParams,
    );
    expect(urls.map((params) => params.get('departurePassengerJourneyDetailKey')).sort()).toEqual([
      'ADT1',
      'ADT2',
    ]);
    expect(urls[0]?.get('bookingKey')).toBe('res-0001');
    expect(urls[0]?.get('departureKey')).toBe('101');

    const open = await within(flight).findByRole('button', { name: 'Choose a seat' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(within(flight).getByRole('grid', { name: /VJ120 SGN → HAN/ })).toBeInTheDocument();
    // Only An chooses: Binh has her seat, so there is nobody to switch to.
    expect(within(flight).queryByRole('radio')).toBeNull();

    await user.click(seat('1C'));
    expect(within(flight).getAllByRole('status').at(-1)).toHaveTextContent(
      'Seat 1C costs ₫162,000. At check-in you can choose only seats your fare includes.',
    );
    expect(row('Mr NGUYEN VAN AN')).toHaveTextContent('We will give you a free seat');
    expect(within(flight).getByRole('link', { name: 'Buy a seat as an extra' })).toHaveAttribute(
      'href',
      '/en/my/edit-service',
    );

    await user.click(seat('21C'));
    expect(row('Mr NGUYEN VAN AN')).toHaveTextContent('Seat 21C, included in your fare');
    await user.click(
      within(flight).getByRole('button', { name: 'Take a free seat instead: Mr NGUYEN VAN AN' }),
    );
    expect(row('Mr NGUYEN VAN AN')).toHaveTextContent('We will give you a free seat');

    // By keyboard: into the map, along the row, Enter.
    seat('21C').focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(row('Mr NGUYEN VAN AN')).toHaveTextContent('Seat 21D, included in your fare');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/summary');
    });
    expect(checkinDraftStore.read('res-0001')?.seats).toEqual({ ADT1: { '101': '21D' } });
  });

  it('lets the traveller go on with free seats when the seat map cannot load', async () => {
    stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    await renderApp('/en/checkin/select-seats');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The seat map could not be loaded. You can continue: we will give you a free seat.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
