import type { InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { MEMBER_API_SCOPES } from '../loyalty-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The grant of a signed-in member to the site: the site is the provider's own first-party client,
 * so what it asks for is granted without a consent page — the OpenID scopes it requested, and the
 * member API scopes among them for its resource (decision 028).
 */
export async function grantFor(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const { params, prompt } = interaction;
  const existing =
    interaction.grantId !== undefined && interaction.session?.accountId === accountId
      ? await provider.Grant.find(interaction.grantId)
      : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: String(params.client_id) });
  const requested = typeof params.scope === 'string' ? params.scope.split(' ') : [];
  grant.addOIDCScope(requested.join(' '));
  if (isStringArray(prompt.details.missingOIDCClaims)) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  const resources =
    typeof params.resource === 'string'
      ? [params.resource]
      : isStringArray(params.resource)
        ? params.resource
        : [];
  for (const resource of resources) {
    grant.addResourceScope(
      resource,
      requested.filter((scope) => MEMBER_API_SCOPES.includes(scope)).join(' '),
    );
  }
  return grant.save();
}

/** A finished sign-in: the member, how they proved it (RFC 8176 `pwd` or `pin`), and the grant. */
export function signInResult(account: { id: string; scheme: string }, grantId: string): InteractionResults {
  return {
    // Not remembered: the site asks for the secret on every sign-in anyway.
    login: { accountId: account.id, remember: false, amr: [account.scheme === 'skyjoy' ? 'pin' : 'pwd'] },
    consent: { grantId },
  };
}
