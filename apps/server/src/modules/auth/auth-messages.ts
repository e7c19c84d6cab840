import type { Language } from '@skybook/domain/languages';
import type { MemberScheme } from '@skybook/domain/member-rules';
import { template } from '../../i18n/catalogue';
import vi from '../../locales/vi/auth.json' with { type: 'json' };
import en from '../../locales/en/auth.json' with { type: 'json' };
import th from '../../locales/th/auth.json' with { type: 'json' };
import ko from '../../locales/ko/auth.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/auth.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW/auth.json' with { type: 'json' };
import ja from '../../locales/ja/auth.json' with { type: 'json' };
import ru from '../../locales/ru/auth.json' with { type: 'json' };

/**
 * The words of the identity provider's pages and its e-mail in the eight site languages
 * (locales/<lang>/auth.json; each file has every key, which this typing checks).
 */
export type AuthMessages = typeof vi;

const CATALOGUES: Readonly<Record<Language, AuthMessages>> = {
  vi,
  en,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  ru,
};

export function authMessages(language: Language): AuthMessages {
  return CATALOGUES[language];
}

/** A `{scheme}` sentence with the scheme's name as the catalogue writes it. */
export function withScheme(messages: AuthMessages, text: string, scheme: MemberScheme): string {
  return template(text, 'scheme')(messages.scheme[scheme]);
}

/** "Too many attempts … try again in {seconds} seconds." */
export function rateLimitedText(messages: AuthMessages, retryAfterSeconds: number): string {
  return template(messages.notices.rateLimited, 'seconds')(retryAfterSeconds);
}
