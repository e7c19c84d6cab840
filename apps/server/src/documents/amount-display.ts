import type { CurrencyCode } from '@skybook/domain/currency';
import { formatMoney, splitVnd } from '@skybook/domain/money-format';
import { money } from '@skybook/domain/money';

/** A piece of a displayed amount: `main` is emphasised, `minor` set smaller (requirements §9 VND split). */
export interface AmountPart {
  readonly text: string;
  readonly role: 'main' | 'minor' | 'symbol';
}

/**
 * An amount cut for display. VND is split as requirements §9 writes it — the thousands, then the last
 * three digits, Vietnamese grouping (`1.234` `.000` ` ₫`) — whatever the language; other
 * currencies are formatted for the language as a whole (`$12.50`, `฿1,250.00`).
 */
export function amountParts(amountMinor: number, currency: CurrencyCode, locale: string): AmountPart[] {
  const value = money(amountMinor, currency);
  if (currency !== 'VND') return [{ text: formatMoney(value, locale), role: 'main' }];
  // The documents keep the Vietnamese form of dong in every language (a PDF is read on paper).
  const parts = splitVnd(value, 'vi');
  const symbol: AmountPart = { text: ' ₫', role: 'symbol' };
  if (parts.thousands === '') return [{ text: `${parts.before}${parts.lastThree}`, role: 'main' }, symbol];
  return [
    { text: `${parts.before}${parts.thousands}`, role: 'main' },
    { text: `${parts.separator}${parts.lastThree}`, role: 'minor' },
    symbol,
  ];
}

/** The amount as one string (`1.234.000 ₫`, `$12.50`), for plain text. */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: string): string {
  return amountParts(amountMinor, currency, locale)
    .map((part) => part.text)
    .join('');
}
