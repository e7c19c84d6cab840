import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClientMetadata } from 'oidc-provider';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import {
  MEMBER_SERVICE_CLIENT_ID,
  MEMBER_SERVICE_SECRET_NAME,
  TOKEN_EXCHANGE_GRANT,
} from './token-exchange-protocol';

/**
 * The member service as a confidential client: it authenticates with its secret
 * (client_secret_basic) and may use the token exchange only — no authorization, no redirect.
 */
export async function memberServiceClient(app: FastifyInstance): Promise<ClientMetadata> {
  const secret =
    app.config.MEMBER_SERVICE_CLIENT_SECRET ??
    (await getOrCreateSecret(
      app.db,
      MEMBER_SERVICE_SECRET_NAME,
      () => Promise.resolve(randomBytes(32).toString('base64url')),
      app.clock.now(),
    ));
  return {
    client_id: MEMBER_SERVICE_CLIENT_ID,
    client_secret: secret,
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: [TOKEN_EXCHANGE_GRANT],
    response_types: [],
    redirect_uris: [],
  };
}
