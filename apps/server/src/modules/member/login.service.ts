import type { LoginBody, LoginResponse } from '@skybook/contracts/member';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../plugins/app-error';
import type { MemberAuth } from './member-auth';
import type { ProfileService } from './profile.service';
import type { ProviderClient } from './provider-client';
import { issueSkypayToken, type SkypayTokenOptions } from './skypay-token';

export interface LoginServiceDeps {
  provider: ProviderClient;
  auth: MemberAuth;
  profiles: ProfileService;
  skypay: SkypayTokenOptions;
  log: FastifyBaseLogger;
}

/**
 * requirements §7 login and logout (decision 028). The member service, not the browser, redeems
 * the authorization code at the provider's token endpoint (with the site's PKCE verifier), checks
 * the access token it gets as every member route will, and answers the tokens with the member's
 * profile and the payment partner's token. The same call takes a refresh token: the provider
 * rotates it, so the one sent is refused from then on.
 */
export class LoginService {
  readonly #deps: LoginServiceDeps;

  constructor(deps: LoginServiceDeps) {
    this.#deps = deps;
  }

  async login(body: LoginBody): Promise<LoginResponse> {
    const { provider, auth, profiles, skypay } = this.#deps;
    const answer =
      'authCode' in body
        ? await provider.exchangeCode({
            code: body.authCode,
            codeVerifier: body.codeVerifier,
            redirectUri: body.redirectUri,
          })
        : await provider.refresh(body.refreshToken);
    // An unknown, used or expired code or refresh token, a wrong verifier or redirect URI.
    if (answer.kind === 'refused') throw appError('INVALID_TOKEN', { details: { reason: answer.error } });
    const member = await auth.verify(answer.accessToken);
    if (member.scheme !== body.type) {
      // Signed in to the other scheme: nothing of this sign-in may stay usable.
      await this.logout(answer.refreshToken);
      throw appError('ACCOUNT_NOT_FOUND', { details: { reason: 'otherScheme' } });
    }
    const user = await profiles.profile(member);
    const partner = await issueSkypayToken(member, skypay);
    return {
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      expiresIn: answer.expiresIn,
      provider: member.scheme,
      skypay: {
        access_token: partner.token,
        expires_in: partner.expiresIn,
        profile: { userId: member.memberId },
      },
      user,
    };
  }

  /** Revokes the refresh token at the provider; a failure is logged and otherwise ignored (requirements §8). */
  async logout(refreshToken: string): Promise<void> {
    try {
      await this.#deps.provider.revoke(refreshToken);
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'refresh token not revoked at the loyalty provider');
    }
  }
}
