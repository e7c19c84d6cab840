import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { hashVoucherSecret } from '../voucher-secret';
import { seedOnce } from './seed-once';

/**
 * Test vouchers (requirements §3 Voucher: serial, password, PIN), documented in the README and listed here
 * for the sandbox and the tests. Passwords and PINs are stored only as scrypt hashes.
 */
export const TEST_VOUCHERS = [
  /** 5 000 000 VND: covers a domestic booking. */
  {
    serial: 'SKY-VOUCHER-5M',
    use: 'pays',
    password: 'skybook5m',
    pin: '1111',
    amount: 5_000_000,
    currency: 'VND',
    days: 365,
  },
  /** 20 000 000 VND: covers most bookings. */
  {
    serial: 'SKY-VOUCHER-20M',
    use: 'pays',
    password: 'skybook20m',
    pin: '2222',
    amount: 20_000_000,
    currency: 'VND',
    days: 365,
  },
  /** 100 000 VND: too small for any booking (VOUCHER_INSUFFICIENT). */
  {
    serial: 'SKY-VOUCHER-100K',
    use: 'tooSmall',
    password: 'skybook100k',
    pin: '3333',
    amount: 100_000,
    currency: 'VND',
    days: 365,
  },
  /** Expired the day it was seeded (VOUCHER_INVALID). */
  {
    serial: 'SKY-VOUCHER-EXPIRED',
    use: 'expired',
    password: 'skybookold',
    pin: '4444',
    amount: 5_000_000,
    currency: 'VND',
    days: 0,
  },
  /** 500 USD, for a booking in USD. */
  {
    serial: 'SKY-VOUCHER-USD',
    use: 'pays',
    password: 'skybookusd',
    pin: '5555',
    amount: 50_000,
    currency: 'USD',
    days: 365,
  },
] as const;

/** Writes the test vouchers once per database (seed_run `vouchers`). */
export function seedVouchers(db: Kysely<Database>, options: { now: Date }): Promise<{ vouchers: number }> {
  return seedOnce(db, { name: 'vouchers', now: options.now }, () => ({
    report: { vouchers: TEST_VOUCHERS.length },
    write: async (trx) => {
      const now = options.now.getTime();
      await trx
        .insertInto('voucher')
        .values(
          TEST_VOUCHERS.map((voucher) => ({
            serial: voucher.serial,
            kind: 'prepaid',
            password_hash: hashVoucherSecret(voucher.password),
            pin_hash: hashVoucherSecret(voucher.pin),
            amount: voucher.amount,
            balance: voucher.amount,
            currency: voucher.currency,
            expires_at: new Date(now + voucher.days * 86_400_000).toISOString(),
            redeemed_by: null,
            redeemed_at: null,
            created_at: options.now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.column('serial').doNothing())
        .execute();
    },
  }));
}
