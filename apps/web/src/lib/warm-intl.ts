/** What the warm-up worker (intl-warm-up.worker.ts) works with: the page's language and the airline's zone. */
export interface IntlWarmUp {
  language: string;
  timeZone: string;
}

/**
 * Creates and uses one object of each `Intl` kind the app's start-up uses (react-aria's locale
 * probe, prices, dates and days in the airline's zone, i18next's plural rules, react-aria's
 * collator and locale reads), so ICU loads the data each needs. Returns what it formatted, which
 * only tests read.
 */
export function warmIntl({ language, timeZone }: IntlWarmUp): string[] {
  const locale = Intl.getCanonicalLocales(language)[0] ?? 'vi';
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  const results = [
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND' }).format(1_234_000),
    new Intl.NumberFormat(locale).format(1_234.5),
    new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(0),
    new Intl.DateTimeFormat('en-US', { timeZone, calendar: 'gregory', era: 'short' }).format(0),
    new Intl.DateTimeFormat(undefined, { timeZone: 'UTC' }).format(0),
    new Intl.DateTimeFormat().resolvedOptions().timeZone,
    new Intl.PluralRules(locale).select(1),
    new Intl.PluralRules(locale, { type: 'ordinal' }).select(2),
    String(new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }).compare('a', 'á')),
    new Intl.Locale(locale).maximize().toString(),
  ];
  return results;
}
