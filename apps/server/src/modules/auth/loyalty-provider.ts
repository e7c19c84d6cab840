import { LOYALTY_CLIENT_ID } from '@skybook/contracts/member';
import { isMemberScheme, memberFullName } from '@skybook/domain/member-rules';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import type { JWK } from 'jose';
import Provider, {
  errors,
  interactionPolicy,
  type Adapter,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { AccountRow } from './accounts/account.repository';
import type { HandOffService } from './token-exchange/hand-off.service';
import { registerTokenExchange } from './token-exchange/token-exchange.grant';

/** The site's one client (requirements §9: the "fixed client id used in login"). */
export const SITE_CLIENT_ID = LOYALTY_CLIENT_ID;

/** Lifetimes, seconds (decision 028). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
const INTERACTION_TTL_S = 60 * 60;
const AUTHORIZATION_CODE_TTL_S = 60;

/** The scopes the site asks for; profile, e-mail and phone also scope the member API's tokens. */
const OIDC_SCOPES = 'openid profile email phone offline_access';
export const MEMBER_API_SCOPES: readonly string[] = ['profile', 'email', 'phone'];

/** What the sign-in pages take from the authorization request besides OAuth's own parameters. */
export const SIGN_IN_ACTIONS = ['signin', 'signup'] as const;
export type SignInAction = (typeof SIGN_IN_ACTIONS)[number];

export interface OidcSecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export interface LoyaltyProviderOptions {
  /** `<PUBLIC_URL>/auth`. */
  issuer: string;
  /** The site's origin: its sign-in page is the client's redirect URI in every language. */
  publicUrl: string;
  /** The member service's resource indicator, `<PUBLIC_URL>/member`: the access tokens' audience. */
  memberResource: string;
  secrets: OidcSecrets;
  adapter: new (model: string) => Adapter;
  findAccount: (id: string) => Promise<AccountRow | undefined>;
  /** The member service as a confidential client of the token exchange (decision 035). */
  memberServiceClient: ClientMetadata;
  handOffs: HandOffService;
}

/** The site's sign-in page in each language: where the provider sends the code. */
export function siteRedirectUris(publicUrl: string): string[] {
  return SUPPORTED_LANGUAGES.map((language) => `${publicUrl}/${language}/signin`);
}

/** The claims the ID token and userinfo carry for a member (decision 028). */
function claimsOf(account: AccountRow) {
  return {
    sub: account.id,
    scheme: account.scheme,
    member_code: account.member_code,
    name: memberFullName(account.family_name, account.middle_given_name),
    family_name: account.family_name,
    given_name: account.middle_given_name,
    ...(account.email === null
      ? {}
      : { email: account.email, email_verified: account.email_verified_at !== null }),
    // No scheme verifies phone numbers yet.
    ...(account.phone === null ? {} : { phone_number: account.phone, phone_number_verified: false }),
  };
}

/** An extra authorization parameter with its allowed values; `fallback` when it is absent. */
function oneOf(name: string, allowed: readonly string[], fallback?: string) {
  return (ctx: KoaContextWithOIDC, value: string | undefined) => {
    if (value === undefined && fallback !== undefined && ctx.oidc.params) {
      ctx.oidc.params[name] = fallback;
      return;
    }
    if (value === undefined || !allowed.includes(value))
      throw new errors.InvalidRequest(`${name} must be one of ${allowed.join(', ')}`);
  };
}

/**
 * The member signs in on every authorization request: the site's sign-out (revoking its refresh
 * token) then really signs out, even on a browser the provider still has a session on.
 */
function interactionPolicyOfSite() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'sign_in_each_time',
        'the member signs in on every authorization request',
        'login_required',
        (ctx) => ctx.oidc.result?.login === undefined,
      ),
    );
  return policy;
}

/**
 * The loyalty schemes' OpenID Connect provider (oidc-provider): one public client, the site, with
 * PKCE S256; its access tokens are JWTs for the member service (resource indicator), 15 minutes;
 * refresh tokens rotate on every use and last 30 days from the sign-in; revocation is on. The
 * sign-in pages (pages/) are its interactions, reached with the extra parameters `scheme`,
 * `action` and `lang`.
 */
export function createLoyaltyProvider(options: LoyaltyProviderOptions): Provider {
  const { publicUrl, memberResource } = options;
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const memberApi: ResourceServer = {
    scope: MEMBER_API_SCOPES.join(' '),
    audience: memberResource,
    accessTokenTTL: ACCESS_TOKEN_TTL_S,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
  const configuration: Configuration = {
    adapter: options.adapter,
    jwks: options.secrets.jwks,
    cookies: {
      keys: options.secrets.cookieKeys,
      // The site and the provider share an origin: Lax cookies follow its top-level navigations.
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: SITE_CLIENT_ID,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: siteRedirectUris(publicUrl),
        scope: OIDC_SCOPES,
      },
      options.memberServiceClient,
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'family_name', 'given_name', 'scheme', 'member_code'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    extraParams: {
      scheme: oneOf('scheme', ['skyclub', 'skyjoy']),
      action: oneOf('action', SIGN_IN_ACTIONS, 'signin'),
      lang: oneOf('lang', SUPPORTED_LANGUAGES, 'vi'),
    },
    async findAccount(_ctx, sub) {
      const account = await options.findAccount(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => claimsOf(account) };
    },
    // The member service gives its routes `{ memberId, scheme }` from the token alone.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token)) return undefined;
      const account = await options.findAccount(token.accountId);
      return account && isMemberScheme(account.scheme) ? { scheme: account.scheme } : undefined;
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
      policy: interactionPolicyOfSite(),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The site names no resource: its tokens are for the member service.
        defaultResource: (_ctx, _client, granted) => granted ?? memberResource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== memberResource) throw new errors.InvalidTarget();
          return memberApi;
        },
      },
    },
    pkce: { methods: ['S256'], required: () => true },
    // The site always gets a refresh token, and it outlives the provider's short session: OpenID
    // would otherwise grant one only for offline_access asked with prompt=consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_S,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_S,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: INTERACTION_TTL_S,
      // Only for the sign-in in progress: every authorization asks for the secret again.
      Session: INTERACTION_TTL_S,
      Grant: REFRESH_TOKEN_TTL_S,
      // A rotated token keeps what was left of its sign-in's 30 days.
      RefreshToken: (ctx) => ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL_S,
    },
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    // Koa's error pages would leak internals; keep the provider's own (OAuth) error bodies.
    renderError: (ctx, out) => {
      ctx.type = 'application/json';
      ctx.body = out;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  registerTokenExchange(provider, {
    siteClientId: SITE_CLIENT_ID,
    exchangingClientId: options.memberServiceClient.client_id,
    memberResource,
    resourceServer: memberApi,
    oidcScope: OIDC_SCOPES,
    redeemHandOff: (sessionId) => options.handOffs.redeem(sessionId),
  });
  return provider;
}
