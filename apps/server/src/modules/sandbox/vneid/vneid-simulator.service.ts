import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import { CompactEncrypt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';
import type { VneidCitizen } from './vneid-citizens';
import { exchangeCode, findByAccessToken, insertAuthorization } from './vneid.repository';

/** Lifetimes, seconds. */
const CODE_TTL_S = 60;
const ACCESS_TOKEN_TTL_S = 5 * 60;

/** The app_secret row of the client secret the site and VNeID share (VNEID_CLIENT_SECRET replaces it on both sides). */
export const VNEID_CLIENT_SECRET_NAME = 'vneid.client-secret';

export interface VneidClient {
  clientId: string;
  secret: string;
  redirectUris: readonly string[];
}

interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
}

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    kid,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the browser carries back to the client's redirect URI after an approval. */
export interface VneidApproval {
  code: string;
  encryptKey: string;
  sessionState: string;
}

export type TokenResult =
  | { kind: 'tokens'; accessToken: string; idToken: string; expiresIn: number }
  | { kind: 'error'; status: 400 | 401; error: string; description: string };

/**
 * The VNeID simulator (sandbox, decision 035): a minimal OpenID Connect provider for the national
 * digital ID. One registered client (the site), authorization codes single use for 60 seconds,
 * bound to the redirect URI and the session state; access tokens (opaque, 5 minutes) read the
 * user info, which is answered encrypted (JWE `dir` A256GCM) with the authorization's
 * `encrypt_key`; ID tokens signed RS256 with the simulator's own key.
 */
export class VneidSimulator {
  #key: Promise<SigningKey> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly issuer: string,
    private readonly client: () => Promise<VneidClient>,
  ) {}

  signingKey(): Promise<SigningKey> {
    this.#key ??= getOrCreateSecret(
      this.db,
      'sandbox.vneid.signing-key',
      createSigningKey,
      this.clock.now(),
    ).catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    return this.#key;
  }

  /** Today's date on the simulator's clock (a birth date may not be after it). */
  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  async isRegistered(clientId: string, redirectUri: string): Promise<boolean> {
    const client = await this.client();
    return client.clientId === clientId && client.redirectUris.includes(redirectUri);
  }

  /** The tester approved `citizen`: a new code, its encryption key and session state. */
  async approve(
    request: { clientId: string; redirectUri: string; nonce?: string },
    citizen: VneidCitizen,
  ): Promise<VneidApproval> {
    const now = this.clock.now();
    const approval = {
      code: token(),
      encryptKey: randomBytes(32).toString('base64url'),
      sessionState: token(),
    };
    await insertAuthorization(this.db, {
      code_hash: sha256(approval.code),
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      session_state: approval.sessionState,
      encrypt_key: approval.encryptKey,
      nonce: request.nonce ?? null,
      citizen: JSON.stringify(citizen),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_TTL_S * 1000).toISOString(),
      used_at: null,
      access_token_hash: null,
      access_expires_at: null,
    });
    return approval;
  }

  /** The token endpoint: client authentication, then the code exchanged once. */
  async token(request: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    grantType: string | undefined;
    code: string | undefined;
    redirectUri: string | undefined;
    sessionState: string | undefined;
  }): Promise<TokenResult> {
    const client = await this.client();
    if (
      request.clientId !== client.clientId ||
      request.clientSecret === undefined ||
      !sameText(request.clientSecret, client.secret)
    )
      return {
        kind: 'error',
        status: 401,
        error: 'invalid_client',
        description: 'client authentication failed',
      };
    if (request.grantType !== 'authorization_code')
      return {
        kind: 'error',
        status: 400,
        error: 'unsupported_grant_type',
        description: 'authorization_code only',
      };
    const { code, redirectUri, sessionState } = request;
    if (code === undefined || redirectUri === undefined || sessionState === undefined)
      return {
        kind: 'error',
        status: 400,
        error: 'invalid_request',
        description: 'code, redirect_uri and session_state are required',
      };
    const now = this.clock.now();
    const accessToken = token();
    const row = await exchangeCode(this.db, {
      codeHash: sha256(code),
      clientId: client.clientId,
      redirectUri,
      sessionState,
      now: now.toISOString(),
      accessTokenHash: sha256(accessToken),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000).toISOString(),
    });
    if (!row)
      return {
        kind: 'error',
        status: 400,
        error: 'invalid_grant',
        description: 'code unknown, used, expired or not issued for this request',
      };
    const citizen = JSON.parse(row.citizen) as VneidCitizen;
    const key = await this.signingKey();
    const idToken = await new SignJWT({ ...(row.nonce === null ? {} : { nonce: row.nonce }) })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(this.subjectOf(citizen, client.clientId))
      .setAudience(client.clientId)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_S)
      .sign(await importJWK(key.privateJwk, 'RS256'));
    return { kind: 'tokens', accessToken, idToken, expiresIn: ACCESS_TOKEN_TTL_S };
  }

  /** The user info of an access token, encrypted with its authorization's key; undefined for an unknown or expired token. */
  async userInfo(accessToken: string): Promise<string | undefined> {
    const row = await findByAccessToken(this.db, sha256(accessToken), this.clock.now().toISOString());
    if (!row) return undefined;
    const citizen = JSON.parse(row.citizen) as VneidCitizen;
    const claims = {
      sub: this.subjectOf(citizen, row.client_id),
      name: citizen.fullName,
      birthdate: citizen.birthDate,
      national_id_number: citizen.idNumber,
      identity_verified: true,
    };
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'json' })
      .encrypt(Buffer.from(row.encrypt_key, 'base64url'));
  }

  /** A pairwise subject: the same citizen, the same `sub` for a client, and not the number itself. */
  subjectOf(citizen: VneidCitizen, clientId: string): string {
    return sha256(`${this.issuer}|${clientId}|${citizen.idNumber}`).slice(0, 32);
  }
}

export const ACCESS_TOKEN_PATTERN = /^Bearer ([A-Za-z0-9_-]{20,100})$/i;
