import type { CurrencyCode } from '@skybook/domain/currency';
import type { ExchangeRate } from '@skybook/domain/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The site's VND → `currency` exchange rate (the table fares are converted with), if it has one. */
export async function findVndRate(
  db: Kysely<Database>,
  currency: CurrencyCode,
): Promise<ExchangeRate | undefined> {
  if (currency === 'VND') return { numerator: 1, denominator: 1 };
  const row = await db
    .selectFrom('exchange_rate')
    .select(['numerator', 'denominator'])
    .where('base_currency', '=', 'VND')
    .where('quote_currency', '=', currency)
    .executeTakeFirst();
  return row ? { numerator: row.numerator, denominator: row.denominator } : undefined;
}
