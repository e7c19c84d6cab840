/** Loyalty members (migration 0025-members; decision 028). */
export interface MemberTables {
  /**
   * One account in one loyalty scheme. The identity provider (modules/auth) writes it at sign-up
   * and owns the sign-in columns (secret, verification, lockout); the member service
   * (modules/member) owns the profile columns. Text times are ISO-8601 UTC.
   */
  member: {
    /** A random UUID: the OpenID Connect subject, and how the wallet and points name the member. */
    id: string;
    /** `skyclub` | `skyjoy` (domain member-rules' MEMBER_SCHEMES). */
    scheme: string;
    /** `SC` or `SJ` and ten random digits, unique across both schemes. */
    member_code: string;
    /** Lower-cased; unique per scheme. Required for Skyclub (its sign-in name), absent for SkyJoy. */
    email: string | null;
    /** 8 to 11 digits, nothing else; unique per scheme. */
    phone: string | null;
    /** The password (Skyclub) or PIN (SkyJoy) as security/secret-hash.ts stores it (scrypt). */
    secret_hash: string;
    /** When the member followed the e-mailed link; a Skyclub member signs in only once it is set. */
    email_verified_at: string | null;
    /** Latin capitals (passenger-rules' isValidPersonName). */
    family_name: string;
    /** Middle and given names, Latin capitals separated by single spaces. */
    middle_given_name: string;
    /** `Mr` | `Mrs` | `Ms`. */
    title: string | null;
    /** `male` | `female` | `other`. */
    gender: string | null;
    /** YYYY-MM-DD. */
    birth_date: string | null;
    /** ISO 3166-1 alpha-2. */
    nationality: string | null;
    /** Address: country (alpha-2), province code, district, street address (≤ 50), postal code. */
    country: string | null;
    province: string | null;
    district: string | null;
    address: string | null;
    postal_code: string | null;
    /** Emergency contact: all three set or none (requirements §3's relations). */
    emergency_name: string | null;
    emergency_phone: string | null;
    emergency_relation: string | null;
    /** Wrong secrets in a row since the last success or lock; 5 lock the account. */
    failed_sign_ins: number;
    /** Until when every sign-in is refused (15 minutes after the fifth wrong secret). */
    locked_until: string | null;
    created_at: string;
    updated_at: string;
  };
  /**
   * An e-mailed verification link. Only the SHA-256 of its random token is kept; it works once
   * (`used_at`) until `expires_at` (24 hours), for the address it was sent to.
   */
  member_email_verification: {
    /** Hex SHA-256 of the link's token. */
    token_hash: string;
    member_id: string;
    email: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}
