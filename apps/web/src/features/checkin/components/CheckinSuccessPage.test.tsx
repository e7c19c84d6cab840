import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manageGrantStore } from '../../../lib/manage-grant';
import { callsTo, failure, headerOf, json, stubManageFetch } from '../../../test/manage-fetch';
import { fetchBody, fetchUrl } from '../../../test/payment.fixture';
import { currentUrl, renderApp } from '../../../test/render-app';
import { API, boardingPass, checkedInJourney, checkinView, GRANT, journey } from '../checkin.fixture';
import { checkinDraftStore, startDraft } from '../stores/checkin-draft';

const CHECKIN = `GET ${API}/checkin`;
const PASSES = `PATCH ${API}/checkin/boardingPass`;
const EMAIL = `POST ${API}/checkin/email`;

const passes = (overrides: Parameters<typeof boardingPass>[0] = {}) =>
  json({
    departureKey: '101',
    boardingPasses: [
      boardingPass(overrides),
      boardingPass({
        ...overrides,
        passengerKey: 'ADT2',
        passengerName: 'TRAN/THI BINH',
        seatCode: '21C',
        sequenceNumber: 2,
      }),
    ],
  });

describe('the boarding passes', () => {
  beforeEach(() => {
    sessionStorage.clear();
    manageGrantStore.save(GRANT);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each pass on the origin airport’s clock with a barcode that names it, and no wallet where none is set up', async () => {
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes(),
    });
    await renderApp('/en/checkin/success');
    expect(await screen.findByRole('heading', { level: 2, name: 'You are checked in' })).toBeInTheDocument();
    const pass = await screen.findByRole('article', { name: 'NGUYEN/VAN AN, VJ 120' });
    const fact = (label: string) => within(pass).getByText(label).nextElementSibling;
    expect(fact('Passenger')).toHaveTextContent('NGUYEN/VAN AN');
    expect(fact('From → to')).toHaveTextContent('SGN → HAN');
    expect(fact('Date')).toHaveTextContent('Thu, Jan 1, 2099');
    expect(fact('Departure')).toHaveTextContent('07:00');
    expect(fact('Boarding')).toHaveTextContent('06:20');
    expect(fact('Gate closes')).toHaveTextContent('06:05');
    expect(fact('Seat')).toHaveTextContent('20C');
    expect(fact('Sequence no.')).toHaveTextContent('001');
    expect(
      within(pass).getByRole('img', { name: 'Boarding pass barcode of NGUYEN/VAN AN, flight VJ 120' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByRole('article', { name: 'TRAN/THI BINH, VJ 120' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Save to Google Wallet' })).toBeNull();
    expect(JSON.parse(fetchBody(callsTo(fetchMock, PASSES)[0]?.[1]))).toEqual({ departureKey: '101' });
  });

  it('offers Apple Wallet and Google Wallet where the airline’s passes are set up', async () => {
    stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes({ appleWallet: true, googleWalletUrl: 'https://pay.google.com/gp/v/save/abc' }),
    });
    await renderApp('/en/checkin/success');
    const pass = await screen.findByRole('article', { name: 'NGUYEN/VAN AN, VJ 120' });
    expect(within(pass).getByRole('button', { name: 'Add to Apple Wallet' })).toBeInTheDocument();
    expect(within(pass).getByRole('link', { name: 'Save to Google Wallet' })).toHaveAttribute(
      'href',
      'https://pay.google.com/gp/v/save/abc',
    );
  });

  it('e-mails the boarding passes in the page’s language and names where they went', async () => {
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes(),
      [EMAIL]: () => json({ sent: true, email: 'an.nguyen@example.com' }),
    });
    const { user } = await renderApp('/en/checkin/success');
    await user.click(await screen.findByRole('button', { name: 'E-mail my boarding passes' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your boarding passes were sent to an.nguyen@example.com.',
      );
    });
    expect(JSON.parse(fetchBody(callsTo(fetchMock, EMAIL)[0]?.[1]))).toEqual({
      departureKey: '101',
      languageCode: 'en',
    });
  });

  it('says when the e-mail could not be sent', async () => {
    stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes(),
      [EMAIL]: () => failure(503, 'error.sendMailFail', ''),
    });
    const { user } = await renderApp('/en/checkin/success');
    await user.click(await screen.findByRole('button', { name: 'E-mail my boarding passes' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Sending the e-mail failed. Please try again.');
    });
  });

  it('downloads the phone-size PDF with the grant', async () => {
    const createObjectURL = vi.fn(() => 'blob:passes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes(),
      [`GET ${API}/checkin/boarding-pass.pdf`]: () =>
        Promise.resolve(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    });
    const { user } = await renderApp('/en/checkin/success');
    await user.click(await screen.findByRole('button', { name: 'Download PDF (phone size)' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalled();
    });
    const [call] = callsTo(fetchMock, `GET ${API}/checkin/boarding-pass.pdf`);
    const params = new URL(fetchUrl(call?.[0] ?? ''), 'http://localhost').searchParams;
    expect(params.get('departureKey')).toBe('101');
    expect(params.get('size')).toBe('phone');
    expect(headerOf(call?.[1], 'x-manage-grant')).toBeTruthy();
    click.mockRestore();
  });

  it('stays on the boarding passes when Back would return to the summary (requirements §2)', async () => {
    checkinDraftStore.save({
      ...startDraft('res-0001', '101'),
      passengerKeys: ['ADT1'],
      dangerousGoodsAccepted: true,
      checkedIn: true,
    });
    stubManageFetch({
      [CHECKIN]: () => json(checkinView([checkedInJourney()])),
      [PASSES]: () => passes(),
    });
    const { router } = await renderApp('/en/checkin/select-seats');
    await router.navigate('/en/checkin/summary');
    await router.navigate('/en/checkin/success');
    await screen.findByRole('article', { name: 'NGUYEN/VAN AN, VJ 120' });
    await router.navigate(-1);
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/success');
    });
    expect(await screen.findByRole('article', { name: 'NGUYEN/VAN AN, VJ 120' })).toBeInTheDocument();
  });

  it('sends a journey nobody checked in on to the flights', async () => {
    stubManageFetch({ [CHECKIN]: () => json(checkinView([journey()])) });
    const { router } = await renderApp('/en/checkin/success');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/checkin/select-flight');
    });
  });
});
