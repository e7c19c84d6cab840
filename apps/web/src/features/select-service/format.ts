import type { CurrencyCode } from '@skybook/domain/currency';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';

/** An amount the server gave, in `currency` minor units, written for `locale`. */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: string): string {
  return formatMoney(money(amountMinor, currency), locale);
}

/** "07:00" from the server's local time "2026-12-01T07:00+07:00" (the airport's own clock). */
export function localTime(localDateTime: string): string {
  return localDateTime.slice(11, 16);
}
