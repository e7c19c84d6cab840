import type { LoginBody, LoginResponse } from '@skybook/contracts/member';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../plugins/app-error';
import {
  HAND_OFF_TOKEN_TYPE,
  MEMBER_ID_TOKEN_TYPE,
  SUBJECT_EXPIRED,
  TOKEN_EXCHANGE_GRANT,
} from '../auth/public';
import type { MemberAuth } from './member-auth';
import type { NationalIdService } from './national-id/national-id.service';
import type { ProfileService } from './profile.service';
import type { ProviderClient, ServiceCredentials, TokenAnswer } from './provider-client';
import { issueSkypayToken, type SkypayTokenOptions } from './skypay-token';

export interface LoginServiceDeps {
  provider: ProviderClient;
  auth: MemberAuth;
  profiles: ProfileService;
  skypay: SkypayTokenOptions;
  log: FastifyBaseLogger;
  nationalIds: NationalIdService;
  /** The member service's own client at the provider, for the token exchange (decision 035). */
  service: ServiceCredentials;
}

/**
 * requirements §7 login and logout (decision 028). The member service, not the browser, redeems
 * the authorization code at the provider's token endpoint (with the site's PKCE verifier), checks
 * the access token it gets as every member route will, and answers the tokens with the member's
 * profile and the payment partner's token. The same call takes a refresh token: the provider
 * rotates it, so the one sent is refused from then on. A member VNeID identified (a linked
 * national ID) or the mobile app handed over (a session id) gets the same answer: the member
 * service obtains the site's tokens for them with the provider's token exchange (decision 035).
 */
export class LoginService {
  readonly #deps: LoginServiceDeps;

  constructor(deps: LoginServiceDeps) {
    this.#deps = deps;
  }

  async login(body: LoginBody): Promise<LoginResponse> {
    const { provider } = this.#deps;
    if (body.type === 'vneid') {
      const memberId = await this.#deps.nationalIds.memberOf(body, body.scheme);
      const answer = await this.#exchange(MEMBER_ID_TOKEN_TYPE, memberId);
      // The provider refuses a member id only when the account is gone since it was linked.
      if (answer.kind === 'refused')
        throw appError('ACCOUNT_NOT_FOUND', { details: { reason: answer.error } });
      return this.#answer(answer);
    }
    if (body.type === 'club') {
      const answer = await this.#exchange(HAND_OFF_TOKEN_TYPE, body.sessionId);
      if (answer.kind === 'refused')
        throw appError(answer.description === SUBJECT_EXPIRED ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN', {
          details: { reason: answer.error },
        });
      return this.#answer(answer);
    }
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
    return this.#answer(answer, body.type);
  }

  /**
   * The token exchange as the member service. Its own credentials refused (a misconfigured
   * secret) is the service's fault, not the visitor's: 503.
   */
  async #exchange(tokenType: string, token: string): Promise<TokenAnswer> {
    const answer = await this.#deps.provider.exchange(this.#deps.service, {
      grantType: TOKEN_EXCHANGE_GRANT,
      token,
      tokenType,
    });
    if (answer.kind === 'refused' && answer.error !== 'invalid_grant') {
      this.#deps.log.error(
        { error: answer.error },
        'the loyalty provider refused the member service’s token exchange',
      );
      throw appError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' } });
    }
    return answer;
  }

  /** The login answer for the provider's tokens; `scheme` when the sign-in was for one scheme. */
  async #answer(
    answer: Extract<TokenAnswer, { kind: 'tokens' }>,
    scheme?: LoginBody['type'],
  ): Promise<LoginResponse> {
    const { auth, profiles, skypay } = this.#deps;
    const member = await auth.verify(answer.accessToken);
    if (scheme !== undefined && member.scheme !== scheme) {
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
