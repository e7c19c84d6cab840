import type { Clock } from '@skybook/domain/clock';
import { isIsoDate } from '@skybook/domain/clock';
import { compactDecrypt, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { appError } from '../../../plugins/app-error';

/**
 * The member service as VNeID's relying party (decision 035), over HTTP only, like any outside
 * provider (VNEID_ISSUER_URL; by default the sandbox's simulator): discovery, the code exchanged
 * at the token endpoint with the site's client secret (bound to the redirect URI and the session
 * state), the ID token verified against VNeID's keys, and the user info decrypted with the
 * authorization's encrypt_key. A refused code → 400 GET_VNEID_ACCESS_TOKEN; user info that cannot
 * be read → 400 GET_VNEID_USER_INFO; VNeID unreachable → 503.
 */

const discoverySchema = z.object({
  issuer: z.string(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url(),
});

const tokensSchema = z.object({ access_token: z.string().min(1), id_token: z.string().min(1) });
const oauthErrorSchema = z.object({ error: z.string() });

const userInfoSchema = z.object({
  sub: z.string(),
  name: z.string().trim().min(1).max(200),
  birthdate: z.string().refine(isIsoDate),
  national_id_number: z.string().regex(/^\d{12}$/),
});

/** A citizen as VNeID verified them. */
export interface VerifiedCitizen {
  idNumber: string;
  fullName: string;
  birthDate: string;
}

export interface VneidReturn {
  code: string;
  encryptKey: string;
  sessionState: string;
  redirectUri: string;
}

export interface VneidClientOptions {
  issuer: string;
  clientId: string;
  secret: () => Promise<string>;
  clock: Clock;
  timeoutMs: number;
}

const unavailable = (cause: unknown) =>
  appError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' }, cause });

export class VneidClient {
  #discovery: Promise<z.infer<typeof discoverySchema>> | undefined;
  #keys: JWTVerifyGetKey | undefined;

  constructor(private readonly options: VneidClientOptions) {}

  /** The citizen the code, encrypt_key and session_state VNeID sent back describe. */
  async verifiedCitizen(answer: VneidReturn): Promise<VerifiedCitizen> {
    const { accessToken, subject } = await this.#exchange(answer);
    return this.#userInfo(accessToken, answer.encryptKey, subject);
  }

  #discover(): Promise<z.infer<typeof discoverySchema>> {
    this.#discovery ??= (async () => {
      const body = await this.#json(
        fetch(`${this.options.issuer}/.well-known/openid-configuration`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs),
        }),
      );
      const parsed = discoverySchema.safeParse(body.json);
      if (!body.ok || !parsed.success || parsed.data.issuer !== this.options.issuer)
        throw unavailable(new Error('VNeID’s discovery document does not describe its issuer'));
      return parsed.data;
    })().catch((error: unknown) => {
      this.#discovery = undefined;
      throw error;
    });
    return this.#discovery;
  }

  async #exchange(answer: VneidReturn): Promise<{ accessToken: string; subject: string }> {
    const discovery = await this.#discover();
    const { clientId } = this.options;
    const basic = Buffer.from(
      `${encodeURIComponent(clientId)}:${encodeURIComponent(await this.options.secret())}`,
    ).toString('base64');
    const response = await this.#json(
      fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${basic}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: answer.code,
          redirect_uri: answer.redirectUri,
          session_state: answer.sessionState,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      }),
    );
    if (!response.ok) {
      const refusal = oauthErrorSchema.safeParse(response.json);
      if (response.status >= 500 || !refusal.success)
        throw unavailable(new Error(`VNeID's token endpoint answered ${String(response.status)}`));
      throw appError('GET_VNEID_ACCESS_TOKEN', { details: { reason: refusal.data.error } });
    }
    const tokens = tokensSchema.safeParse(response.json);
    if (!tokens.success) throw appError('GET_VNEID_ACCESS_TOKEN', { details: { reason: 'noTokens' } });
    this.#keys ??= createRemoteJWKSet(new URL(discovery.jwks_uri), {
      timeoutDuration: this.options.timeoutMs,
    });
    try {
      const { payload } = await jwtVerify(tokens.data.id_token, this.#keys, {
        issuer: this.options.issuer,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        currentDate: this.options.clock.now(),
      });
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      return { accessToken: tokens.data.access_token, subject: payload.sub };
    } catch (error) {
      throw appError('GET_VNEID_ACCESS_TOKEN', { details: { reason: 'idToken' }, cause: error });
    }
  }

  async #userInfo(accessToken: string, encryptKey: string, subject: string): Promise<VerifiedCitizen> {
    const discovery = await this.#discover();
    let response: Response;
    try {
      response = await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/jwt' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status >= 500)
      throw unavailable(new Error(`VNeID's userinfo answered ${String(response.status)}`));
    if (!response.ok)
      throw appError('GET_VNEID_USER_INFO', { details: { reason: `status${String(response.status)}` } });
    try {
      const jwe = await response.text();
      const { plaintext } = await compactDecrypt(jwe, Buffer.from(encryptKey, 'base64url'), {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const claims = userInfoSchema.parse(JSON.parse(new TextDecoder().decode(plaintext)));
      if (claims.sub !== subject) throw new Error('the user info is of another subject');
      return { idNumber: claims.national_id_number, fullName: claims.name, birthDate: claims.birthdate };
    } catch (error) {
      throw appError('GET_VNEID_USER_INFO', { details: { reason: 'unreadable' }, cause: error });
    }
  }

  async #json(request: Promise<Response>): Promise<{ ok: boolean; status: number; json: unknown }> {
    try {
      const response = await request;
      const json: unknown = await response.json().catch(() => undefined);
      return { ok: response.ok, status: response.status, json };
    } catch (error) {
      throw unavailable(error);
    }
  }
}
