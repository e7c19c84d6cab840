import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import {
  HISTORY_TYPE_OF_KIND,
  WALLET_HISTORY_PAGE_SIZE,
  WALLET_MAX_MOVEMENT_VND,
  WALLET_TRANSACTION_KINDS,
  isSpendingLocked,
  isWalletDebit,
  isWalletPin,
  kindsOfHistoryType,
  walletAmountProblem,
  type WalletHistoryType,
  type WalletTransactionKind,
} from '@skybook/domain/wallet-rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { NO_PROFILE_NOTIFIER, type ProfileNotifier } from '../channel/profile-events';
import {
  AIRLINE_ACCOUNT_OF,
  claimTransaction,
  creditBalance,
  debitBalance,
  findHistory,
  findMemberAccount,
  findTransaction,
  insertEntries,
  insertMemberAccount,
  type WalletAccountRow,
  type WalletTransactionRow,
} from './wallet.repository';
import { checkPin, scryptPinHasher, type PinHasher } from './wallet-pin';

/** One movement as the ledger recorded it; `replayed` when the reference had been recorded before. */
export interface WalletMovement {
  id: string;
  kind: WalletTransactionKind;
  reference: string;
  /** VND, > 0. */
  amount: number;
  createdAt: string;
  replayed: boolean;
}

/** A member's wallet as the profile shows it. */
export type WalletStatus =
  { active: false } | { active: true; balance: number; currency: 'VND'; spendingLockedUntil: string | null };

/** One line of the transaction history (requirements §3): `amount` signed from the member's side. */
export interface WalletHistoryItem {
  id: string;
  kind: WalletTransactionKind;
  type: WalletHistoryType;
  reference: string;
  amount: number;
  createdAt: string;
}

export interface WalletHistory {
  detail: WalletHistoryItem[];
  page: number;
  totalPages: number;
}

/**
 * Work of the caller's that commits or rolls back with a new movement (decision 033): it runs in
 * the movement's database transaction after the money moved, and an error it throws undoes the
 * movement. It does not run when the reference was recorded before (the movement is replayed).
 */
export interface MovementOptions {
  alsoInside?: (trx: Transaction<Database>) => Promise<void>;
}

/** The movements that put money into a member's wallet from the airline's side. */
type CreditKind = 'topup' | 'creditShell' | 'promotion';

const newId = () => randomBytes(16).toString('hex');

function movementOf(row: WalletTransactionRow, replayed: boolean): WalletMovement {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    amount: row.amount,
    createdAt: row.created_at,
    replayed,
  };
}

function checkAmount(amount: number): void {
  const reason = walletAmountProblem(amount);
  if (reason)
    throw appError('WALLET_AMOUNT_INVALID', { details: { reason, maxAmount: WALLET_MAX_MOVEMENT_VND } });
}

function checkReference(reference: string): void {
  if (reference.length < 1 || reference.length > 200) {
    throw appError('INVALID_REQUEST', { details: { reason: 'reference must have 1 to 200 characters' } });
  }
}

/** The same reference for another movement: the caller reused a name it should not have. */
function checkSameMovement(row: WalletTransactionRow, memberId: string, amount: number): void {
  if (row.member_id !== memberId || row.amount !== amount) throw appError('IDEMPOTENCY_KEY_REUSED');
}

/**
 * The member wallet (requirements §1, §4 Wallet, §3 transaction history; decision 029): activation
 * with a 6-digit PIN, its balance, and every movement of money as one database transaction of the
 * double-entry ledger — top-ups, payments with the PIN, refunds of a payment, credit shells and
 * promotions. A movement's reference makes it idempotent: the same reference again answers the
 * first movement instead of moving money twice. Callers have checked who the member is.
 */
