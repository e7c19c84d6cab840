import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { AN, API, BINH, checkedInJourney, checkinView, GRANT, journey, passenger } from '../checkin.fixture';
import { checkinDraftStore } from '../stores/checkin-draft';

const CHECKIN = `GET ${API}/checkin`;
const UNCHECKIN = `POST ${API}/uncheckin`;

describe('choosing the flight to check in', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a traveller without a grant to the lookup, asking the server nothing', async () => {
    const fetchMock = stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    const { router } = await renderApp('/en/checkin/select-flight');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin');
    });
    expect(callsTo(fetchMock, CHECKIN)).toHaveLength(0);
  });

  it('shows the journey on the airports’ clocks with its window and each passenger, then starts its check-in', async () => {
    manageGrantStore.save(GRANT);
    const fetchMock = stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    const { user, router } = await renderApp('/en/checkin/select-flight');
    const card = await screen.findByRole('region', { name: 'Departing flight: SGN → HAN' });
    expect(within(card).getByText('VJ 120')).toBeInTheDocument();
    expect(within(card).getByText('Thu, Jan 1, 2099')).toBeInTheDocument();
    expect(card).toHaveTextContent('07:00 SGN → 09:10 HAN');
    expect(card).toHaveTextContent(
      'Online check-in: from Dec 31, 2098, 07:00 until Jan 1, 2099, 06:00 (local time at SGN)',
    );
    expect(within(card).getByText('Mr NGUYEN VAN AN')).toBeInTheDocument();
    expect(within(card).getAllByText('Not checked in')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: 'View boarding passes' })).toBeNull();
    // The grant names the booking, and the fresh one is kept.
    expect(headerOf(callsTo(fetchMock, CHECKIN)[0]?.[1], 'x-manage-grant')).toBe(GRANT.grant);
    expect(manageGrantStore.read()?.grant).not.toBe(GRANT.grant);

    await user.click(within(card).getByRole('button', { name: 'Check in for this flight' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-passengers');
    });
    expect(checkinDraftStore.read('res-0001')).toMatchObject({
      departureKey: '101',
      passengerKeys: ['ADT1', 'ADT2'],
    });
  });

  it.each([
    [90, 'Please check in at the airport counter. The booking has not been paid in full.'],
    [
      91,
      'Online check-in opens 24 hours before departure. It opens at Dec 31, 2098, 07:00 (local time at SGN).',
    ],
    [92, 'Please check in at the airport counter. Passengers who need special assistance'],
    [93, 'Online check-in has closed: it closes 1 hour before departure.'],
    [94, 'This flight has departed.'],
    [95, 'Please check in at the airport counter. Groups of more than 9 passengers check in at the airport.'],
    [98, 'Please check in at the airport counter. A flight of this trip is operated by another airline.'],
    [99, 'Please check in at the airport counter. An airport of this trip has no online check-in.'],
  ])('says why a journey refused with %i cannot be checked in online', async (code, text) => {
    manageGrantStore.save(GRANT);
    stubManageFetch({ [CHECKIN]: () => json(checkinView([journey({ refusal: code })])) });
    await renderApp('/en/checkin/select-flight');
    const card = await screen.findByRole('region', { name: 'Departing flight: SGN → HAN' });
    expect(card).toHaveTextContent(text);
    expect(within(card).queryByRole('button', { name: 'Check in for this flight' })).toBeNull();
  });

  it('says which passengers check in at the counter, in Vietnamese too', async () => {
    manageGrantStore.save(GRANT);
    const infant = passenger({
      key: 'INF1',
      type: 'infant',
      title: null,
      firstName: 'MINH',
      refusal: 96,
      flyingWith: 'ADT2',
    });
    const view = checkinView([
      journey({ passengers: [AN, { ...BINH, refusal: 96, flyingWith: 'INF1' }, infant] }),
    ]);
    stubManageFetch({ [CHECKIN]: () => json(view) });
    await renderApp('/vi/checkin/select-flight');
    const card = await screen.findByRole('region', { name: 'Chuyến đi: SGN → HAN' });
    expect(within(card).getAllByText('Hành khách đi cùng em bé làm thủ tục tại quầy sân bay.')).toHaveLength(
      2,
    );
    expect(within(card).getByRole('button', { name: 'Làm thủ tục cho chuyến bay này' })).toBeInTheDocument();
  });

  it('leads a checked-in journey to its boarding passes and undoes it once confirmed', async () => {
    manageGrantStore.save(GRANT);
    let view = checkinView([checkedInJourney()]);
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(view),
      [UNCHECKIN]: () => {
        view = checkinView();
        return json(view);
      },
    });
    const { user } = await renderApp('/en/checkin/select-flight');
    const card = await screen.findByRole('region', { name: 'Departing flight: SGN → HAN' });
    expect(within(card).getAllByText('Checked in')).toHaveLength(2);
    expect(within(card).getByText('Seat 20C')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View boarding passes' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Check in for this flight' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Undo check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo check-in?' });
    expect(callsTo(fetchMock, UNCHECKIN)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Undo check-in' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Check-in was undone for this flight.');
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, UNCHECKIN)[0]?.[1]))).toEqual({ departureKey: '101' });
    expect(within(card).getByRole('button', { name: 'Check in for this flight' })).toBeInTheDocument();
  });

  it('drops a refused grant and sends the traveller to the lookup with the server’s words', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({ [CHECKIN]: () => failure(410, 'MANAGE_GRANT_EXPIRED', 'Your session has ended.') });
    const { router } = await renderApp('/en/checkin/select-flight');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended.');
    expect(currentUrl(router)).toBe('/en/checkin');
    expect(manageGrantStore.read()).toBeNull();
  });
});
