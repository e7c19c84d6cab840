import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';

/** i18next-icu's memo of parsed messages, keyed by language, namespace and key. */
const parsedMessages = () => JSON.stringify((i18n as unknown as { ICU: { mem: object } }).ICU.mem);

describe('message formatting', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('returns a plain text as written, without parsing it as an ICU message', () => {
    expect(i18n.t('flightSearch.passengers.note')).toBe(
      "Up to 9 adults and children together; each infant sits on an adult's lap.",
    );
    expect(parsedMessages()).not.toContain('note');
  });

  it('formats a text with ICU arguments and plurals through ICU', () => {
    expect(i18n.t('flightSearch.stops', { count: 1 })).toBe('1 stop');
    expect(i18n.t('flightSearch.stops', { count: 2 })).toBe('2 stops');
    expect(parsedMessages()).toContain('stops');
  });
});
