/** The national digital ID and the app's hand-off (migration 0031-national-id; decision 035). */
export interface NationalIdTables {
  /**
   * A member's linked national ID (VNeID), at most one per member and one member per national ID
   * in a scheme. The number itself is never stored: only its HMAC-SHA256 under the member
   * service's key (`member.national-id.hash-key` in app_secret).
   */
  member_national_id: {
    member_id: string;
    /** The member's scheme, so the same citizen may link a Skyclub and a SkyJoy account. */
    scheme: string;
    /** Hex HMAC-SHA256 of the 12-digit national ID number. */
    id_number_hash: string;
    /** The name VNeID verified, as it gave it. */
    full_name: string;
    /** YYYY-MM-DD, as VNeID verified it. */
    birth_date: string;
    linked_at: string;
  };
  /**
   * A hand-off session id the mobile app asked for a signed-in member (POST /auth/hand-off). Only
   * its SHA-256 is kept; it is redeemed once (`used_at`) before `expires_at` (60 seconds).
   */
  member_hand_off: {
    /** Hex SHA-256 of the session id. */
    session_hash: string;
    member_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /**
   * The VNeID simulator's authorizations (sandbox): the code (its SHA-256), what it was issued
   * for, the citizen the tester approved (JSON: idNumber, fullName, birthDate), and the access
   * token the code was exchanged for (its SHA-256). A code is exchanged once.
   */
  sandbox_vneid_authorization: {
    code_hash: string;
    client_id: string;
    redirect_uri: string;
    session_state: string;
    /** Base64url of the 32-byte key the userinfo answer is encrypted with (A256GCM). */
    encrypt_key: string;
    nonce: string | null;
    citizen: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
    access_token_hash: string | null;
    access_expires_at: string | null;
  };
}
