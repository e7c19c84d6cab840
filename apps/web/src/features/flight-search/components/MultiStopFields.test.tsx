import { addDaysToIsoDate, type IsoDate } from '@skybook/domain/clock';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp, type RenderedApp } from '../../../test/render-app';
import { searchToday } from '../search-params';
import { checkMultiStopLegs, LEG_GAP_DAYS, shownLegs } from './MultiStopFields';
import { airportListFixture } from './airport-list.fixture';

const AIRPORTS = airportListFixture(['SGN', 'HAN', 'DAD']);

const leg = (number: number) => screen.getByRole('group', { name: `Flight ${String(number)}` });

async function chooseAirport(user: RenderedApp['user'], scope: HTMLElement, label: string, typed: string) {
  const input = within(scope).getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0] ?? input);
}

describe('the multi-city search form', () => {
  beforeEach(() => {
    useBookingDraft.getState().reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(AIRPORTS)))),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with two legs, adds one leaving from the last arrival, removes any, and sends them in the URL', async () => {
    const { user, router } = await renderApp('/en');
    await user.click(await screen.findByRole('radio', { name: 'Multi-city' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove flight/ })).not.toBeInTheDocument();

    await chooseAirport(user, leg(1), 'From', 'tan son');
    await chooseAirport(user, leg(1), 'To', 'noi bai');
    // The second leg leaves from where the first arrives.
    expect(within(leg(2)).getByRole('combobox', { name: 'From' })).toHaveValue('Hà Nội (HAN)');
    await chooseAirport(user, leg(2), 'To', 'da nang');

    await user.click(screen.getByRole('button', { name: 'Add a flight' }));
    expect(within(leg(3)).getByRole('combobox', { name: 'From' })).toHaveValue('Đà Nẵng (DAD)');
    await user.click(screen.getByRole('button', { name: 'Remove flight 3' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add a flight' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Find flights' }));
    const first = addDaysToIsoDate(searchToday(), 1);
    const second = addDaysToIsoDate(first, LEG_GAP_DAYS);
    await screen.findByRole('heading', { level: 1, name: 'Select flights' });
    expect(currentUrl(router)).toBe(
      `/en/select-flight?tripType=stopover&legs=SGN-HAN-${first}&legs=HAN-DAD-${second}&adultCount=1&childCount=0&infantCount=0&currency=VND`,
    );
  }, 20_000);

  it('allows at most five legs', async () => {
    const { user } = await renderApp('/en');
    await user.click(await screen.findByRole('radio', { name: 'Multi-city' }));
    const add = screen.getByRole('button', { name: 'Add a flight' });
    for (let count = 0; count < 3; count++) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
  });

  it('says per leg what is missing or out of order, and stays', async () => {
    const { user, router } = await renderApp('/en');
    await user.click(await screen.findByRole('radio', { name: 'Multi-city' }));
    const day = addDaysToIsoDate(searchToday(), 5);
    useBookingDraft.getState().setLegs([
      { from: 'SGN', to: 'HAN', date: day },
      { from: 'HAN', to: 'HAN', date: addDaysToIsoDate(day, -1) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Find flights' }));
    const alert = screen.getAllByRole('alert').find((element) => element.textContent !== '');
    expect(alert).toHaveTextContent('Flight 2: departure and arrival must be different airports.');
    expect(alert).toHaveTextContent('Flight 2 cannot leave before flight 1.');
    expect(within(leg(2)).getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/en');
  });
});

describe('the legs the form shows and sends', () => {
  const today = '2026-11-21' as IsoDate;

  it('fills missing and past days: tomorrow first, then two days after the leg before', () => {
    expect(shownLegs([], today)).toEqual([
      { from: null, to: null, date: '2026-11-22' },
      { from: null, to: null, date: '2026-11-24' },
    ]);
    expect(
      shownLegs(
        [
          { from: 'SGN', to: 'HAN', date: '2026-11-01' },
          { from: 'HAN', to: 'DAD', date: '2026-12-05' },
          { from: 'DAD', to: 'SGN', date: null },
        ],
        today,
      ).map((item) => item.date),
    ).toEqual(['2026-11-22', '2026-12-05', '2026-12-07']);
  });

  it('sends complete legs in order, and names what is wrong with each otherwise', () => {
    const date = (value: string) => value as IsoDate;
    expect(
      checkMultiStopLegs([
        { from: 'SGN', to: 'HAN', date: date('2026-12-01') },
        { from: 'HAN', to: 'DAD', date: date('2026-12-01') },
      ]),
    ).toEqual({
      ok: true,
      legs: [
        { from: 'SGN', to: 'HAN', date: '2026-12-01' },
        { from: 'HAN', to: 'DAD', date: '2026-12-01' },
      ],
    });
    expect(
      checkMultiStopLegs([
        { from: null, to: 'HAN', date: date('2026-12-03') },
        { from: 'HAN', to: null, date: date('2026-12-02') },
        { from: 'DAD', to: 'DAD', date: date('2026-12-04') },
      ]),
    ).toEqual({ ok: false, problems: [['from'], ['to', 'order'], ['sameAirport']] });
  });
});
