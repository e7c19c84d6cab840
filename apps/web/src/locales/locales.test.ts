import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

/** Flattens nested messages to `a.b.c → message`. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === 'string') {
    result.set(prefix, value);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, message] of flatten(child, prefix ? `${prefix}.${key}` : key))
        result.set(path, message);
    }
  }
  return result;
}

function catalogue(language: string, namespace: string): Map<string, string> {
  return flatten(catalogues[`./${language}/${namespace}.json`]);
}

/** The argument names of a message; constructing the formatter also proves the ICU syntax parses. */
function placeholders(message: string, locale: string): string[] {
  new IntlMessageFormat(message, locale);
  return [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? ''))].sort();
}

const namespaces = [
  ...new Set(Object.keys(catalogues).map((path) => path.split('/')[2]?.replace('.json', '') ?? '')),
];

describe.each(namespaces)('the %s namespace', (namespace) => {
  const reference = catalogue('vi', namespace);

  it.each(SUPPORTED_LANGUAGES)('has every Vietnamese key and no other in %s', (language) => {
    expect([...catalogue(language, namespace).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('has valid ICU messages with the same placeholders in %s', (language) => {
    for (const [key, message] of catalogue(language, namespace)) {
      const expected = placeholders(reference.get(key) ?? '', 'vi');
      expect({ key, placeholders: placeholders(message, language) }).toEqual({ key, placeholders: expected });
    }
  });
});
