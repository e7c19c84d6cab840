import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../pages/sandbox-html';
import { pageLanguage, type PageLanguage } from '../pages/sandbox-page';
import { readCitizen } from './vneid-citizens';
import { authorizePage, badRequestPage, type AuthorizeRequest } from './vneid-page';
import { ACCESS_TOKEN_PATTERN, type VneidSimulator } from './vneid-simulator.service';

/** Where the simulator sits below the sandbox's prefix; its issuer is `<PAYMENT_SANDBOX_URL>/vneid`. */
export const VNEID_BASE = '/vneid';

const shortText = (max: number) => z.string().max(max).optional();

const authorizeQuery = z.object({
  client_id: shortText(100),
  redirect_uri: shortText(2048),
  response_type: shortText(50),
  scope: shortText(500),
  state: shortText(500),
  nonce: shortText(500),
  lang: shortText(5),
});

const decisionForm = z.object({
  client_id: shortText(100),
  redirect_uri: shortText(2048),
  state: shortText(500),
  nonce: shortText(500),
  lang: shortText(5),
  decision: z.enum(['approve', 'refuse']),
  idNumber: shortText(50),
  fullName: shortText(200),
  birthDate: shortText(20),
});

const tokenForm = z.object({
  grant_type: shortText(100),
  code: shortText(200),
  redirect_uri: shortText(2048),
  session_state: shortText(200),
  client_id: shortText(100),
  client_secret: shortText(200),
});

const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** `Authorization: Basic` of client_secret_basic (RFC 6749 §2.3.1: each part form-encoded). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return undefined;
  }
}

