import type { FamilyMember } from '@skybook/contracts/member-extras';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { API, COUNTRIES, INACTIVE_WALLET, POINTS, PROFILE, storeLogin } from './profile.fixture';

const MEMBERS = `${API}/members`;

const MAI: FamilyMember = {
  id: 'a'.repeat(32),
  title: 'Ms',
  gender: 'female',
  lastName: 'TRAN',
  middleName: 'THI',
  firstName: 'MAI',
  dateOfBirth: '2015-06-01',
  nationality: 'VN',
  documentNumber: null,
  documentExpiry: null,
  relation: 'children',
  createdAt: '2026-11-01T00:00:00.000Z',
};

function common() {
  return {
    [`GET ${API}/profile`]: () => json({ user: PROFILE }),
    [`GET ${API}/wallet`]: () => json(INACTIVE_WALLET),
    [`GET ${API}/score-histories`]: () => json(POINTS),
    'GET /content/api/v1/country': () => json(COUNTRIES),
  };
}

describe('the family list page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeLogin();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a family member: every rule on its field first, then the body the server expects', async () => {
    let family: FamilyMember[] = [];
    const fetchMock = stubManageFetch({
      ...common(),
      [`GET ${MEMBERS}`]: () => json({ members: family, limit: 10 }),
      [`POST ${MEMBERS}`]: () => {
        family = [MAI];
        return json({ member: MAI }, 201);
      },
    });
    const { user } = await renderApp('/en/profile/family-list');
    expect(await screen.findByText('No family members yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.click(screen.getByRole('button', { name: 'Save family member' }));
    const given = screen.getByRole('textbox', { name: /^Given name/ });
    await waitFor(() => {
      expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    });
    expect(given).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `POST ${MEMBERS}`)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Title/), 'Ms');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await user.type(screen.getByRole('textbox', { name: /^Family name/ }), 'trần');
    await user.type(screen.getByRole('textbox', { name: /^Middle name/ }), 'thị');
    await user.type(given, 'mai');
    await user.type(screen.getByLabelText(/^Date of birth/), '2015-06-01');
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'VN');
    await user.selectOptions(screen.getByLabelText(/^Relation/), 'children');
    await user.click(screen.getByRole('button', { name: 'Save family member' }));

    expect(await screen.findByRole('heading', { name: /Ms TRAN THI MAI/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The family member was added.');
    expect(JSON.parse(fetchBody(callsTo(fetchMock, `POST ${MEMBERS}`)[0]?.[1]))).toEqual({
      title: 'Ms',
      gender: 'female',
      lastName: 'TRAN',
      middleName: 'THI',
      firstName: 'MAI',
      dateOfBirth: '2015-06-01',
      nationality: 'VN',
      documentNumber: null,
      documentExpiry: null,
      relation: 'children',
    });
  });

  it('removes a family member only after the member confirms', async () => {
    const fetchMock = stubManageFetch({
      ...common(),
      [`GET ${MEMBERS}`]: () => json({ members: [MAI], limit: 10 }),
      [`DELETE ${MEMBERS}/${MAI.id}`]: () => json({ members: [], limit: 10 }),
    });
    const { user } = await renderApp('/en/profile/family-list');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(callsTo(fetchMock, `DELETE ${MEMBERS}/${MAI.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm removing TRAN THI MAI' }));
    expect(await screen.findByText('No family members yet.')).toBeInTheDocument();
  });

  it('says the list is full, and shows a refusal of the server', async () => {
    stubManageFetch({
      ...common(),
      [`GET ${MEMBERS}`]: () => json({ members: [MAI], limit: 1 }),
      [`DELETE ${MEMBERS}/${MAI.id}`]: () =>
        failure(404, 'FAMILY_MEMBER_NOT_FOUND', 'This family member no longer exists.'),
    });
    const { user } = await renderApp('/en/profile/family-list');
    expect(await screen.findByText(/Your list is full/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a family member' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Confirm removing TRAN THI MAI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This family member no longer exists.');
  });
});
