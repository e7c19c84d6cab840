import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { json, stubManageFetch } from '../../../test/manage-fetch';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  AN,
  API,
  BINH,
  checkinView,
  COUNTRIES,
  GRANT,
  internationalJourney,
  journey,
  passenger,
} from '../checkin.fixture';
import { checkinDraftStore, startDraft } from '../stores/checkin-draft';
import type { CheckinJourney } from '@skybook/contracts/checkin';

const CHECKIN = `GET ${API}/checkin`;

function openJourney(chosen: CheckinJourney, passengerKeys: string[]) {
  manageGrantStore.save(GRANT);
  checkinDraftStore.save({ ...startDraft('res-0001', chosen.key), passengerKeys });
  stubManageFetch({
    [CHECKIN]: () => json(checkinView([chosen])),
    'GET /content/api/v1/country': () => json(COUNTRIES),
  });
}

describe('choosing who checks in', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes back to the flights when no journey was chosen', async () => {
    manageGrantStore.save(GRANT);
    stubManageFetch({ [CHECKIN]: () => json(checkinView()) });
    const { router } = await renderApp('/en/checkin/select-passengers');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-flight');
    });
  });

  it('shows who checks in at the counter, asks for the dangerous goods notice, then goes on to the seats', async () => {
    const infant = passenger({ key: 'INF1', type: 'infant', title: null, firstName: 'MINH', refusal: 96 });
    openJourney(journey({ passengers: [AN, { ...BINH, refusal: 92 }, infant] }), ['ADT1']);
    const { user, router } = await renderApp('/en/checkin/select-passengers');
    const an = await screen.findByRole('checkbox', { name: 'Mr NGUYEN VAN AN' });
    expect(an).toBeChecked();
    const binh = screen.getByRole('checkbox', { name: 'Ms TRAN THI BINH' });
    expect(binh).toBeDisabled();
    expect(binh).toHaveAccessibleDescription(
      /Passengers who need special assistance are checked in by our staff/,
    );
    expect(screen.getByRole('checkbox', { name: 'NGUYEN VAN MINH' })).toHaveAccessibleDescription(
      'Passengers travelling with an infant check in at the airport counter.',
    );
    // Not abroad: no passport asked.
    expect(screen.queryByRole('textbox', { name: /Passport number/ })).toBeNull();
    const goods = screen.getByRole('region', { name: 'Dangerous goods' });
    expect(within(goods).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const accept = screen.getByRole('checkbox', { name: 'I have read and accept the dangerous goods rules' });
    await waitFor(() => {
      expect(accept).toHaveFocus();
    });
    expect(accept).toHaveAccessibleDescription(
      'Please confirm that you have read the dangerous goods rules.',
    );
    expect(currentUrl(router)).toBe('/en/checkin/select-passengers');

    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-seats');
    });
    expect(checkinDraftStore.read('res-0001')).toMatchObject({
      passengerKeys: ['ADT1'],
      dangerousGoodsAccepted: true,
      documents: {},
    });
  });

  it('asks for someone to check in', async () => {
    openJourney(journey(), []);
    const { user, router } = await renderApp('/en/checkin/select-passengers');
    const an = await screen.findByRole('checkbox', { name: 'Mr NGUYEN VAN AN' });
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the dangerous goods rules' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(an).toHaveFocus();
    });
    expect(an).toHaveAccessibleDescription('Please choose at least one passenger.');
    expect(currentUrl(router)).toBe('/en/checkin/select-passengers');
  });

  it('asks each passenger’s passport abroad, prefilled, and refuses one expiring within 6 months of the flight', async () => {
    openJourney(
      internationalJourney({
        passengers: [{ ...AN, knownDocument: { number: 'C1234567', nationality: 'VN' } }, BINH],
      }),
      ['ADT1'],
    );
    const { user, router } = await renderApp('/en/checkin/select-passengers');
    const passport = await screen.findByRole('group', { name: 'Passport of Mr NGUYEN VAN AN' });
    expect(within(passport).getByRole('textbox', { name: /^Passport number/ })).toHaveValue('C1234567');
    const nationality = within(passport).getByRole('combobox', { name: /^Nationality/ });
    await waitFor(() => {
      expect(nationality).toHaveValue('VN');
    });
    // Binh is not checking in: no passport asked for her.
    expect(screen.queryByRole('group', { name: 'Passport of Ms TRAN THI BINH' })).toBeNull();
    const expiry = within(passport).getByLabelText(/^Expiry date/);
    expect(expiry).toHaveAccessibleDescription(/at least 6 months after your flight on Jan 1, 2099/);

    await user.type(expiry, '2099-06-30');
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the dangerous goods rules' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(expiry).toHaveFocus();
    });
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription(
      /Your passport must be valid for at least 6 months after your flight on Jan 1, 2099/,
    );

    await user.clear(expiry);
    await user.type(expiry, '2099-07-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-seats');
    });
    expect(checkinDraftStore.read('res-0001')?.documents).toEqual({
      ADT1: { number: 'C1234567', nationality: 'VN', expiresOn: '2099-07-01' },
    });
  });

  it('asks for a passport number and a nationality that are missing', async () => {
    openJourney(internationalJourney(), ['ADT1']);
    const { user } = await renderApp('/en/checkin/select-passengers');
    const passport = await screen.findByRole('group', { name: 'Passport of Mr NGUYEN VAN AN' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const number = within(passport).getByRole('textbox', { name: /^Passport number/ });
    await waitFor(() => {
      expect(number).toHaveFocus();
    });
    expect(number).toHaveAccessibleDescription(/This field is required/);
    expect(within(passport).getByRole('combobox', { name: /^Nationality/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    await user.type(number, 'c12');
    await user.tab();
    await waitFor(() => {
      expect(number).toHaveAccessibleDescription(/A passport number has 6 to 12 letters and digits/);
    });
  });
});
