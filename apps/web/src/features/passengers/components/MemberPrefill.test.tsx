import type { FamilyMember } from '@skybook/contracts/member-extras';
import { addDaysToIsoDate, toIsoDate } from '@skybook/domain/clock';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/member-session';
import { useBookingSession } from '../../../stores/booking-session';
import { usePassengerDetails } from '../../../stores/passenger-details';
import { bookingSessionFixture, TEST_SESSION_ID } from '../../../test/booking-session.fixture';
import { json, stubManageFetch } from '../../../test/manage-fetch';
import { loginAnswer, memberProfile } from '../../../test/member.fixture';
import { fetchUrl } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { emptyDetails } from '../form-model';

// The whole app renders for each test (see PassengersPage.test.tsx): it waits, never times.
configure({ asyncUtilTimeout: 15_000 });

const today = toIsoDate(new Date(), 'Asia/Ho_Chi_Minh');
const referenceDate = addDaysToIsoDate(today, 30);
const referenceYear = Number(referenceDate.slice(0, 4));

const COUNTRIES = {
  countries: [
    { countryCode: 'VN', name: 'Vietnam', phoneCode: '+84', defaultCurrency: 'VND', languages: ['vi'] },
    { countryCode: 'TH', name: 'Thailand', phoneCode: '+66', defaultCurrency: 'THB', languages: ['th'] },
  ],
};
const PROVINCES = { countryCode: 'VN', provinces: [{ code: 'VN-HN', name: 'Hanoi', kind: 'city' }] };

const PROFILE = memberProfile({
  address: { country: 'VN', province: 'VN-HN', district: null, address: '1 HANG BAI', postalCode: null },
});
const MEMBER_API = '/member/api/v1/users/skyclub';

/** A daughter of 6 on the reference day: a child. */
const MAI: FamilyMember = {
  id: 'a'.repeat(32),
  title: 'Ms',
  gender: 'female',
  lastName: 'NGUYEN',
  middleName: 'THI',
  firstName: 'MAI',
  dateOfBirth: `${String(referenceYear - 6)}-05-01`,
  nationality: 'VN',
  documentNumber: null,
  documentExpiry: null,
  relation: 'children',
  createdAt: '2026-11-01T00:00:00.000Z',
};
/** The member's wife: an adult. */
const BINH: FamilyMember = {
  ...MAI,
  id: 'b'.repeat(32),
  title: 'Mrs',
  lastName: 'TRAN',
  middleName: '',
  firstName: 'BINH',
  dateOfBirth: '1991-03-04',
  relation: 'couple',
};

const session = bookingSessionFixture({ ageReferenceDate: referenceDate });

function stubServer() {
  return stubManageFetch({
    'GET /booking/api/v1/session-booking': () =>
      json(session, 200, { 'x-session-expiry': String(session.expiry) }),
    'GET /content/api/v1/country': () => json(COUNTRIES),
    'GET /content/api/v1/country/VN/province': () => json(PROVINCES),
    [`GET ${MEMBER_API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${MEMBER_API}/members`]: () => json({ members: [BINH, MAI], limit: 10 }),
  });
}

function memberCalls(fetchMock: ReturnType<typeof stubServer>) {
  return fetchMock.mock.calls.filter(([input]) =>
    new URL(fetchUrl(input), 'http://localhost').pathname.startsWith('/member/'),
  );
}

async function card(name: string): Promise<HTMLElement> {
  await screen.findByRole('button', { name: 'Continue' });
  return screen.findByRole('region', { name });
}

function textbox(region: HTMLElement, name: RegExp): HTMLElement {
  return within(region).getByRole('textbox', { name });
}

