import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, fetchUrl, reservationFixture } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';
import { managedFixture, storeTestGrant } from './edit-booking.fixture';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** The fixture booking with its passenger's given name corrected. */
function withFirstName(firstName: string) {
  const reservation = reservationFixture();
  return {
    ...reservation,
    passengers: reservation.passengers.map((passenger) => ({ ...passenger, firstName })),
  };
}

describe('correcting a name on the edit booking page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let putAnswer: () => Promise<Response>;

  const puts = () =>
    fetchMock.mock.calls.filter(
      ([input, init]) => fetchUrl(input) === '/booking/api/v1/reservations' && init?.method === 'PUT',
    );

  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    putAnswer = () => json({ reservation: reservationFixture() });
    fetchMock.mockImplementation((input, init) => {
      const url = fetchUrl(input);
      if (url === '/booking/api/v1/reservations' && init?.method === 'PUT') return putAnswer();
      if (url === '/booking/api/v1/reservations') return json(managedFixture());
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    storeTestGrant();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function openNames() {
    const app = await renderApp('/en/my/edit-booking');
    const passenger = await screen.findByRole('group', { name: 'Passenger 1: NGUYEN VAN AN' });
    return { ...app, passenger };
  }

  it('prefills the names, filters what is typed and sends only the corrected name', async () => {
    putAnswer = () => json({ reservation: withFirstName('ANH') });
    const { user, passenger } = await openNames();
    const first = within(passenger).getByRole('textbox', { name: /^Given name/ });
    expect(first).toHaveValue('AN');
    await user.clear(first);
    await user.type(first, 'ánh2!');
    expect(first).toHaveValue('ANH');
    expect(within(passenger).getByText('This is a valid correction.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save corrected names' }));
    expect(await screen.findByText('The corrected names are saved.')).toBeInTheDocument();
    expect(JSON.parse(fetchBody(puts()[0]?.[1]))).toEqual({
      passengers: [{ passengerKey: 'ADT1', lastName: 'NGUYEN', middleName: 'VAN', firstName: 'ANH' }],
    });
  });

  it('warns as soon as an edit is more than a correction, and sends nothing', async () => {
    const { user, passenger } = await openNames();
    const last = within(passenger).getByRole('textbox', { name: /^Family name/ });
    await user.clear(last);
    await user.type(last, 'TRAN');
    expect(within(passenger).getByText(/More than 3 letters changed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save corrected names' }));
    await waitFor(() => {
      expect(last).toHaveFocus();
    });
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal of a name on its field', async () => {
    putAnswer = () =>
      json(
        {
          errorCode: 'INVALID_FIRSTNAME',
          message: 'Invalid given name',
          requestId: 'r',
          details: {
            issues: [
              {
                path: 'body.passengers.0.firstName',
                code: 'invalidName',
                message: 'Names use Latin letters only.',
              },
            ],
          },
        },
        400,
      );
    const { user, passenger } = await openNames();
    const first = within(passenger).getByRole('textbox', { name: /^Given name/ });
    await user.type(first, 'H');
    await user.click(screen.getByRole('button', { name: 'Save corrected names' }));
    expect(await within(passenger).findByText('Names use Latin letters only.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
  });

  it('explains a correction refused as too late above the button', async () => {
    putAnswer = () =>
      json(
        {
          errorCode: 'NAME_CORRECTION_NOT_ALLOWED',
          message:
            'Only a few letters of a passenger’s name can be corrected, at least 3 hours before departure.',
          requestId: 'r',
          details: { reason: 'tooLate' },
        },
        422,
      );
    const { user, passenger } = await openNames();
    await user.type(within(passenger).getByRole('textbox', { name: /^Given name/ }), 'H');
    await user.click(screen.getByRole('button', { name: 'Save corrected names' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 3 hours before departure');
  });

  it('refuses an empty family name before sending', async () => {
    const { user, passenger } = await openNames();
    const last = within(passenger).getByRole('textbox', { name: /^Family name/ });
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save corrected names' }));
    expect(await within(passenger).findByText('This field is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });
});
