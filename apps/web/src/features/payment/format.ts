import type { CurrencyCode } from '@skybook/domain/currency';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';

/** An amount the server gave, in `currency` minor units, written for `locale`. */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: string): string {
  return formatMoney(money(amountMinor, currency), locale);
}

/** An instant (the hold deadline) as a date and time with its zone, in the page's language. */
export function formatDeadline(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
