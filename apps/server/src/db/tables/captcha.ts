/** The proof-of-work challenges already redeemed (migration 0034-captcha; decision 045). */
export interface CaptchaTables {
  /**
   * A challenge whose solution was accepted once; a second redemption conflicts on the key. Kept
   * until `expires_at` (then the challenge is refused as expired anyway) and purged after.
   */
  captcha_redemption: {
    /** The challenge's HMAC-SHA256 signature (hex): unique per challenge (its nonce and salt). */
    signature: string;
    redeemed_at: string;
    expires_at: string;
  };
}
