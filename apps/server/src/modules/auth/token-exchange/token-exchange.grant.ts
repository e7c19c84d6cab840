import Provider, { errors, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import type { HandOffRedemption } from './hand-off.repository';

import {
  HAND_OFF_TOKEN_TYPE,
  MEMBER_ID_TOKEN_TYPE,
  SUBJECT_EXPIRED,
  SUBJECT_INVALID,
  TOKEN_EXCHANGE_GRANT,
} from './token-exchange-protocol';

export interface TokenExchangeOptions {
  /** The client whose tokens the exchange issues: the site's, as its code exchange would. */
  siteClientId: string;
  /** The only client allowed this grant (its registration lists no other). */
  exchangingClientId: string;
  memberResource: string;
  resourceServer: ResourceServer;
  /** The OpenID scopes of the site's sign-in. */
  oidcScope: string;
  redeemHandOff: (sessionId: string) => Promise<HandOffRedemption>;
}

function refused(description: string): errors.InvalidGrant {
  return Object.assign(new errors.InvalidGrant(description), { error_description: description });
}

/**
 * The member the subject token names, or the refusal: a hand-off session id is redeemed here (once);
 * a member id is taken as the authenticated member service states it.
 */
async function subjectMember(
  params: Record<string, unknown>,
  options: TokenExchangeOptions,
): Promise<string> {
  const { subject_token: token, subject_token_type: type } = params;
  if (typeof token !== 'string' || token === '' || typeof type !== 'string')
    throw new errors.InvalidRequest('subject_token and subject_token_type are required');
  if (type === MEMBER_ID_TOKEN_TYPE) return token;
  if (type !== HAND_OFF_TOKEN_TYPE) throw new errors.InvalidRequest('unsupported subject_token_type');
  const redemption = await options.redeemHandOff(token);
  if (redemption.kind === 'member') return redemption.memberId;
  throw refused(redemption.kind === 'expired' ? SUBJECT_EXPIRED : SUBJECT_INVALID);
}

/**
 * Registers the token exchange: the member service, authenticated with its secret, obtains for a
 * member it identified (a linked national ID, a hand-off session id) the same tokens the site's
 * code exchange would answer — issued to the site's client under a new grant, so refresh,
 * rotation and revocation then work exactly as for a sign-in on the provider's pages.
 */
export function registerTokenExchange(provider: Provider, options: TokenExchangeOptions): void {
  const handler = async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const { client, params } = ctx.oidc;
    // The client registration already limits the grant; this keeps it so if that ever changes.
    if (client?.clientId !== options.exchangingClientId) throw new errors.UnauthorizedClient();
    const memberId = await subjectMember({ ...params }, options);
    const account = await provider.Account.findAccount(ctx, memberId);
    const site = await provider.Client.find(options.siteClientId);
    if (!account || !site) throw refused(SUBJECT_INVALID);

    const grant = new provider.Grant({ accountId: account.accountId, clientId: site.clientId });
    grant.addOIDCScope(options.oidcScope);
    grant.addResourceScope(options.memberResource, options.resourceServer.scope);
    const grantId = await grant.save();
    ctx.oidc.entity('Account', account);
    ctx.oidc.entity('Grant', grant);

    const accessToken = new provider.AccessToken({
      accountId: account.accountId,
      client: site,
      grantId,
      gty: TOKEN_EXCHANGE_GRANT,
      scope: options.resourceServer.scope,
      expiresWithSession: false,
    });
    accessToken.resourceServer = options.resourceServer;
    // The entities give the tokens the request's context (their lifetimes are functions of it).
    ctx.oidc.entity('AccessToken', accessToken);
    const accessTokenValue = await accessToken.save();

    const refreshToken = new provider.RefreshToken({
      accountId: account.accountId,
      client: site,
      grantId,
      gty: TOKEN_EXCHANGE_GRANT,
      resource: options.memberResource,
      scope: options.oidcScope,
      rotations: 0,
      expiresWithSession: false,
      authTime: Math.floor(Date.now() / 1000),
    });
    ctx.oidc.entity('RefreshToken', refreshToken);
    const refreshTokenValue = await refreshToken.save();

    ctx.body = {
      access_token: accessTokenValue,
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      token_type: 'Bearer',
      expires_in: accessToken.expiration,
      refresh_token: refreshTokenValue,
      scope: accessToken.scope,
    };
    await next();
  };
  provider.registerGrantType(TOKEN_EXCHANGE_GRANT, handler, ['subject_token', 'subject_token_type']);
}
