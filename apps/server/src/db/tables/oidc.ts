/** The identity provider's state (sessions, grants, codes, tokens), migration 0003-oidc. */
export interface OidcTables {
  /**
   * One row per oidc-provider model instance. `payload` is the provider's JSON; the other columns
   * are copies the provider looks rows up by, and the expiry every read honours.
   */
  oidc_payload: {
    /** The provider's model name: Session, Grant, AuthorizationCode, AccessToken, … */
    model: string;
    id: string;
    payload: string;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    /** ISO-8601 UTC; null for rows that do not expire. */
    expires_at: string | null;
    consumed_at: string | null;
  };
}
