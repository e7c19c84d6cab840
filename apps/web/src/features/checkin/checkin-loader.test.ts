import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, headerOf, json, stubManageFetch } from '../../test/manage-fetch';
import { fetchUrl } from '../../test/payment.fixture';
import { API, boardingPass, checkedInJourney, checkinView, GRANT, seatsAnswer } from './checkin.fixture';

const CHECKIN = `GET ${API}/checkin`;
const SEATS = `GET ${API}/checkin/seats`;
const PASSES = `PATCH ${API}/checkin/boardingPass`;

/**
 * The loader and the queries, loaded afresh on a document that is (or is not) a prerendered page:
 * lib/hydration reads the document's #root when it loads.
 */
async function loadModules(prerendered: string | null) {
  document.body.innerHTML =
    prerendered === null
      ? '<div id="root"></div>'
      : `<div id="root" data-prerendered="${prerendered}"></div>`;
  vi.resetModules();
  const [loader, view, seats, passes, grant, draft, hydration] = await Promise.all([
    import('./checkin-loader'),
    import('./api/checkin-view'),
    import('./api/checkin-seats'),
    import('./api/boarding-passes'),
    import('../../lib/manage-grant'),
    import('./stores/checkin-draft'),
    import('../../lib/hydration'),
  ]);
  grant.manageGrantStore.save(GRANT);
  return { loader, view, seats, passes, draft, hydration };
}

const argsFor = (language: string) =>
  ({
    params: { lang: language },
    request: new Request(`http://localhost/${language}/checkin`),
  }) as unknown as LoaderFunctionArgs;

function stubApi() {
  return stubManageFetch({
    [CHECKIN]: () => json(checkinView()),
    [SEATS]: () => json(seatsAnswer()),
    [PASSES]: () => json({ departureKey: '101', boardingPasses: [boardingPass()] }),
  });
}

describe('a check-in page asking for its data while the app starts', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts the check-in and the chosen passengers’ seat maps, in the address’s language, and the page takes them', async () => {
    const modules = await loadModules('checkinSelectSeats');
    modules.draft.checkinDraftStore.save({
      ...modules.draft.startDraft('res-0001', '101'),
      passengerKeys: ['ADT1', 'ADT2'],
      dangerousGoodsAccepted: true,
    });
    const fetchMock = stubApi();

    expect(modules.loader.checkinLoader('select-seats')(argsFor('en'))).toBeNull();
    expect(callsTo(fetchMock, CHECKIN)).toHaveLength(1);
    expect(headerOf(callsTo(fetchMock, CHECKIN)[0]?.[1], 'accept-language')).toBe('en');
    expect(
      callsTo(fetchMock, SEATS).map(([input]) => new URL(fetchUrl(input), 'http://localhost').search),
    ).toEqual([
      '?bookingKey=res-0001&departureKey=101&departurePassengerJourneyDetailKey=ADT1',
      '?bookingKey=res-0001&departureKey=101&departurePassengerJourneyDetailKey=ADT2',
    ]);

    const queryClient = new QueryClient();
    const view = await queryClient.query(modules.view.checkinViewQueryOptions('res-0001', 'en'));
    expect(view.locator).toBe(checkinView().locator);
    const owner = { reservationKey: 'res-0001', departureKey: '101', passengerKey: 'ADT2' };
    await queryClient.query(modules.seats.checkinSeatsQueryOptions(owner));
    // Taken, not asked again.
    expect(callsTo(fetchMock, CHECKIN)).toHaveLength(1);
    expect(callsTo(fetchMock, SEATS)).toHaveLength(2);

    // Taken once: a later look asks afresh.
    await queryClient.query({ ...modules.view.checkinViewQueryOptions('res-0001', 'en'), staleTime: 0 });
    expect(callsTo(fetchMock, CHECKIN)).toHaveLength(2);
  });

  it('starts the boarding passes of the journey just checked in', async () => {
    const modules = await loadModules('checkinSuccess');
    modules.draft.checkinDraftStore.save({
      ...modules.draft.startDraft('res-0001', '101'),
      passengerKeys: ['ADT1'],
      checkedIn: true,
    });
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => json({ departureKey: '101', boardingPasses: [boardingPass()] }),
    });
    modules.loader.checkinLoader('success')(argsFor('vi'));
    expect(callsTo(fetchMock, PASSES)).toHaveLength(1);
    const passes = await new QueryClient().query(
      modules.passes.boardingPassesQueryOptions('res-0001', '101'),
    );
    expect(passes.boardingPasses).toHaveLength(1);
    expect(callsTo(fetchMock, PASSES)).toHaveLength(1);
  });

  it('never gives a page the answer in another language than its own', async () => {
    const modules = await loadModules('checkinSelectFlight');
    const fetchMock = stubApi();
    modules.loader.checkinLoader('select-flight')(argsFor('vi'));
    await new QueryClient().query(modules.view.checkinViewQueryOptions('res-0001', 'en'));
    // The Vietnamese answer started early is not the English page's: it asks for its own.
    expect(callsTo(fetchMock, CHECKIN)).toHaveLength(2);
  });

  it('asks for nothing once the app has started, on a page not prerendered, or without a grant', async () => {
    let modules = await loadModules('checkinSelectFlight');
    let fetchMock = stubApi();
    modules.hydration.markHydrated();
    modules.loader.checkinLoader('select-flight')(argsFor('vi'));
    expect(fetchMock).not.toHaveBeenCalled();

    modules = await loadModules(null);
    fetchMock = stubApi();
    modules.loader.checkinLoader('select-flight')(argsFor('vi'));
    expect(fetchMock).not.toHaveBeenCalled();

    modules = await loadModules('checkinSelectFlight');
    sessionStorage.clear();
    fetchMock = stubApi();
    modules.loader.checkinLoader('select-flight')(argsFor('vi'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
