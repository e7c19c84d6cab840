import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { API, COUNTRIES, INACTIVE_WALLET, POINTS, PROFILE, PROVINCES, storeLogin } from './profile.fixture';

const UPDATE = `PUT ${API}/update`;

function stubMember(
  update: Parameters<typeof stubManageFetch>[0][string],
  nationalId: { fullName: string; birthDate: string; linkedAt: string } | null = null,
) {
  return stubManageFetch({
    [`GET ${API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${API}/vneid`]: () => json({ nationalId }),
    [`GET ${API}/wallet`]: () => json(INACTIVE_WALLET),
    [`GET ${API}/score-histories`]: () => json(POINTS),
    'GET /content/api/v1/country': () => json(COUNTRIES),
    'GET /content/api/v1/country/VN/province': () => json(PROVINCES),
    [UPDATE]: update,
  });
}

async function openForm() {
  const rendered = await renderApp('/en/profile/personal');
  const form = await screen.findByRole('form', { name: 'Personal details' });
  await within(form).findAllByRole('option', { name: 'Vietnam' });
  return { ...rendered, form };
}

describe('the personal details page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeLogin();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the fields with the server’s rules before sending anything', async () => {
    const fetchMock = stubMember(() => json({ user: PROFILE }));
    const { user, form } = await openForm();
    const family = within(form).getByRole('textbox', { name: /^Family name/ });
    expect(family).toHaveValue('NGUYEN');
    expect(within(form).getByRole('textbox', { name: /^Middle and given names/ })).toHaveValue('VAN AN');
    await user.clear(family);
    const phone = within(form).getByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(family).toHaveFocus();
    });
    expect(family).toHaveAccessibleDescription('This field is required');
    expect(phone).toHaveAccessibleDescription('A phone number has 8 to 11 digits and no special characters');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('shows the server’s INVALID_BIRTHDATE on the birth date', async () => {
    stubMember(() =>
      failure(400, 'INVALID_BIRTHDATE', 'Invalid date of birth', {
        details: {
          issues: [
            { path: 'body.birthDate', code: 'birthDateTooYoung', message: 'A member must be 12 or older' },
          ],
        },
      }),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const birthDate = within(form).getByLabelText(/^Date of birth/);
    await waitFor(() => {
      expect(birthDate).toHaveFocus();
    });
    expect(birthDate).toHaveAccessibleDescription('A member must be 12 or older');
  });

  it('saves the update, says so, and the header shows the new name', async () => {
    const saved = { ...PROFILE, skyClubFamilyName: 'TRAN', fullName: 'TRAN VAN AN' };
    const fetchMock = stubMember(() => json({ user: saved }));
    const { user, form } = await openForm();
    const family = within(form).getByRole('textbox', { name: /^Family name/ });
    await user.clear(family);
    await user.type(family, 'tran');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your details were saved.');
    const body: unknown = JSON.parse(fetchBody(callsTo(fetchMock, UPDATE)[0]?.[1]));
    expect(body).toMatchObject({
      familyName: 'TRAN',
      middleGivenName: 'VAN AN',
      birthDate: '1990-05-06',
      address: { country: 'VN', province: 'VN-HN' },
      emergencyContact: { fullName: 'TRAN THI BINH', phoneNumber: '0987654321', relation: 'couple' },
    });
    expect(within(screen.getByRole('banner')).getAllByText('TRAN VAN AN').length).toBeGreaterThan(0);
  });

  it('says which national digital ID is linked, as VNeID verified it', async () => {
    stubMember(() => json({ user: PROFILE }), {
      fullName: 'NGUYỄN VĂN AN',
      birthDate: '1990-01-15',
      linkedAt: '2026-11-29T10:00:00.000Z',
    });
    await openForm();
    expect(
      await screen.findByText('Your national digital ID is linked: NGUYỄN VĂN AN, born 1990-01-15.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link VNeID' })).toBeInTheDocument();
  });

  it('says nothing of a link the member has not made', async () => {
    stubMember(() => json({ user: PROFILE }));
    await openForm();
    await screen.findByRole('button', { name: 'Link VNeID' });
    expect(screen.queryByText(/national digital ID is linked/)).not.toBeInTheDocument();
  });
});
