import type { FastifyRequest } from 'fastify';
import { toCurrencyCode } from '@skybook/domain/currency';
import { formatAmount } from '@skybook/domain/money-format';
import { html, type SafeHtml } from '../../../documents/html/safe-html';
import { renderPage } from './sandbox-html';

/** What every sandbox page shares: its language, the banner, the language link, amounts. */

export type PageLanguage = 'vi' | 'en';

/**
 * The page's language: `?lang=vi|en` when given, else Accept-Language (Vietnamese stays
 * Vietnamese, every other language reads English), Vietnamese by default.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  return askedLanguage(request) ?? (request.language === 'vi' ? 'vi' : 'en');
}

const langOf = (source: unknown): PageLanguage | undefined =>
  typeof source === 'object' &&
  source !== null &&
  'lang' in source &&
  (source.lang === 'vi' || source.lang === 'en')
    ? source.lang
    : undefined;

/** The language a form (`lang` field) or the address (`?lang=`) asks for, if any. */
export function askedLanguage(request: FastifyRequest): PageLanguage | undefined {
  return langOf(request.body) ?? langOf(request.query);
}

export const pick = <T>(lang: PageLanguage, texts: { vi: T; en: T }): T => texts[lang];

const BANNER = {
  vi: 'Môi trường thử nghiệm thanh toán Skybook — không có giao dịch thật nào được thực hiện.',
  en: 'Skybook payment sandbox — no real money moves here.',
};

/** The same address in the other language (its other query parameters kept). */
function otherLanguageHref(request: FastifyRequest, lang: PageLanguage): string {
  const url = new URL(request.url, 'http://sandbox.invalid');
  url.searchParams.set('lang', lang === 'vi' ? 'en' : 'vi');
  return `${url.pathname}${url.search}`;
}

/** A whole sandbox page in `lang`, with the banner and a link to the other language. */
export function sandboxPage(
  request: FastifyRequest,
  lang: PageLanguage,
  prefix: string,
  title: string,
  body: SafeHtml,
  options: { languageLink?: boolean; width?: 'normal' | 'wide' } = {},
): string {
  const other: PageLanguage = lang === 'vi' ? 'en' : 'vi';
  return renderPage({
    lang,
    title,
    prefix,
    banner: BANNER[lang],
    body,
    width: options.width ?? 'normal',
    ...(options.languageLink === false
      ? {}
      : {
          otherLanguage: {
            href: otherLanguageHref(request, lang),
            label: other === 'en' ? 'English' : 'Tiếng Việt',
            lang: other,
          },
        }),
  });
}

/**
 * A payment's amount (minor units of the currency its row stores as text) in the site's one
 * money format; a code the site does not know is written as bare figures and code.
 */
export function formatStoredAmount(amount: number, currency: string, lang: PageLanguage): string {
  const code = toCurrencyCode(currency);
  return code ? formatAmount(amount, code, lang) : `${String(amount)} ${currency}`;
}

/** A phone number with all but its last three digits hidden: `+84 ••• ••• 567`. */
export function maskPhone(phone: string): string {
  return `${phone.startsWith('+') ? phone.slice(0, 3) : ''} ••• ••• ${phone.slice(-3)}`.trim();
}

/** A short page that only says something (not found, already finished). */
export function messagePage(
  request: FastifyRequest,
  lang: PageLanguage,
  prefix: string,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return sandboxPage(
    request,
    lang,
    prefix,
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<p><a class="button-link" href="${link.href}">${link.label}</a></p>` : ''}`,
  );
}
