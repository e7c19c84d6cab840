import type { Clock } from '@skybook/domain/clock';
import {
  WALLET_PIN_LOCK_MS,
  WALLET_PIN_MAX_FAILURES,
  isSpendingLocked,
  isWalletPin,
} from '@skybook/domain/wallet-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { hashSecret, verifySecret } from '../../../security/secret-hash';
import { clearWrongPins, recordWrongPin, type WalletAccountRow } from './wallet.repository';

/** How the wallet keeps and checks PINs: scrypt (security/secret-hash.ts) unless a test says otherwise. */
export interface PinHasher {
  hash(pin: string): Promise<string>;
  verify(pin: string, stored: string): Promise<boolean>;
}

export const scryptPinHasher: PinHasher = { hash: hashSecret, verify: verifySecret };

/** 423 WALLET_LOCKED with Retry-After while spending is locked at `now`. */
export function refuseWhileLocked(lockedUntil: string | null, now: Date): void {
  if (lockedUntil === null || !isSpendingLocked(lockedUntil, now)) return;
  const seconds = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000);
  throw appError('WALLET_LOCKED', {
    details: { lockedUntil },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Checks a PIN against the member's wallet, outside any database transaction (scrypt takes tens of
 * milliseconds; SQLite's write lock must not wait on it). While spending is locked the PIN is not
 * even tried. A wrong PIN (or one that is not six digits) counts: 403 WALLET_PIN_INVALID with the
 * tries left, the fifth in a row 423 WALLET_LOCKED for 15 minutes; a right one starts the count again.
 */
export async function checkPin(
  db: Kysely<Database>,
  clock: Clock,
  pins: PinHasher,
  account: WalletAccountRow,
  pin: string,
): Promise<void> {
  refuseWhileLocked(account.spending_locked_until, clock.now());
  const right = isWalletPin(pin) && (await pins.verify(pin, account.pin_hash ?? ''));
  if (right) {
    if (account.pin_failures > 0) await clearWrongPins(db, account.id);
    return;
  }
  const lockUntil = new Date(clock.now().getTime() + WALLET_PIN_LOCK_MS).toISOString();
  const lock = await recordWrongPin(db, account.id, WALLET_PIN_MAX_FAILURES, lockUntil);
  refuseWhileLocked(lock.lockedUntil, clock.now());
  throw appError('WALLET_PIN_INVALID', {
    details: { attemptsLeft: WALLET_PIN_MAX_FAILURES - lock.failures },
  });
}
