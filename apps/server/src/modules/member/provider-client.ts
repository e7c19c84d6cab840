import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { appError } from '../../plugins/app-error';

/**
 * The member service's side of the loyalty provider, over HTTP only (design §1: the provider is an
 * outside party, replaced by configuration, LOYALTY_ISSUER_URL): OpenID discovery, the token
 * endpoint (authorization code with PKCE, refresh token), revocation, and the signing keys
 * (fetched and cached by jose's remote key set). The site is a public client: it names itself by
 * client id alone.
 */

const discoverySchema = z.object({
  issuer: z.string(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  revocation_endpoint: z.url(),
});

export type ProviderDiscovery = z.infer<typeof discoverySchema>;

const tokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
});

const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** The token endpoint's answer: the tokens, or the OAuth error (and its description) it refused the grant with. */
export type TokenAnswer =
  | { kind: 'tokens'; accessToken: string; refreshToken: string; expiresIn: number }
  | { kind: 'refused'; error: string; description?: string };

/** The member service's own credentials at the provider, for the token exchange (decision 035). */
export interface ServiceCredentials {
  clientId: string;
  secret: () => Promise<string>;
}

export interface ProviderClientOptions {
  /** The provider's issuer, no trailing slash. */
  issuer: string;
  clientId: string;
  timeoutMs: number;
}

/** The provider could not be reached or answered something that is not OAuth: 503, try again. */
const unavailable = (cause: unknown) =>
  appError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' }, cause });

export class ProviderClient {
  readonly #options: ProviderClientOptions;
  #discovery: Promise<ProviderDiscovery> | undefined;
  #keys: JWTVerifyGetKey | undefined;

  constructor(options: ProviderClientOptions) {
    this.#options = options;
  }

  get issuer(): string {
    return this.#options.issuer;
  }

  /** The provider's metadata, read once (again after a failure). */
  discovery(): Promise<ProviderDiscovery> {
    this.#discovery ??= this.#discover().catch((error: unknown) => {
      this.#discovery = undefined;
      throw error;
    });
    return this.#discovery;
  }

  /** The provider's signing keys, for jose's jwtVerify: fetched over HTTP, cached, refetched for an unknown key id. */
  readonly keys: JWTVerifyGetKey = async (header, token) => {
    if (!this.#keys) {
      const { jwks_uri: jwksUri } = await this.discovery();
      this.#keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: this.#options.timeoutMs });
    }
    return this.#keys(header, token);
  };

  exchangeCode(grant: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenAnswer> {
    return this.#token({
      grant_type: 'authorization_code',
      code: grant.code,
      code_verifier: grant.codeVerifier,
      redirect_uri: grant.redirectUri,
    });
  }

  refresh(refreshToken: string): Promise<TokenAnswer> {
    return this.#token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * RFC 8693 token exchange, authenticated as the member service (client_secret_basic): the
   * site's tokens for the member a subject token names (decision 035).
   */
  async exchange(
    credentials: ServiceCredentials,
    subject: { grantType: string; token: string; tokenType: string },
  ): Promise<TokenAnswer> {
    const basic = Buffer.from(
      `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(await credentials.secret())}`,
    ).toString('base64');
    return this.#token(
      { grant_type: subject.grantType, subject_token: subject.token, subject_token_type: subject.tokenType },
      { authorization: `Basic ${basic}` },
    );
  }

  /** Revokes a refresh token (RFC 7009); the provider then refuses it and the tokens of its grant. */
  async revoke(refreshToken: string): Promise<void> {
    const { revocation_endpoint: endpoint } = await this.discovery();
    const response = await this.#post(endpoint, { token: refreshToken, token_type_hint: 'refresh_token' });
    if (!response.ok) throw unavailable(new Error(`revocation answered ${String(response.status)}`));
  }

  async #discover(): Promise<ProviderDiscovery> {
    const url = `${this.#options.issuer}/.well-known/openid-configuration`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      throw unavailable(error);
    }
    const parsed = discoverySchema.safeParse(body);
    if (!parsed.success || parsed.data.issuer !== this.#options.issuer)
      throw unavailable(new Error('The provider’s discovery document does not describe its issuer'));
    return parsed.data;
  }

  async #token(
    form: Record<string, string>,
    authorization?: { authorization: string },
  ): Promise<TokenAnswer> {
    const { token_endpoint: endpoint } = await this.discovery();
    const response = await this.#post(endpoint, form, authorization);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw unavailable(error);
    }
    if (response.ok) {
      const tokens = tokensSchema.safeParse(body);
      if (!tokens.success) throw unavailable(new Error('The token endpoint answered without the tokens'));
      const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } = tokens.data;
      return { kind: 'tokens', accessToken, refreshToken, expiresIn };
    }
    const refusal = oauthErrorSchema.safeParse(body);
    if (response.status >= 500 || !refusal.success)
      throw unavailable(new Error(`The token endpoint answered ${String(response.status)}`));
    const { error, error_description: description } = refusal.data;
    return { kind: 'refused', error, ...(description === undefined ? {} : { description }) };
  }

  /** A form post as the site's public client (its client id in the body), or with `authorization` as another client. */
  async #post(
    url: string,
    form: Record<string, string>,
    authorization?: { authorization: string },
  ): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...authorization,
        },
        body: new URLSearchParams(authorization ? form : { ...form, client_id: this.#options.clientId }),
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw unavailable(error);
    }
  }
}
