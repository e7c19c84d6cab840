import { currencyListSchema, type CurrencyDto } from '@skybook/contracts/cms';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '../../../stores/booking-draft';
import { currentUrl, renderApp } from '../../../test/render-app';

const TEXTS: readonly (readonly [code: string, vi: string, en: string])[] = [
  ['VND', 'Đồng Việt Nam', 'Vietnamese dong'],
  ['USD', 'Đô la Mỹ', 'US dollar'],
  ['SGD', 'Đô la Singapore', 'Singapore dollar'],
  ['THB', 'Baht Thái Lan', 'Thai baht'],
  ['AUD', 'Đô la Úc', 'Australian dollar'],
  ['KRW', 'Won Hàn Quốc', 'South Korean won'],
  ['JPY', 'Yên Nhật', 'Japanese yen'],
  ['IDR', 'Rupiah Indonesia', 'Indonesian rupiah'],
];

/** The list as the server answers it: descriptions in Vietnamese for vi, English otherwise. */
function currencyList(language: string | null): { currencies: CurrencyDto[] } {
  return currencyListSchema.parse({
    currencies: TEXTS.map(([code, vi, en]) => ({
      id: code,
      code,
      description: language === 'vi' ? vi : en,
      symbol: code,
      minorUnitExponent: 2,
    })),
  });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let currencyCalls = 0;
let failCurrencyCalls = 0;

beforeEach(() => {
  useBookingDraft.getState().reset();
  currencyCalls = 0;
  failCurrencyCalls = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
    if (url.pathname !== '/cms/api/v1/currency')
      return Promise.resolve(json({ errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, 404));
    currencyCalls += 1;
    if (currencyCalls <= failCurrencyCalls)
      return Promise.resolve(
        json({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Down', requestId: 'r' }, 503),
      );
    return Promise.resolve(json(currencyList(new Headers(init?.headers).get('Accept-Language'))));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDropdown(path: string, trigger = 'Tiền tệ: VND', title = 'Chọn tiền tệ') {
  const app = await renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...app, dialog };
}

describe('desktop currency selector', () => {
  it('lists the currencies with code and description in the page language, the current one selected', async () => {
    const { dialog } = await openDropdown('/vi/select-flight');
    const options = await within(dialog).findAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[1]).toHaveTextContent('USD');
    expect(options[1]).toHaveTextContent('Đô la Mỹ');
    expect(within(dialog).getByRole('option', { name: /VND/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('option', { name: /USD/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('filters by code or description with case and accents ignored', async () => {
    const { dialog, user } = await openDropdown('/vi');
    const search = await within(dialog).findByRole('searchbox', { name: 'Tìm tiền tệ' });
    await user.type(search, 'DO LA');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('USD'),
      expect.stringContaining('SGD'),
      expect.stringContaining('AUD'),
    ]);
    await user.clear(search);
    await user.type(search, 'krw');
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    expect(within(dialog).getByRole('option')).toHaveTextContent('Won Hàn Quốc');
  });

  it('shows a no-data message when nothing matches', async () => {
    const { dialog, user } = await openDropdown('/en', 'Currency: VND', 'Choose currency');
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search currencies' }), 'bitcoin');
    // React Aria renders the empty state as the list's only row, so screen readers announce it.
    expect(within(dialog).getByRole('option')).toHaveTextContent('No data');
  });

  it('applies the choice at once and returns to the home page of the page language', async () => {
    const { dialog, user, router } = await openDropdown(
      '/en/select-flight?departAirport=SGN',
      'Currency: VND',
      'Choose currency',
    );
    await user.click(await within(dialog).findByRole('option', { name: /US dollar/ }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en');
    });
    expect(useBookingDraft.getState().currencyDefault).toBe('USD');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency: USD' })).toHaveTextContent('USD');
  });

  it('can be chosen by keyboard alone: type, Tab into the list, arrows, Enter', async () => {
    const { user, router } = await renderApp('/vi/checkin');
    screen.getByRole('button', { name: 'Tiền tệ: VND' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chọn tiền tệ' });
    expect(await within(dialog).findByRole('searchbox')).toHaveFocus();
    await user.keyboard('do la');
    await user.tab();
    expect(within(dialog).getByRole('option', { name: /USD/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/vi');
    });
    expect(useBookingDraft.getState().currencyDefault).toBe('SGD');
    expect(screen.getByRole('button', { name: 'Tiền tệ: SGD' })).toHaveFocus();
  });

  it('closes on Escape without a change and starts with an empty search when opened again', async () => {
    const { dialog, user, router } = await openDropdown('/vi/checkin');
    await user.type(await within(dialog).findByRole('searchbox'), 'bitcoin');
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(currentUrl(router)).toBe('/vi/checkin');
    expect(useBookingDraft.getState().currencyDefault).toBe('VND');
    await user.click(screen.getByRole('button', { name: 'Tiền tệ: VND' }));
    const reopened = await screen.findByRole('dialog', { name: 'Chọn tiền tệ' });
    expect(await within(reopened).findByRole('searchbox')).toHaveValue('');
    expect(within(reopened).getAllByRole('option')).toHaveLength(8);
  });

  it('says when the list cannot be loaded and loads it again on Try again', async () => {
    // The query client retries once, so fail both tries of the first load.
    failCurrencyCalls = 2;
    const { dialog, user } = await openDropdown('/en', 'Currency: VND', 'Choose currency');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Could not load the currencies.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('option')).toHaveLength(8);
  });
});

describe('mobile currency drawer', () => {
  async function openDrawer(path: string) {
    const app = await renderApp(path);
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await app.user.click(within(menu).getByRole('button', { name: 'Currency VND' }));
    const drawer = await screen.findByRole('dialog', { name: 'Choose currency' });
    return { ...app, drawer };
  }

  it('applies the choice only on Next, then returns to the home page', async () => {
    const { drawer, user, router } = await openDrawer('/en/checkin?step=2');
    await user.click(await within(drawer).findByRole('option', { name: /Japanese yen/ }));
    expect(currentUrl(router)).toBe('/en/checkin?step=2');
    expect(useBookingDraft.getState().currencyDefault).toBe('VND');
    await user.click(within(drawer).getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en');
    });
    expect(useBookingDraft.getState().currencyDefault).toBe('JPY');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('keeps the currency when closed without Next', async () => {
    const { drawer, user, router } = await openDrawer('/en/checkin');
    await user.type(await within(drawer).findByRole('searchbox', { name: 'Search currencies' }), 'baht');
    await user.click(within(drawer).getByRole('option', { name: /Thai baht/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Choose currency' })).not.toBeInTheDocument();
    });
    expect(currentUrl(router)).toBe('/en/checkin');
    expect(useBookingDraft.getState().currencyDefault).toBe('VND');
  });

  it('is not offered on the Vietnamese site', async () => {
    const { user } = await renderApp('/vi/checkin');
    await user.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: /Ngôn ngữ/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /Tiền tệ/ })).not.toBeInTheDocument();
  });
});