describe('the passengers page of a signed-in member', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    usePassengerDetails.getState().clear();
    useBookingSession.getState().endSession('reset');
    useBookingSession.getState().openSession(session);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the member service nothing for a guest and shows an empty form without a fill choice', async () => {
    const fetchMock = stubServer();
    await renderApp('/en/passengers');
    const adult = await card('Adult 1');
    expect(textbox(adult, /^Family name/)).toHaveValue('');
    expect(textbox(await card('Contact details'), /^Email/)).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Fill from' })).not.toBeInTheDocument();
    expect(memberCalls(fetchMock)).toEqual([]);
  });

  it('fills the first adult and the contact from the profile, the other cards left empty', async () => {
    saveLogin(loginAnswer('1', PROFILE));
    const fetchMock = stubServer();
    await renderApp('/en/passengers');
    const adult = await card('Adult 1');
    expect(textbox(adult, /^Family name/)).toHaveValue('NGUYEN');
    expect(textbox(adult, /^Middle name/)).toHaveValue('VAN');
    expect(textbox(adult, /^Given name/)).toHaveValue('AN');
    expect(within(adult).getByRole('combobox', { name: /^Title/ })).toHaveValue('Mr');
    expect(within(adult).getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
    expect(textbox(adult, /^Skyclub \/ SkyJoy member number/)).toHaveValue('SC0000000001');
    const contact = await card('Contact details');
    expect(textbox(contact, /^Email/)).toHaveValue('an@example.com');
    expect(textbox(contact, /^Phone number/)).toHaveValue('0912345678');
    expect(textbox(contact, /^Given name/)).toHaveValue('AN');
    expect(textbox(await card('Adult 2'), /^Family name/)).toHaveValue('');
    // What the profile filled is the session's draft too, kept over a reload.
    await waitFor(() => {
      expect(usePassengerDetails.getState().draft?.passengers[0]?.lastName).toBe('NGUYEN');
    });
    await waitFor(() => {
      expect(memberCalls(fetchMock).length).toBe(2);
    });
  });

  it('fills a card from a family member whose age fits it, offered on that card only', async () => {
    saveLogin(loginAnswer('1', PROFILE));
    stubServer();
    const { user } = await renderApp('/en/passengers');
    const child = await card('Child 1');
    const choice = await within(child).findByRole('combobox', { name: 'Fill from' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['NGUYEN THI MAI (Child)']);
    const adult = await card('Adult 2');
    const adultChoice = await within(adult).findByRole('option', { name: 'TRAN BINH (Spouse or partner)' });
    expect(within(adult).getByRole('option', { name: 'Me: NGUYEN VAN AN' })).toBeInTheDocument();

    await user.click(within(child).getByRole('button', { name: 'Fill in' }));
    expect(textbox(child, /^Given name/)).toHaveValue('MAI');
    expect(within(child).getByRole('combobox', { name: /^Title/ })).toHaveValue('Miss');
    expect(within(child).getByRole('status')).toHaveTextContent('Filled in from NGUYEN THI MAI.');

    await user.selectOptions(within(adult).getByRole('combobox', { name: 'Fill from' }), adultChoice);
    await user.click(within(adult).getByRole('button', { name: 'Fill in' }));
    expect(textbox(adult, /^Family name/)).toHaveValue('TRAN');
    expect(textbox(adult, /^Given name/)).toHaveValue('BINH');
    expect(within(adult).getByRole('combobox', { name: 'Year' })).toHaveValue('1991');
  });

  it('keeps what the session stored and fills only the fields still empty', async () => {
    const draft = emptyDetails(session.passengers);
    usePassengerDetails.getState().saveDraft(TEST_SESSION_ID, {
      ...draft,
      passengers: draft.passengers.map((passenger, index) =>
        index === 0 ? { ...passenger, firstName: 'AN', nationality: 'TH' } : passenger,
      ),
      contact: { ...draft.contact, email: 'typed@example.com' },
    });
    saveLogin(loginAnswer('1', PROFILE));
    stubServer();
    await renderApp('/en/passengers');
    const adult = await card('Adult 1');
    await waitFor(() => {
      expect(textbox(adult, /^Family name/)).toHaveValue('NGUYEN');
    });
    expect(textbox(adult, /^Middle name/)).toHaveValue('VAN');
    expect(within(adult).getByRole('combobox', { name: /^Nationality/ })).toHaveValue('Thailand');
    const contact = await card('Contact details');
    expect(textbox(contact, /^Email/)).toHaveValue('typed@example.com');
    expect(textbox(contact, /^Phone number/)).toHaveValue('0912345678');
  });

  it('overwrites nothing typed while the profile was on its way, and fills no one else’s card', async () => {
    saveLogin(loginAnswer('1', PROFILE));
    // No stored member: the form waits for the server's profile.
    localStorage.removeItem('userInfo');
    let answerProfile: () => void = () => undefined;
    const profileHeld = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    const fetchMock = stubServer();
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (fetchUrl(input).endsWith('/profile')) await profileHeld;
      if (!answer) throw new Error('no stand-in server');
      return answer(input, init);
    });
    const { user } = await renderApp('/en/passengers');
    const adult = await card('Adult 1');
    const contact = await card('Contact details');
    await user.type(textbox(adult, /^Given name/), 'BAO');
    await user.type(textbox(contact, /^Email/), 'typed@example.com');
    answerProfile();
    await waitFor(() => {
      expect(textbox(contact, /^Phone number/)).toHaveValue('0912345678');
    });
    expect(textbox(contact, /^Email/)).toHaveValue('typed@example.com');
    expect(textbox(adult, /^Given name/)).toHaveValue('BAO');
    // BAO is not the member: the card gets none of the member's details.
    expect(textbox(adult, /^Family name/)).toHaveValue('');
  });
});