/** The client's redirect URI with the answer's parameters added. */
function backToClient(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

export interface VneidRoutesOptions {
  simulator: VneidSimulator;
  prefix: string;
}

/**
 * The VNeID simulator's endpoints (decision 035): discovery, keys, the authorize page (the tester
 * picks or types a citizen and approves, or refuses), the token endpoint (client_secret_basic or
 * _post) and userinfo (answered as a JWE for the authorization's encrypt_key).
 */
export function vneidRoutes({ simulator, prefix }: VneidRoutesOptions): FastifyPluginAsyncZod {
  const action = `${prefix}${VNEID_BASE}/authorize`;
  const langOf = (asked: string | undefined, fallback: PageLanguage): PageLanguage =>
    asked === 'vi' || asked === 'en' ? asked : asked === undefined ? fallback : 'en';

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      `${VNEID_BASE}/.well-known/openid-configuration`,
      { schema: { summary: 'VNeID simulator: OpenID Connect discovery' } },
      () => ({
        issuer: simulator.issuer,
        authorization_endpoint: `${simulator.issuer}/authorize`,
        token_endpoint: `${simulator.issuer}/token`,
        userinfo_endpoint: `${simulator.issuer}/userinfo`,
        jwks_uri: `${simulator.issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        userinfo_encryption_alg_values_supported: ['dir'],
        userinfo_encryption_enc_values_supported: ['A256GCM'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'profile'],
        claims_supported: ['sub', 'name', 'birthdate', 'national_id_number', 'identity_verified'],
      }),
    );

    app.get(
      `${VNEID_BASE}/jwks`,
      { schema: { summary: 'VNeID simulator: the public key its ID tokens are signed with' } },
      async () => ({ keys: [(await simulator.signingKey()).publicJwk] }),
    );

    app.get(
      `${VNEID_BASE}/authorize`,
      {
        schema: {
          summary: 'VNeID simulator: the authorize page (pick or type a test citizen, approve or refuse)',
          hide: true,
          querystring: authorizeQuery,
        },
      },
      async (request, reply) => {
        const { query } = request;
        const lang = langOf(query.lang, pageLanguage(request));
        const { client_id: clientId, redirect_uri: redirectUri } = query;
        if (
          clientId === undefined ||
          redirectUri === undefined ||
          !(await simulator.isRegistered(clientId, redirectUri))
        )
          return sendPage(reply, badRequestPage(lang, prefix), { status: 400 });
        if (query.response_type !== 'code')
          return reply.redirect(
            backToClient(redirectUri, { error: 'unsupported_response_type', state: query.state }),
            303,
          );
        const authorizeRequest: AuthorizeRequest = {
          clientId,
          redirectUri,
          state: query.state,
          nonce: query.nonce,
        };
        return sendPage(reply, authorizePage({ lang, prefix, action, request: authorizeRequest }), {
          formTargets: [redirectUri],
        });
      },
    );

    app.post(
      `${VNEID_BASE}/authorize`,
      {
        schema: {
          summary: 'VNeID simulator: the tester’s decision, sent back to the client with a code or an error',
          hide: true,
          body: decisionForm,
        },
      },
      async (request, reply) => {
        const { body } = request;
        const lang = langOf(body.lang, pageLanguage(request));
        const { client_id: clientId, redirect_uri: redirectUri, state, nonce } = body;
        if (
          clientId === undefined ||
          redirectUri === undefined ||
          !(await simulator.isRegistered(clientId, redirectUri))
        )
          return sendPage(reply, badRequestPage(lang, prefix), { status: 400 });
        if (body.decision === 'refuse')
          return reply.redirect(
            backToClient(redirectUri, {
              error: 'access_denied',
              error_description: 'the citizen refused to share their identity',
              state,
            }),
            303,
          );
        const citizen = readCitizen(body, simulator.today());
        if ('problem' in citizen)
          return sendPage(
            reply,
            authorizePage({
              lang,
              prefix,
              action,
              request: { clientId, redirectUri, state, nonce },
              typed: body,
              problem: citizen.problem,
            }),
            { status: 400, formTargets: [redirectUri] },
          );
        const approval = await simulator.approve({ clientId, redirectUri, nonce }, citizen);
        return reply.redirect(
          backToClient(redirectUri, {
            code: approval.code,
            encrypt_key: approval.encryptKey,
            session_state: approval.sessionState,
            state,
          }),
          303,
        );
      },
    );

    app.post(
      `${VNEID_BASE}/token`,
      {
        schema: {
          summary:
            'VNeID simulator: token endpoint (authorization_code, bound to redirect_uri and session_state)',
          body: tokenForm,
          response: {
            200: z.object({
              access_token: z.string(),
              token_type: z.literal('Bearer'),
              expires_in: z.number().int(),
              id_token: z.string(),
            }),
            400: oauthError,
            401: oauthError,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { body } = request;
        const basic = basicCredentials(request.headers.authorization);
        const result = await simulator.token({
          clientId: basic?.id ?? body.client_id,
          clientSecret: basic?.secret ?? body.client_secret,
          grantType: body.grant_type,
          code: body.code,
          redirectUri: body.redirect_uri,
          sessionState: body.session_state,
        });
        if (result.kind === 'error')
          return reply
            .status(result.status)
            .send({ error: result.error, error_description: result.description });
        return {
          access_token: result.accessToken,
          token_type: 'Bearer' as const,
          expires_in: result.expiresIn,
          id_token: result.idToken,
        };
      },
    );

    app.get(
      `${VNEID_BASE}/userinfo`,
      {
        schema: {
          summary:
            'VNeID simulator: the citizen’s verified name, date of birth and national ID number, as a JWE (dir, A256GCM) for the authorization’s encrypt_key',
          response: { 200: z.string().describe('Compact JWE (application/jwt)'), 401: oauthError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const accessToken = ACCESS_TOKEN_PATTERN.exec(request.headers.authorization ?? '')?.[1];
        const jwe = accessToken === undefined ? undefined : await simulator.userInfo(accessToken);
        if (jwe === undefined)
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .send({ error: 'invalid_token' });
        // The JWE is sent as its compact text, not as a JSON string.
        return reply
          .type('application/jwt')
          .serializer((payload: unknown) => String(payload))
          .send(jwe);
      },
    );
  };
}
