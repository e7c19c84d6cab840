import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_CODES } from '@skybook/contracts/errors';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { describe, expect, it } from 'vitest';

const directory = new URL('./', import.meta.url);

function catalogue(language: string, namespace: string): Map<string, string> {
  const parsed: unknown = JSON.parse(
    readFileSync(new URL(`${language}/${namespace}.json`, directory), 'utf8'),
  );
  return flatten(parsed);
}

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

/** The `{name}` placeholders of a message; any other brace would be printed as it is. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

const namespaces = readdirSync(new URL('vi/', directory))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace('.json', ''));

describe.each(namespaces)('the server’s %s catalogue', (namespace) => {
  const reference = catalogue('vi', namespace);

  it.each(SUPPORTED_LANGUAGES)(
    'has the Vietnamese keys in %s (every one, except error messages)',
    (language) => {
      const keys = [...catalogue(language, namespace).keys()];
      if (namespace === 'errors' && language !== 'en') {
        // Other languages name the generic codes only; the rest fall back to English.
        expect(keys.filter((key) => !reference.has(key))).toEqual([]);
      } else {
        expect(keys.sort()).toEqual([...reference.keys()].sort());
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES)('keeps the Vietnamese placeholders and no stray brace in %s', (language) => {
    for (const [key, message] of catalogue(language, namespace)) {
      const expected = placeholders(reference.get(key) ?? '');
      expect({ key, placeholders: placeholders(message) }).toEqual({ key, placeholders: expected });
      expect(message.replaceAll(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});

describe('the error messages', () => {
  it('name every error code in Vietnamese and English', () => {
    for (const language of ['vi', 'en']) {
      expect([...catalogue(language, 'errors').keys()].sort()).toEqual([...ERROR_CODES].sort());
    }
  });
});
