/*
 * What the loyalty provider and the member service agree on for the token exchange (RFC 8693,
 * decision 035): names on the wire only, so the member service can talk to it over HTTP.
 */

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** The subject is a hand-off session id the mobile app obtained (single use, 60 seconds). */
export const HAND_OFF_TOKEN_TYPE = 'urn:skybook:params:oauth:token-type:hand-off-session';

/** The subject is a member the member service identified itself (a linked national ID). */
export const MEMBER_ID_TOKEN_TYPE = 'urn:skybook:params:oauth:token-type:member-id';

/** The error_description of a refused subject token: the member service tells expired from invalid by it. */
export const SUBJECT_EXPIRED = 'subject_token expired';
export const SUBJECT_INVALID = 'subject_token invalid';

/** The member service's client id at the loyalty provider. */
export const MEMBER_SERVICE_CLIENT_ID = 'skybook-member-service';

/**
 * The app_secret row of the member service's client secret, read by both modules
 * (MEMBER_SERVICE_CLIENT_SECRET, when set, replaces it on both sides).
 */
export const MEMBER_SERVICE_SECRET_NAME = 'auth.member-service.client-secret';
