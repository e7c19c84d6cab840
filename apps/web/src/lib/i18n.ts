import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@skybook/domain/languages';
import i18next, { type BackendModule, type I18nFormatModule, type ResourceKey } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type bookingSession from '../locales/vi/bookingSession.json';
import type checkin from '../locales/vi/checkin.json';
import type chrome from '../locales/vi/chrome.json';
import type homeContent from '../locales/vi/homeContent.json';
import type itinerary from '../locales/vi/itinerary.json';
import type manageBooking from '../locales/vi/manageBooking.json';
import type member from '../locales/vi/member.json';
import type overlays from '../locales/vi/overlays.json';
import type contentPages from '../locales/vi/contentPages.json';
import type editBooking from '../locales/vi/editBooking.json';
import type happyReturn from '../locales/vi/happyReturn.json';
import type flightTickets from '../locales/vi/flightTickets.json';
import type payment from '../locales/vi/payment.json';
import type cheapCalendar from '../locales/vi/cheapCalendar.json';
import type common from '../locales/vi/common.json';
import type currency from '../locales/vi/currency.json';
import type editService from '../locales/vi/editService.json';
import type flightList from '../locales/vi/flightList.json';
import type hotDeals from '../locales/vi/hotDeals.json';
import type passengers from '../locales/vi/passengers.json';
import type searchForm from '../locales/vi/searchForm.json';
import type selectService from '../locales/vi/selectService.json';

/** Namespaces every page needs; feature namespaces are loaded by the routes that use them. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * Feature namespaces, loaded with the language so a page never shows a raw key. Each feature
 * keeps its own file so features can grow their texts independently.
 */
export const FEATURE_NAMESPACES = [
  'searchForm',
  'flightList',
  'cheapCalendar',
  'hotDeals',
  'currency',
  'passengers',
  'bookingSession',
  'selectService',
  'chrome',
  'homeContent',
  'overlays',
  'contentPages',
  'happyReturn',
  'flightTickets',
  'payment',
  'itinerary',
  'editService',
  'manageBooking',
  'editBooking',
  'checkin',
  'member',
] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    // Vietnamese is the reference: every other language is checked against its keys by a test.
    resources: {
      common: typeof common;
      searchForm: typeof searchForm;
      flightList: typeof flightList;
      cheapCalendar: typeof cheapCalendar;
      hotDeals: typeof hotDeals;
      currency: typeof currency;
      passengers: typeof passengers;
      bookingSession: typeof bookingSession;
      selectService: typeof selectService;
      chrome: typeof chrome;
      homeContent: typeof homeContent;
      overlays: typeof overlays;
      contentPages: typeof contentPages;
      happyReturn: typeof happyReturn;
      flightTickets: typeof flightTickets;
      payment: typeof payment;
      itinerary: typeof itinerary;
      editService: typeof editService;
      manageBooking: typeof manageBooking;
      editBooking: typeof editBooking;
      checkin: typeof checkin;
      member: typeof member;
    };
  }
}

// One lazily imported chunk per language holding all its namespaces: a visitor downloads only
// their own language, in one request (one import per namespace cost more at start-up than the
// few kilobytes of namespaces a page does not use).
const languageLoaders = import.meta.glob<Readonly<Record<string, ResourceKey>>>('../locales/*/index.ts', {
  import: 'namespaces',
});
const languageBundles = new Map<string, Promise<Readonly<Record<string, ResourceKey>>>>();

function languageBundle(language: string): Promise<Readonly<Record<string, ResourceKey>>> | undefined {
  const load = languageLoaders[`../locales/${language}/index.ts`];
  if (!load) return undefined;
  let bundle = languageBundles.get(language);
  if (!bundle) {
    bundle = load();
    // A failed download is tried again the next time the language is asked for.
    bundle.catch(() => languageBundles.delete(language));
    languageBundles.set(language, bundle);
  }
  return bundle;
}

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // Nothing to configure: the loaders above are fixed at build time.
  },
  read(language, namespace, callback) {
    const bundle = languageBundle(language);
    if (!bundle) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    bundle.then(
      (namespaces) => {
        const resources = namespaces[`./${namespace}.json`];
        if (resources) callback(null, resources);
        else callback(new Error(`No ${namespace} translations for ${language}`), false);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/**
 * ICU message formatting, except for plain texts. i18next-icu parses every text it is asked for
 * into an IntlMessageFormat and formats that, yet most of the site's texts (946 of 1,104 in
 * English) have nothing for ICU to do: no argument or plural braces, no doubled apostrophe (ICU
 * leaves a lone apostrophe as written). Those come back as written, without a parse or a
 * formatter; during start-up that was part of every hydration slice that drew text.
 */
function icuFormat(): I18nFormatModule {
  // i18next-icu's types leave out the format module's `parse`, which i18next calls per text.
  const icu = new ICU() as unknown as I18nFormatModule & {
    parse(res: unknown, ...rest: unknown[]): unknown;
  };
  const parse = icu.parse.bind(icu);
  icu.parse = (res, ...rest) => (typeof res === 'string' && !NEEDS_ICU.test(res) ? res : parse(res, ...rest));
  return icu;
}

/** What only ICU can read in a text: a brace, or an apostrophe escaping another. */
const NEEDS_ICU = /[{}]|''/;

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

function initialise(language: Language): Promise<unknown> {
  initialised ??= i18n
    .use(icuFormat())
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      // Without this, `zh-CN` would also try to load a plain `zh` that does not exist.
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE, ...FEATURE_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      // React escapes text itself.
      interpolation: { escapeValue: false },
      // Keep showing the previous language while the next one downloads instead of suspending
      // the whole page; the route loader waits for the download before the page changes anyway.
      react: { useSuspense: false },
    });
  return initialised;
}

i18n.on('languageChanged', (language) => {
  // Absent while prerendering at build time (src/prerender.tsx). Written only when it changes:
  // Chromium restyles the whole document on every write of `lang`, even of the same value (an
  // 11 ms style recalculation at full speed as a prerendered page started, decision 006).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
});

/** Makes `language` current once its translations (and the Vietnamese fallback) are loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  await initialise(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
