import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import { MEMBER_SERVICE_CLIENT_ID, MEMBER_SERVICE_SECRET_NAME } from '../../auth/public';
import type { ServiceCredentials } from '../provider-client';
import { NationalIdService } from './national-id.service';
import { VneidClient } from './vneid-client';

/** How long the member service waits for VNeID. */
const VNEID_TIMEOUT_MS = 10_000;

/**
 * The app_secret row of the site's client secret at VNeID: the sandbox's simulator registers the
 * site with the same row (VNEID_CLIENT_SECRET, when set, replaces it on both sides).
 */
const VNEID_CLIENT_SECRET_NAME = 'vneid.client-secret';

/** The key of the national ID numbers' HMAC: the member service's alone. */
const NATIONAL_ID_HASH_KEY_NAME = 'member.national-id.hash-key';

const newSecret = () => Promise.resolve(randomBytes(32).toString('base64url'));

/** A secret read (and created the first time) when first needed, again after a failure. */
function lazySecret(app: FastifyInstance, fromEnv: string | undefined, name: string): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    if (fromEnv !== undefined) return Promise.resolve(fromEnv);
    loading ??= getOrCreateSecret(app.db, name, newSecret, app.clock.now()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The national ID's parts of the member service, from the configuration (decision 035): VNeID's
 * client (VNEID_ISSUER_URL, by default the sandbox's simulator), the service that links and finds
 * members by national ID, and the member service's own credentials at the loyalty provider.
 */
export function nationalIdServices(app: FastifyInstance): {
  nationalIds: NationalIdService;
  service: ServiceCredentials;
} {
  const { config } = app;
  const sandbox = (config.PAYMENT_SANDBOX_URL ?? `${config.PUBLIC_URL}/sandbox`).replace(/\/+$/, '');
  const vneid = new VneidClient({
    issuer: (config.VNEID_ISSUER_URL ?? `${sandbox}/vneid`).replace(/\/+$/, ''),
    clientId: config.VNEID_CLIENT_ID,
    secret: lazySecret(app, config.VNEID_CLIENT_SECRET, VNEID_CLIENT_SECRET_NAME),
    clock: app.clock,
    timeoutMs: VNEID_TIMEOUT_MS,
  });
  return {
    nationalIds: new NationalIdService(
      app.db,
      app.clock,
      vneid,
      lazySecret(app, undefined, NATIONAL_ID_HASH_KEY_NAME),
    ),
    service: {
      clientId: MEMBER_SERVICE_CLIENT_ID,
      secret: lazySecret(app, config.MEMBER_SERVICE_CLIENT_SECRET, MEMBER_SERVICE_SECRET_NAME),
    },
  };
}