export class WalletService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly pins: PinHasher = scryptPinHasher,
    private readonly notify: ProfileNotifier = NO_PROFILE_NOTIFIER,
  ) {}

  /** Opens the member's wallet with a PIN; 409 WALLET_ALREADY_ACTIVE the second time. */
  async activate(memberId: string, pin: string): Promise<WalletStatus> {
    if (!isWalletPin(pin)) throw appError('INVALID_REQUEST', { details: { reason: 'pin must be 6 digits' } });
    if (await findMemberAccount(this.db, memberId)) throw appError('WALLET_ALREADY_ACTIVE');
    const opened = await insertMemberAccount(this.db, {
      id: newId(),
      memberId,
      pinHash: await this.pins.hash(pin),
      createdAt: this.clock.now().toISOString(),
    });
    if (!opened) throw appError('WALLET_ALREADY_ACTIVE');
    this.notify(memberId, 'wallet');
    return { active: true, balance: 0, currency: 'VND', spendingLockedUntil: null };
  }

  /** Whether the member has a wallet, its balance and any lock on spending. */
  async status(memberId: string): Promise<WalletStatus> {
    const account = await findMemberAccount(this.db, memberId);
    if (!account) return { active: false };
    return {
      active: true,
      balance: account.balance ?? 0,
      currency: 'VND',
      spendingLockedUntil: isSpendingLocked(account.spending_locked_until, this.clock.now())
        ? account.spending_locked_until
        : null,
    };
  }

  /** The member's balance in VND; 409 WALLET_NOT_ACTIVE without a wallet. */
  async balance(memberId: string): Promise<number> {
    return (await this.activeAccount(memberId)).balance ?? 0;
  }

  /**
   * Checks the member's PIN: 403 WALLET_PIN_INVALID when wrong (with the tries left), 423
   * WALLET_LOCKED for 15 minutes from the fifth wrong PIN in a row (with Retry-After).
   */
  async verifyPin(memberId: string, pin: string): Promise<void> {
    await this.unlockedAccountWithPin(memberId, pin);
  }

  /** Money received for the member by a payment method (`reference`: the payment's id). */
  topUp(
    memberId: string,
    amount: number,
    reference: string,
    options: MovementOptions = {},
  ): Promise<WalletMovement> {
    return this.credit('topup', memberId, amount, reference, options);
  }

  /** A cancelled booking's credit put into the wallet (`reference`: its locator and purpose). */
  creditShell(
    memberId: string,
    amount: number,
    reference: string,
    options: MovementOptions = {},
  ): Promise<WalletMovement> {
    return this.credit('creditShell', memberId, amount, reference, options);
  }

  /** Credit the airline gives the member. */
  promotion(memberId: string, amount: number, reference: string): Promise<WalletMovement> {
    return this.credit('promotion', memberId, amount, reference);
  }

  /**
   * Pays `amount` from the wallet with the member's PIN: 409 WALLET_BALANCE_NOT_ENOUGH when the
   * balance is short at the moment of the spend (one conditional update decides).
   */
  async pay(
    memberId: string,
    amount: number,
    reference: string,
    pin: string,
    options: MovementOptions = {},
  ): Promise<WalletMovement> {
    checkAmount(amount);
    checkReference(reference);
    const account = await this.unlockedAccountWithPin(memberId, pin);
    const movement = await this.db.transaction().execute(async (trx) => {
      const row = this.transactionRow('payment', account, amount, reference);
      if (!(await claimTransaction(trx, row))) {
        const first = await findTransaction(trx, 'payment', reference);
        if (!first) throw new Error(`wallet payment ${reference} neither recorded nor claimable`);
        checkSameMovement(first, memberId, amount);
        return movementOf(first, true);
      }
      if (!(await debitBalance(trx, account.id, amount))) throw appError('WALLET_BALANCE_NOT_ENOUGH');
      await insertEntries(trx, row.id, { from: account.id, to: AIRLINE_ACCOUNT_OF.payment, amount });
      await options.alsoInside?.(trx);
      return movementOf(row, false);
    });
    return this.changed(memberId, movement);
  }

  /**
   * Gives a payment back into the wallet it came from, once; 404 WALLET_PAYMENT_NOT_FOUND. `amount`
   * (all of it by default) is less when a fee is kept, as a cancellation keeps its fee.
   */
  async refund(reference: string, amount?: number): Promise<WalletMovement> {
    checkReference(reference);
    const payment = await findTransaction(this.db, 'payment', reference);
    if (!payment) throw appError('WALLET_PAYMENT_NOT_FOUND');
    const given = amount ?? payment.amount;
    checkAmount(given);
    if (given > payment.amount) {
      throw appError('WALLET_AMOUNT_INVALID', {
        details: { reason: 'more than the payment', maxAmount: payment.amount },
      });
    }
    const movement = await this.db.transaction().execute(async (trx) => {
      const row: WalletTransactionRow = {
        ...this.transactionRow(
          'refund',
          { id: payment.account_id, member_id: payment.member_id },
          given,
          reference,
        ),
        refund_of: payment.id,
      };
      if (!(await claimTransaction(trx, row))) {
        const first = await findTransaction(trx, 'refund', reference);
        if (!first) throw new Error(`wallet refund of ${reference} neither recorded nor claimable`);
        return movementOf(first, true);
      }
      await creditBalance(trx, payment.account_id, given);
      await insertEntries(trx, row.id, {
        from: AIRLINE_ACCOUNT_OF.refund,
        to: payment.account_id,
        amount: given,
      });
      return movementOf(row, false);
    });
    return this.changed(payment.member_id, movement);
  }

  /**
   * One page (from 1) of the member's movements, newest first, all or of one requirements §3 type;
   * a member without a wallet has none.
   */
  async history(memberId: string, page: number, type?: WalletHistoryType): Promise<WalletHistory> {
    if (!Number.isSafeInteger(page) || page < 1) {
      throw appError('INVALID_REQUEST', { details: { reason: 'page must be a whole number from 1' } });
    }
    const account = await findMemberAccount(this.db, memberId);
    if (!account) return { detail: [], page, totalPages: 0 };
    const kinds = type === undefined ? WALLET_TRANSACTION_KINDS : kindsOfHistoryType(type);
    const { rows, total } = await findHistory(this.db, account.id, kinds, {
      limit: WALLET_HISTORY_PAGE_SIZE,
      offset: (page - 1) * WALLET_HISTORY_PAGE_SIZE,
    });
    return {
      detail: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        type: HISTORY_TYPE_OF_KIND[row.kind],
        reference: row.reference,
        amount: isWalletDebit(row.kind) ? -row.amount : row.amount,
        createdAt: row.created_at,
      })),
      page,
      totalPages: Math.ceil(total / WALLET_HISTORY_PAGE_SIZE),
    };
  }

  private async credit(
    kind: CreditKind,
    memberId: string,
    amount: number,
    reference: string,
    options: MovementOptions = {},
  ): Promise<WalletMovement> {
    checkAmount(amount);
    checkReference(reference);
    const account = await this.activeAccount(memberId);
    const movement = await this.db.transaction().execute(async (trx) => {
      const row = this.transactionRow(kind, account, amount, reference);
      if (!(await claimTransaction(trx, row))) {
        const first = await findTransaction(trx, kind, reference);
        if (!first) throw new Error(`wallet ${kind} ${reference} neither recorded nor claimable`);
        checkSameMovement(first, memberId, amount);
        return movementOf(first, true);
      }
      await creditBalance(trx, account.id, amount);
      await insertEntries(trx, row.id, { from: AIRLINE_ACCOUNT_OF[kind], to: account.id, amount });
      await options.alsoInside?.(trx);
      return movementOf(row, false);
    });
    return this.changed(memberId, movement);
  }

  /** Tells the live channel of a committed movement; a replay moved nothing. */
  private changed(memberId: string, movement: WalletMovement): WalletMovement {
    if (!movement.replayed) this.notify(memberId, 'wallet');
    return movement;
  }

  private transactionRow(
    kind: WalletTransactionKind,
    account: Pick<WalletAccountRow, 'id' | 'member_id'>,
    amount: number,
    reference: string,
  ): WalletTransactionRow {
    return {
      id: newId(),
      kind,
      reference,
      member_id: account.member_id ?? '',
      account_id: account.id,
      amount,
      refund_of: null,
      created_at: this.clock.now().toISOString(),
    };
  }

  private async activeAccount(memberId: string): Promise<WalletAccountRow> {
    const account = await findMemberAccount(this.db, memberId);
    if (!account) throw appError('WALLET_NOT_ACTIVE');
    return account;
  }

  private async unlockedAccountWithPin(memberId: string, pin: string): Promise<WalletAccountRow> {
    const account = await this.activeAccount(memberId);
    await checkPin(this.db, this.clock, this.pins, account, pin);
    return account;
  }
}
