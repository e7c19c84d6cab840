/**
 * The site's languages (requirements §2). Every path starts with one of these codes; `vi` is the default.
 * `zh-TW` also serves Hong Kong.
 */
export const SUPPORTED_LANGUAGES = ['vi', 'en', 'th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'vi';

/** True when `value` is exactly one of the supported language codes (canonical letter case). */
export function isLanguage(value: string): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/**
 * Finds the supported language for a code in any letter case (`EN`, `zh-cn`), or undefined.
 * Paths and query parameters arrive in whatever case a person typed.
 */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === lower);
}

/**
 * The language for a visitor's country (ISO 3166-1 alpha-2), used when the root path is opened
 * without a languageCode. Hong Kong and Taiwan read traditional Chinese.
 */
export const LANGUAGE_BY_COUNTRY: Readonly<Record<string, Language>> = {
  VN: 'vi',
  TH: 'th',
  KR: 'ko',
  CN: 'zh-CN',
  TW: 'zh-TW',
  HK: 'zh-TW',
  MO: 'zh-TW',
  JP: 'ja',
  RU: 'ru',
  KZ: 'ru',
  SG: 'en',
  AU: 'en',
  US: 'en',
  GB: 'en',
};

/**
 * Picks the best supported language from an Accept-Language header (RFC 9110 §12.5.4 weights),
 * matching a full tag first (`zh-TW`), then its primary subtag (`zh` → `zh-CN`, `en-AU` → `en`).
 */
export function negotiateLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = toLanguage(tag);
    if (exact) return exact;
    const lower = tag.toLowerCase();
    if (lower === 'zh-hk' || lower === 'zh-mo' || lower === 'zh-hant') return 'zh-TW';
    const primary = lower.split('-')[0];
    const byPrimary = SUPPORTED_LANGUAGES.find((language) => language.split('-')[0] === primary);
    if (byPrimary) return byPrimary;
  }
  return undefined;
}
