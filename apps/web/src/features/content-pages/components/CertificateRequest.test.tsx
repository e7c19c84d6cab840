import { certificateResponseSchema, type CertificateResponse } from '@skybook/contracts/certificate';
import { templatePostListSchema } from '@skybook/contracts/content-store';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, fetchUrl } from '../../../test/payment.fixture';
import { renderApp } from '../../../test/render-app';

const CERTIFICATE = '/booking/api/v1/certificate';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const posts = templatePostListSchema.parse({
  template: 'flights-operation-certificate',
  posts: [
    {
      id: 'flight-certificate',
      slug: 'flight-certificate',
      title: 'Flight certificate',
      summary: 'What the certificate says.',
      body: '<p>Ask for it below.</p>',
      image: null,
      languageId: 'en',
    },
  ],
});

const issued: CertificateResponse = certificateResponseSchema.parse({
  certificate: {
    certificateNumber: 'FOC-ABCD2345',
    issuedAt: '2026-11-26T09:00:00.000Z',
    locator: 'ABC234',
    passengers: [{ name: 'NGUYEN VAN AN', type: 'adult' }],
    segments: [
      {
        flightNumber: 'VJ 811',
        origin: { code: 'SGN', city: 'Ho Chi Minh City', name: 'Tan Son Nhat' },
        destination: { code: 'SIN', city: 'Singapore', name: 'Changi' },
        scheduledDeparture: { utc: '2026-11-26T01:00:00.000Z', local: '2026-11-26T08:00+07:00' },
        scheduledArrival: { utc: '2026-11-26T03:00:00.000Z', local: '2026-11-26T11:00+08:00' },
        operation: {
          status: 'delayed',
          actualDeparture: { utc: '2026-11-26T02:35:00.000Z', local: '2026-11-26T09:35+07:00' },
          actualArrival: { utc: '2026-11-26T04:28:00.000Z', local: '2026-11-26T12:28+08:00' },
          delayMinutes: 95,
          reason: 'weather',
        },
      },
      {
        flightNumber: 'VJ 812',
        origin: { code: 'SIN', city: 'Singapore', name: 'Changi' },
        destination: { code: 'SGN', city: 'Ho Chi Minh City', name: 'Tan Son Nhat' },
        scheduledDeparture: { utc: '2026-11-30T04:00:00.000Z', local: '2026-11-30T12:00+08:00' },
        scheduledArrival: { utc: '2026-11-30T06:00:00.000Z', local: '2026-11-30T13:00+07:00' },
        operation: null,
      },
    ],
  },
});

describe('requesting a flight-operation certificate', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let certificateAnswer: () => Promise<Response> = () => json(issued);

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => {
      const path = new URL(fetchUrl(input), 'http://localhost').pathname;
      if (path === '/content/api/v1/templates/flights-operation-certificate/post') return json(posts);
      if (path === CERTIFICATE && init?.method === 'PATCH') return certificateAnswer();
      return json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const certificateCalls = () =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(fetchUrl(input), 'http://localhost').pathname === CERTIFICATE,
    );

  async function fillIn(path = '/en/flights-operation-certificate') {
    const app = await renderApp(path);
    const form = await screen.findByRole('form', { name: 'Request a certificate' });
    await app.user.type(within(form).getByRole('textbox', { name: /Booking code/ }), 'abc234');
    await app.user.type(within(form).getByRole('textbox', { name: /Family name/ }), 'Nguyen');
    await app.user.type(within(form).getByRole('textbox', { name: /Given name/ }), 'Van An');
    return { app, form };
  }

  it('asks for every field before calling the server', async () => {
    const { user } = await renderApp('/en/foc-mobile');
    const form = await screen.findByRole('form', { name: 'Request a certificate' });
    await user.click(within(form).getByRole('button', { name: 'Get the certificate' }));
    expect(await within(form).findByText('Enter your booking code.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the family name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the given name.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Booking code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(certificateCalls()).toEqual([]);
  });

  it('shows the server’s translated refusal in an alert', async () => {
    certificateAnswer = () =>
      json(
        {
          errorCode: 'FLIGHT_NOT_OPERATED',
          message: 'There is no operation record for this booking’s flights yet.',
          requestId: 'r',
        },
        409,
      );
    const { app, form } = await fillIn();
    await app.user.click(within(form).getByRole('button', { name: 'Get the certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no operation record for this booking’s flights yet.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each flight’s schedule against what happened, and links the PDF', async () => {
    certificateAnswer = () => json(issued);
    const { app, form } = await fillIn();
    await app.user.click(within(form).getByRole('button', { name: 'Get the certificate' }));

    const result = await screen.findByRole('region', { name: 'Certificate FOC-ABCD2345' });
    expect(JSON.parse(fetchBody(certificateCalls()[0]?.[1]))).toEqual({
      locator: 'ABC234',
      lastName: 'Nguyen',
      firstName: 'Van An',
      languageId: 'en',
    });
    expect(within(result).getByText('NGUYEN VAN AN')).toBeInTheDocument();
    const rows = within(within(result).getByRole('table', { name: 'Flight operation' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const delayed = rows[1];
    const unrecorded = rows[2];
    if (!delayed || !unrecorded) throw new Error('missing rows');
    expect(within(delayed).getByRole('rowheader')).toHaveTextContent('VJ 811');
    expect(delayed).toHaveTextContent('Ho Chi Minh City (SGN) → Singapore (SIN)');
    expect(delayed).toHaveTextContent('Dep. 08:00 26/11/2026Arr. 11:00 26/11/2026');
    expect(delayed).toHaveTextContent('Dep. 09:35 26/11/2026Arr. 12:28 26/11/2026');
    expect(delayed).toHaveTextContent('Delayed');
    expect(delayed).toHaveTextContent('95 minutes');
    expect(delayed).toHaveTextContent('Weather');
    expect(unrecorded).toHaveTextContent('Not recorded yet');
    expect(within(result).getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      '/booking/api/v1/reservations/ABC234/certificate.pdf?lastName=Nguyen&firstName=Van+An&languageId=en',
    );
  });
});
