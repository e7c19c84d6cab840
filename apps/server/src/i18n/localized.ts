import type { Language } from '@skybook/domain/languages';

/**
 * Reference data is written in Vietnamese and English; every other language reads English
 * (the content issue adds per-language texts with an en → vi fallback).
 */
export function localized<T>(language: Language, texts: { vi: T; en: T }): T {
  return language === 'vi' ? texts.vi : texts.en;
}
