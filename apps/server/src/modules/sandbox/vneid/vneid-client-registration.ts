import { randomBytes } from 'node:crypto';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import { VNEID_CLIENT_SECRET_NAME, type VneidClient } from './vneid-simulator.service';

/**
 * The site as VNeID registered it: its client id and secret (VNEID_CLIENT_ID, VNEID_CLIENT_SECRET
 * or the app_secret row the member service reads too), and its sign-in page in every language as
 * the redirect URIs. Read once, when first needed.
 */
export function vneidClient(app: FastifyInstance): () => Promise<VneidClient> {
  let loading: Promise<VneidClient> | undefined;
  const load = async (): Promise<VneidClient> => ({
    clientId: app.config.VNEID_CLIENT_ID,
    secret:
      app.config.VNEID_CLIENT_SECRET ??
      (await getOrCreateSecret(
        app.db,
        VNEID_CLIENT_SECRET_NAME,
        () => Promise.resolve(randomBytes(32).toString('base64url')),
        app.clock.now(),
      )),
    redirectUris: SUPPORTED_LANGUAGES.map((language) => `${app.config.PUBLIC_URL}/${language}/signin`),
  });
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
