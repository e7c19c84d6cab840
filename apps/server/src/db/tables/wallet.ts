/**
 * The member wallet's double-entry ledger (migration 0026-wallet; decision 029). Money is VND in
 * integer minor units. Every movement is one `wallet_transaction` with two `wallet_entry` rows that
 * sum to 0; a member account's `balance` is the sum of its entries, kept beside them in the same
 * database transaction so a spend can be one conditional update.
 */
export interface WalletTables {
  /**
   * One account: a member's wallet (created when the member activates it) or one of the airline's
   * own accounts (`airline:<kind>`, created by the migration).
   */
  wallet_account: {
    /** 32 lowercase hex digits for a member's wallet; `airline:<kind>` for the airline's. */
    id: string;
    /** `member`, or the airline account: `topupClearing` (money received by a payment method),
     * `bookingSales` (bookings paid from a wallet), `creditShells` (cancelled bookings' credit),
     * `promotions` (credit the airline gives). */
    kind: 'member' | 'topupClearing' | 'bookingSales' | 'creditShells' | 'promotions';
    /** The member's text id (no foreign key: the member table is the identity work's). Null for
     * the airline's accounts; unique, so a member has at most one wallet. */
    member_id: string | null;
    /** scrypt text of the 6-digit PIN (security/secret-hash.ts); null for the airline's accounts. */
    pin_hash: string | null;
    /**
     * The member's balance, CHECK (balance >= 0), always the sum of the account's entries. Null for
     * the airline's accounts: their balance is the sum of their entries, read when needed, so no
     * movement queues on one shared row.
     */
    balance: number | null;
    /** Wrong PINs in a row since the last right one or the last lock. */
    pin_failures: number;
    /** ISO instant until which spending is locked after 5 wrong PINs in a row; else null. */
    spending_locked_until: string | null;
    created_at: string;
  };
  /**
   * One movement of money. `(kind, reference)` is unique, so the same movement (a payment id, a
   * booking locator and its purpose) is never recorded twice; a refund carries its payment's
   * reference and names the payment in `refund_of` (unique: a payment is given back once).
   */
  wallet_transaction: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    kind: 'topup' | 'payment' | 'refund' | 'creditShell' | 'promotion';
    /** The caller's name for the movement, 1–200 characters. */
    reference: string;
    /** Whose wallet moved (the member account's owner, kept for the history query). */
    member_id: string;
    /** The member's wallet account. */
    account_id: string;
    /** What moved, > 0; the entries carry the direction. */
    amount: number;
    /** For a refund: the payment transaction it gives back; else null. */
    refund_of: string | null;
    created_at: string;
  };
  /** One side of a movement: primary key (transaction, account); amount signed and never 0. */
  wallet_entry: {
    transaction_id: string;
    account_id: string;
    /** + into the account, − out of it, VND minor units; a transaction's entries sum to 0. */
    amount: number;
  };
  /**
   * A top-up through a payment method (migration 0032-wallet-credit; decision 033): opened PENDING
   * at the gateway, CREDITED once its signed notification credited the wallet (reference: its id),
   * FAILED when the gateway said it was not paid.
   */
  wallet_top_up: {
    id: string;
    member_id: string;
    /** VND, > 0. */
    amount: number;
    /** The payment method's identifier: VNPAYQR or NP (VNPay). */
    method: string;
    /** PENDING, CREDITED or FAILED. */
    status: string;
    /** The gateway's transaction number once it answered. */
    gateway_ref: string | null;
    created_at: string;
    updated_at: string;
  };
}
