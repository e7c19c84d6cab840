/** Reservations, their inventory, idempotency records and booking creations (migration 0011-reservations). */
export interface ReservationTables {
  /**
   * A booking (requirements §3 Reservation). Created Unpaid with a 6-hour hold; Paid once captured;
   * Cancel when the traveller cancels it or its hold runs out (the hold sweeper, or a read after
   * `hold_expires_at`). At most one per booking session.
   */
  reservation: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    /** Six characters of the domain's locator alphabet, unique. */
    locator: string;
    /** The booking session that created it (unique: one booking per session). */
    session_id: string;
    /** `Unpaid`, `Paid`, `Cancel`. */
    status: string;
    /** The request's language when booked: e-mails and documents use it. */
    language: string;
    currency: string;
    /** Minor units of `currency`: every line of the booking. */
    total_amount: number;
    /**
     * The fee of the payment that paid it (0018-payment-fees), charged on top of `total_amount`;
     * 0 while unpaid and for a fee-free method.
     */
    fee_amount: number;
    /** What was captured, the fee included (0 while unpaid). */
    paid_amount: number;
    /** ISO-8601 UTC; an Unpaid booking reads as Cancel from this instant. */
    hold_expires_at: string;
    /** JSON text: the contact (contracts/passengers ContactForm). */
    contact: string;
    /**
     * JSON text: the reservation as answered when created (contracts/reservation ReservationCore);
     * status, hold and amounts are read from the columns above, which are the truth.
     */
    document: string;
    created_at: string;
    updated_at: string;
    /** `holdExpired` or `cancelledByTraveller` once cancelled; null otherwise. */
    cancelled_reason: string | null;
    /**
     * Which amount owed is open (0021-balance-due): 0 for the booking itself; a change that adds
     * charges raises `total_amount` and this by one in the same update, opening a balance due.
     * A payment records the due it was opened for; a capture for another due is refunded.
     */
    due_sequence: number;
    /**
     * The member whose bearer token made the booking, or who attached it later by its code and
     * name (0029-reservation-member, decision 032); null for a guest's booking. No foreign key:
     * the member service keeps its own tables.
     */
    member_id: string | null;
    /**
     * Loyalty points spent on the booking before it was paid (0033-points-discount, decision 037);
     * 0 without a redemption or once it was removed before paying.
     */
    points_redeemed: number;
    /**
     * What those points take off, minor units of `currency` (VND only): a line of its own, so
     * `total_amount` stays what the booking costs; what remains is total − this + fee − paid.
     */
    points_discount: number;
    /** The points ledger's reference of the latest redemption (`booking:<id>:<due>`); null before any. */
    points_reference: string | null;
    /**
     * When the points of `points_reference` went back to the member (removed before paying, or the
     * booking cancelled or never paid); null while they are spent.
     */
    points_returned_at: string | null;
  };
  /**
   * How a Paid booking was cancelled by its traveller (0020-credit-shell, decision 022): at most one
   * per booking (primary key), written in the transaction that cancels it, so a repeated or
   * concurrent cancel can never make a second credit or refund.
   */
  reservation_cancellation: {
    reservation_id: string;
    /** `credit` or `refund`. */
    resolution: string;
    /** Given back (the credit's face value or the refund), minor units of `currency`. */
    amount: number;
    /** Kept by the airline: the payment's fee, plus the refund fee for a refund. */
    fee: number;
    currency: string;
    /** The credit shell voucher made (its serial only: the password and PIN are never stored clear). */
    credit_serial: string | null;
    /** The captured payment whose refund is owed (the refund worker sends it). */
    refund_payment_id: string | null;
    /**
     * The member whose wallet took the credit instead of a credit shell (decision 033); a credit
     * names this or `credit_serial`, never both.
     */
    credit_wallet_member_id: string | null;
    created_at: string;
  };
  /**
   * What a reservation took from `flight_fare`: seated passengers per flight and family. Cancel
   * and expiry give exactly this back; a late payment takes it again.
   */
  reservation_inventory: {
    reservation_id: string;
    flight_id: number;
    fare_family_code: string;
    /** Adults and children (infants take no seat). */
    passengers: number;
  };
  /**
   * A request made with an Idempotency-Key (design §5): the first answer is kept and replayed for
   * 24 hours to a repeat with the same key; another body with the same key is refused.
   */
  idempotency_record: {
    /** The route and whose request it is (session or client). */
    scope: string;
    key: string;
    /** SHA-256 (hex) of method, path and body. */
    request_hash: string;
    /** `processing` while the first request runs, `done` once its answer is stored. */
    state: string;
    response_status: number | null;
    response_body: string | null;
    response_content_type: string | null;
    created_at: string;
    /** When `processing` was taken (a request that died leaves it; it goes stale after a while). */
    locked_at: string;
    expires_at: string;
  };
  /**
   * The booking creation of a session (the slow path, requirements §4 polling): `processing` while it
   * runs, `done` with the reservation, `failed` with the error code. One row per session.
   */
  booking_creation: {
    session_id: string;
    /** `processing`, `done`, `failed`. */
    state: string;
    /** Random id of the attempt now running: only it may finish the row. */
    attempt_id: string;
    reservation_id: string | null;
    error_code: string | null;
    started_at: string;
    finished_at: string | null;
  };
}
