/**
 * The payment sandbox's records (migration 0012-payment-gateways): the gateways it stands in for
 * keep their own books, exactly as outside parties would; the booking module never reads them and
 * learns about payments only from signed messages. No card number or CVV is stored anywhere: a
 * card is a token, its brand and its last four digits.
 */
export interface SandboxTables {
  /** One payment at one gateway. */
  sandbox_payment: {
    /** 128 random bits, base64url; appears in the gateway's URLs. */
    id: string;
    /** `card` | `vnpay` | `payLater` | `hdbank` | `vikki` (0015-vikki-sandbox). */
    gateway: string;
    /** The merchant's code at the gateway (VNPay's vnp_TmnCode, the card merchant code …). */
    merchant_code: string;
    /** The merchant's own reference (VNPay's vnp_TxnRef); unique per gateway and merchant. */
    merchant_ref: string;
    /** Minor units of `currency`. */
    amount: number;
    currency: string;
    /** A requirements §4 payment status, changed only through @skybook/domain/payment-state. */
    status: string;
    /** The test card's or account's scenario, decided when the payment was created. */
    scenario: string;
    /** The gateway's own result code once decided (`00`, `24`, `HDBANK_ERROR_07`, `200` …). */
    result_code: string | null;
    /** Why it ended as it did, in the gateway's words (`INSUFFICIENT_FUNDS` …). */
    reason: string | null;
    /** Who pays, as the gateway knows them: a card token, a phone number. */
    payer_ref: string | null;
    /** Where the payer's browser goes back to. */
    return_url: string;
    /** Where the signed server-to-server notification goes (VNPay: the merchant's IPN URL). */
    notify_url: string;
    /** JSON text: gateway-specific facts (brand, last4, order info, bank code, tenor …). */
    details: string;
    /** ISO-8601 UTC: when a pending payment settles by itself; null otherwise. */
    settle_at: string | null;
    /** Bumped by every update; updates name the version they read (optimistic locking). */
    version: number;
    created_at: string;
    updated_at: string;
  };
  /** A card the acquirer has seen, as a reusable token. */
  sandbox_card_token: {
    /** `tok_` + 128 random bits, base64url. */
    token: string;
    /**
     * HMAC-SHA256 of the card number under the acquirer's secret (base64url): the same card gets
     * the same token, and the number cannot be read back.
     */
    fingerprint: string;
    /** Card brand code (`VI`, `MC`, `JB`, `AX`, `UP`, `NP`). */
    brand: string;
    last4: string;
    expiry_month: number;
    expiry_year: number;
    created_at: string;
  };
  /**
   * A one-time password bound to one payment (3-D Secure, pay-later confirmation, HDBank
   * instalment), with the counters @skybook/domain/otp-rules decides on.
   */
  sandbox_otp_challenge: {
    /** 128 random bits, base64url; the challenge page's address. */
    id: string;
    payment_id: string;
    /** The phone the codes are sent to (the sandbox SMS outbox). */
    phone: string;
    /** HMAC-SHA256 of the challenge id and the current code (base64url), never the code. */
    code_hash: string;
    sent_at: string;
    expires_at: string;
    wrong_attempts: number;
    resends: number;
    used_at: string | null;
    /** Set when the challenge ends without success (cancelled, locked, expired). */
    finished_at: string | null;
    version: number;
    created_at: string;
  };
  /** The sandbox's SMS outbox: what a payer's phone would have received (readable at /sandbox/sms). */
  sandbox_sms: {
    id: string;
    phone: string;
    body: string;
    challenge_id: string | null;
    created_at: string;
  };
  /** Server-to-server notifications to merchants, retried until delivered. */
  sandbox_notification: {
    id: string;
    payment_id: string;
    /** `signedPost` (JSON body, HMAC headers) | `vnpayIpn` (GET with signed vnp_* parameters). */
    kind: string;
    url: string;
    /** The JSON body, or the query string for `vnpayIpn`. */
    payload: string;
    /** `pending` (next_attempt_at set) | `delivered` | `abandoned` (attempts spent). */
    state: string;
    attempts: number;
    next_attempt_at: string | null;
    /** The merchant's last answer (status and a short body), for the sandbox pages. */
    last_answer: string | null;
    created_at: string;
    delivered_at: string | null;
  };
  /**
   * A refund the sandbox's card acquirer, VNPay, pay-later partner or HDBank made (0016-refunds): always the whole payment,
   * at most one per payment, named by the merchant's refund request id (the same request again
   * answers the stored answer and returns nothing twice).
   */
  sandbox_refund: {
    /** 128 random bits, base64url (the acquirer's refund id). */
    id: string;
    /** `card` | `vnpay` | `payLater` | `hdbank`. */
    gateway: string;
    merchant_code: string;
    /** The merchant's refund request id (card refundRef, VNPay vnp_RequestId). */
    request_id: string;
    /** The sandbox payment refunded. */
    payment_id: string;
    /** Minor units of `currency`: what went back to the payer. */
    amount: number;
    currency: string;
    /** SHA-256 of the request's fields: the same id with other fields is a different request. */
    request_digest: string;
    /** JSON text: the answer given, given again to a replay. */
    answer: string;
    created_at: string;
  };
}
