import type { Language } from '@skybook/domain/languages';

/**
 * Reference data is written in Vietnamese and English; every other language reads English
 * (the content issue adds per-language texts with an en → vi fallback).
 */
export function localized(language: Language, texts: { vi: string; en: string }): string {
  return language === 'vi' ? texts.vi : texts.en;
}
