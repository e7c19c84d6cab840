import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  AN,
  API,
  BINH,
  boardingPass,
  checkedInJourney,
  checkinView,
  COUNTRIES,
  GRANT,
  internationalJourney,
} from '../checkin.fixture';
import { checkinDraftStore, startDraft } from '../stores/checkin-draft';

const CHECKIN = `GET ${API}/checkin`;
const POST_CHECKIN = `POST ${API}/checkin`;
const PASSES = `PATCH ${API}/checkin/boardingPass`;

const abroad = internationalJourney({
  passengers: [AN, { ...BINH, flights: BINH.flights.map((f) => ({ ...f, seatCode: '5A' })) }],
});

describe('the check-in summary', () => {
  beforeEach(() => {
    sessionStorage.clear();
    manageGrantStore.save(GRANT);
    checkinDraftStore.save({
      ...startDraft('res-0001', '101'),
      passengerKeys: ['ADT1', 'ADT2'],
      documents: {
        ADT1: { number: 'C1234567', nationality: 'VN', expiresOn: '2031-05-20' },
        ADT2: { number: 'B7654321', nationality: 'TH', expiresOn: '2032-01-10' },
      },
      dangerousGoodsAccepted: true,
      seats: { ADT1: { '101': '21C' } },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows who checks in with their seats and masked passports, posts them, and shows the boarding passes', async () => {
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([abroad])),
      'GET /content/api/v1/country': () => json(COUNTRIES),
      [POST_CHECKIN]: () =>
        json({
          checkin: checkinView([checkedInJourney(abroad)]),
          departureKey: '101',
          boardingPasses: [
            boardingPass(),
            boardingPass({ passengerKey: 'ADT2', passengerName: 'TRAN/THI BINH', seatCode: '5A' }),
          ],
        }),
    });
    const { user, router } = await renderApp('/en/checkin/summary');
    const passengers = await screen.findByRole('region', { name: 'Passengers and seats' });
    expect(
      within(passengers).getByRole('heading', { name: 'Mr NGUYEN VAN AN' }).parentElement,
    ).toHaveTextContent('VJ 801 SGN → BKK: Seat 21C');
    expect(
      within(passengers).getByRole('heading', { name: 'Ms TRAN THI BINH' }).parentElement,
    ).toHaveTextContent('VJ 801 SGN → BKK: Seat 5A');
    await waitFor(() => {
      expect(passengers).toHaveTextContent('Passport •••••567, Vietnam, valid until May 20, 2031');
    });
    expect(passengers).not.toHaveTextContent('C1234567');
    expect(passengers).toHaveTextContent('You have read and accepted the dangerous goods rules.');

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/success');
    });
    const [call] = callsTo(fetchMock, POST_CHECKIN);
    expect(headerOf(call?.[1], 'x-manage-grant')).toBeTruthy();
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      departureKey: '101',
      passengers: [
        {
          key: 'ADT1',
          document: { number: 'C1234567', nationality: 'VN', expiresOn: '2031-05-20' },
          seats: [{ flightKey: '101', seatCode: '21C' }],
        },
        {
          key: 'ADT2',
          document: { number: 'B7654321', nationality: 'TH', expiresOn: '2032-01-10' },
          seats: [],
        },
      ],
      dangerousGoodsAccepted: true,
    });
    expect(await screen.findByRole('article', { name: 'NGUYEN/VAN AN, VJ 120' })).toBeInTheDocument();
    // The check-in's answer carried the passes: none asked for again.
    expect(callsTo(fetchMock, PASSES)).toHaveLength(0);
    // The passports are not kept once sent.
    expect(checkinDraftStore.read('res-0001')).toMatchObject({ checkedIn: true, documents: {} });
  });

  it('says a seat assigned at check-in for whoever chose none', async () => {
    checkinDraftStore.save({
      ...startDraft('res-0001', '101'),
      passengerKeys: ['ADT1'],
      dangerousGoodsAccepted: true,
    });
    stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    await renderApp('/en/checkin/summary');
    const passengers = await screen.findByRole('region', { name: 'Passengers and seats' });
    expect(passengers).toHaveTextContent('VJ 120 SGN → HAN: Seat assigned at check-in');
    expect(passengers).not.toHaveTextContent('Passport');
  });

  it('shows the server’s words when checking in is refused', async () => {
    stubManageFetch({
      [CHECKIN]: () => json(checkinView([abroad])),
      [POST_CHECKIN]: () =>
        failure(409, 'checkin_fail_message', 'Online check-in has closed for this flight.', {
          details: { resultCode: 93 },
        }),
    });
    const { user, router } = await renderApp('/en/checkin/summary');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Online check-in has closed for this flight.');
    expect(currentUrl(router)).toBe('/en/checkin/summary');
  });

  it('words the result code itself when the server sent no message', async () => {
    stubManageFetch({
      [CHECKIN]: () => json(checkinView([abroad])),
      [POST_CHECKIN]: () => failure(409, 'checkin_fail_message', '', { details: { resultCode: 93 } }),
    });
    const { user } = await renderApp('/en/checkin/summary');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Online check-in has closed: it closes 1 hour before departure. Please check in at the airport counter.',
    );
  });
});
