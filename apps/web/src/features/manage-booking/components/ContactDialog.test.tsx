import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, json, stubManageFetch } from '../../../test/manage-fetch';
import { COUNTRIES, GRANT, managedAnswer, PROVINCES } from '../manage-booking.fixture';

const UPDATE = 'PUT /booking/api/v1/reservations';

function stubBooking(update: Parameters<typeof stubManageFetch>[0][string]) {
  return stubManageFetch({
    'GET /booking/api/v1/reservations': () => json(managedAnswer()),
    'GET /content/api/v1/country': () => json(COUNTRIES),
    'GET /content/api/v1/country/VN/province': () => json(PROVINCES),
    [UPDATE]: update,
  });
}

async function openContactForm() {
  const rendered = await renderApp('/en/my/booking-detail/res-0001');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit contact details' });
  await within(dialog).findByRole('option', { name: 'Singapore' });
  return { ...rendered, dialog };
}

describe('the contact details dialog', () => {
  beforeEach(() => {
    sessionStorage.clear();
    manageGrantStore.save(GRANT);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the fields as the server does before sending anything', async () => {
    const fetchMock = stubBooking(() => json({ reservation: managedAnswer().reservation }));
    const { user, dialog } = await openContactForm();
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(phone);
    await user.type(phone, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail, e.g. name@example.com');
    expect(phone).toHaveAccessibleDescription('A phone number has 8 to 11 digits, with no other characters');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('asks for a province in Vietnam', async () => {
    stubBooking(() => json({ reservation: managedAnswer().reservation }));
    const { user, dialog } = await openContactForm();
    const province = within(dialog).getByRole('combobox', { name: /^Province \/ city/ });
    await user.selectOptions(province, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(province).toHaveAccessibleDescription('This field is required');
    });
  });

  it('shows what the server still refuses on its field, focused', async () => {
    const fetchMock = stubBooking(() =>
      failure(400, 'INVALID_TELEPHONE', 'The phone number is not valid', {
        details: {
          issues: [
            {
              path: 'body.contact.phoneNumber',
              code: 'invalidPhone',
              message: 'This number cannot receive texts',
            },
          ],
        },
      }),
    );
    const { user, dialog } = await openContactForm();
    const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '0987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(phone).toHaveAccessibleDescription('This number cannot receive texts');
    });
    expect(phone).toHaveFocus();
    const [call] = callsTo(fetchMock, UPDATE);
    expect(JSON.parse(fetchBody(call?.[1]))).toEqual({
      contact: {
        phoneCode: '+84',
        phoneNumber: '0987654321',
        email: 'an.nguyen@example.com',
        address: '12 Ly Thuong Kiet',
        country: 'VN',
        province: 'VN-HN',
        messagingApp: 'NO',
      },
    });
  });

  it('saves the new details, closes and shows them', async () => {
    const saved = managedAnswer().reservation;
    stubBooking(() =>
      json({ reservation: { ...saved, contact: { ...saved.contact, email: 'an.new@example.com' } } }),
    );
    const { user, dialog } = await openContactForm();
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await user.type(email, 'an.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const card = screen.getByRole('region', { name: 'Contact details' });
    expect(within(card).getByText('an.new@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Your contact details were updated.');
  });
});
