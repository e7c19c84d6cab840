/** Payments and vouchers (migration 0013-payments). */
export interface PaymentTables {
  /**
   * One payment attempt of a reservation (a traveller may try several methods). Its status moves
   * only through @skybook/domain/payment-state; at most one row per reservation and due is
   * SUCCESSFUL and not refunded (unique partial index): the one capture of each amount the booking
   * owed (design §5; 0021-balance-due).
   */
  payment: {
    /** 32 lowercase hex digits from a CSPRNG; also the merchant reference sent to the gateway. */
    id: string;
    reservation_id: string;
    /** contracts/payment PAYMENT_IDENTIFIERS (VI, MC, JB, AX, NP, VNPAYQR, PL6, PL, VJHDS, Voucher). */
    identifier: string;
    /** card, domesticCard, qr, payLater, instalment, voucher. */
    kind: string;
    /** Charged, minor units of `currency`, fee included. */
    amount: number;
    fee: number;
    currency: string;
    /** requirements §4 status (CHECK). */
    status: string;
    /** The gateway's id of the payment (acquirer payment id, partner order id, HDBank transaction, VNPay TransactionNo, voucher serial). */
    gateway_ref: string | null;
    /** The gateway's own result code (card result code, pay-later code, HDBANK_ERROR_nn, vnp_ResponseCode). */
    gateway_code: string | null;
    /** The web's translation key for the gateway's answer (payLater.result.*, hdbank.error.*). */
    message_key: string | null;
    /** Cards: the acquirer's token, brand code and last 4 — nothing else of the card, ever. */
    card_token: string | null;
    card_brand: string | null;
    card_last4: string | null;
    /** Set when the hold had run out and reacquireHold took the seats again for this payment. */
    hold_reacquired_at: string | null;
    /** Set when the money was (to be) returned instead of confirming the booking. */
    refunded_at: string | null;
    /** Why: holdLost (seats gone after expiry), cancelledByTraveller, alreadyPaid. */
    refund_reason: string | null;
    /**
     * Where the refund is at the gateway (0016-refunds; null: none owed): `pending` recorded with
     * refunded_at, tried by the refund worker; `done` confirmed by the gateway; `failed` after
     * REFUND_MAX_ATTEMPTS tries (an operator's case); `manual` for a gateway without a refund call,
     * refunded by the partner's operations.
     */
    refund_state: string | null;
    /** Refund calls made so far (the worker's claim bumps it: the conditional update's version). */
    refund_attempts: number;
    /** ISO-8601 UTC: when the worker may try next (a claim pushes it past the call's timeout). */
    refund_next_attempt_at: string | null;
    /**
     * What is to be given back when less than the whole payment (0020-credit-shell: a cancellation
     * keeps its fee); null: the whole `amount`.
     */
    refund_amount: number | null;
    /** The gateway's id of the refund once confirmed (acquirer refund id, VNPay vnp_TransactionNo). */
    refund_gateway_ref: string | null;
    /** The last failed try's answer, for the operator (gateway code or HTTP status). */
    refund_error: string | null;
    /** Optimistic lock: every status write is conditional on the version read. */
    version: number;
    /**
     * The reservation's due this attempt pays (0021-balance-due): 0 the booking, 1… a balance a
     * change added. At most one SUCCESSFUL, unrefunded payment per (reservation, due): unique index.
     */
    due_sequence: number;
    created_at: string;
    updated_at: string;
  };
  /**
   * A voucher (requirements §3 Voucher: serial, password, PIN), spent with the Voucher payment
   * method. A `prepaid` one pays one booking and is used up (`redeemed_*`, as before 0020); a
   * `creditShell` (a cancelled booking's credit, decision 022) pays bookings until its balance is
   * spent. Every spend is a conditional UPDATE of `balance` (never below zero: `balance >= amount`
   * in its WHERE, its row count checked) plus one voucher_redemption row, so `amount` − the sum of
   * its redemptions = `balance`.
   */
  voucher: {
    serial: string;
    /** `prepaid` (sold or given, single use) or `creditShell` (0020-credit-shell). */
    kind: string;
    /** scrypt of the password: `<salt hex>:<hash hex>`. */
    password_hash: string;
    pin_hash: string;
    /** Face value, minor units of `currency`. */
    amount: number;
    /** What is left to spend (CHECK ≥ 0): `amount` until the first spend. */
    balance: number;
    currency: string;
    /** ISO-8601 UTC; unusable from this instant. */
    expires_at: string;
    /** The payment that used a prepaid voucher (a credit shell's spends are its redemptions). */
    redeemed_by: string | null;
    redeemed_at: string | null;
    created_at: string;
  };
  /** One spend of a voucher by a payment (0020-credit-shell): at most one per payment. */
  voucher_redemption: {
    payment_id: string;
    serial: string;
    /** What the voucher's balance went down by: the payment's amount, or a prepaid voucher's whole face value. */
    amount: number;
    created_at: string;
  };
}
