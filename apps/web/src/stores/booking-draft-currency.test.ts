import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The currency a visitor starts in (requirements §4): each case loads the store afresh, as a page load
 * does, with the country cookie the server set and what the browser had saved.
 */

const STORAGE_KEY = 'skybook.booking-draft';

function setCountry(country: string | null): void {
  document.cookie =
    country === null ? 'skybook-country=; path=/; max-age=0' : `skybook-country=${country}; path=/`;
}

function saveDraft(state: Record<string, unknown>, version: number): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ state, version }));
}

async function loadStore() {
  vi.resetModules();
  return (await import('./booking-draft')).useBookingDraft;
}

describe('the currency a visitor starts in', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    setCountry('VN');
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('is their country’s: a visitor from Singapore sees SGD, from Australia AUD, from Korea KRW', async () => {
    for (const [country, currency] of [
      ['SG', 'SGD'],
      ['AU', 'AUD'],
      ['KR', 'KRW'],
      ['TH', 'THB'],
      ['VN', 'VND'],
      ['FR', 'USD'],
    ] as const) {
      setCountry(country);
      const store = await loadStore();
      expect(store.getState().currencyDefault, country).toBe(currency);
      expect(store.getState().currencyChosen).toBe(false);
      // The store's initial state, which hydrates the prerendered pages, stays the build's.
      expect(store.getInitialState().currencyDefault).toBe('VND');
    }
  });

  it('follows the page’s language, then the browser’s region, when the country is not known', async () => {
    setCountry(null);
    window.history.replaceState(null, '', '/th/select-flight');
    expect((await loadStore()).getState().currencyDefault).toBe('THB');
    window.history.replaceState(null, '', '/en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-AU', 'en']);
    expect((await loadStore()).getState().currencyDefault).toBe('AUD');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    expect((await loadStore()).getState().currencyDefault).toBe('USD');
    vi.restoreAllMocks();
  });

  it('gives way to the visitor’s own choice, which stays theirs at the next load', async () => {
    setCountry('SG');
    const store = await loadStore();
    expect(store.getState().currencyDefault).toBe('SGD');
    store.getState().setCurrency('VND');
    expect(store.getState()).toMatchObject({ currencyDefault: 'VND', currencyChosen: true });
    saveDraft({ ...store.getState() }, 3);
    const reloaded = await loadStore();
    expect(reloaded.getState()).toMatchObject({ currencyDefault: 'VND', currencyChosen: true });
  });

  it('moves a saved draft nobody chose a currency for to the country’s', async () => {
    setCountry('SG');
    saveDraft({ currencyDefault: 'VND', currencyChosen: false, departurePlace: 'SGN' }, 3);
    expect((await loadStore()).getState()).toMatchObject({ currencyDefault: 'SGD', departurePlace: 'SGN' });
  });

  it('reads a draft saved before choices were told apart: another currency than VND was chosen', async () => {
    setCountry('SG');
    saveDraft({ currencyDefault: 'USD' }, 2);
    expect((await loadStore()).getState()).toMatchObject({ currencyDefault: 'USD', currencyChosen: true });
    saveDraft({ currencyDefault: 'VND' }, 2);
    expect((await loadStore()).getState()).toMatchObject({ currencyDefault: 'SGD', currencyChosen: false });
  });

  it('counts an address naming another currency as a choice, and a reset as none', async () => {
    setCountry('SG');
    const store = await loadStore();
    const search = {
      searchKey: 'k',
      tripType: 'oneway' as const,
      departurePlace: 'SGN',
      arrivalPlace: 'HAN',
      departureDate: '2099-01-10',
      returnDate: null,
      passengers: { adults: 1, children: 0, infants: 0 },
      promoCode: '',
    };
    store.getState().startSearch({ ...search, currency: 'SGD' });
    expect(store.getState().currencyChosen).toBe(false);
    store.getState().startSearch({ ...search, searchKey: 'k2', currency: 'USD' });
    expect(store.getState()).toMatchObject({ currencyDefault: 'USD', currencyChosen: true });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ currencyDefault: 'SGD', currencyChosen: false });
  });
});
