import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { defineModule } from '../module';
import { createOidcAdapter } from './oidc-adapter';

interface OidcSecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

async function createOidcSecrets(): Promise<OidcSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The loyalty scheme's identity provider (requirements §7 "loyalty-provider token endpoint"; design
 * §1 `/auth`): a certified OpenID Connect provider (oidc-provider), mounted under /auth with its
 * issuer at `<PUBLIC_URL>/auth`. Signing and cookie keys are generated once and kept in the
 * database so every process and restart shares them, and so is its state (oidc-adapter.ts).
 */
export const authModule = defineModule(
  {
    name: 'auth',
    prefix: '/auth',
    description: 'OpenID Connect provider for the loyalty schemes (discovery, authorization, token, JWKS)',
  },
  async (app) => {
    const secrets = await getOrCreateSecret(app.db, 'oidc', createOidcSecrets, app.clock.now());
    const provider = new Provider(`${app.config.PUBLIC_URL}/auth`, {
      adapter: createOidcAdapter(app.db, app.clock),
      jwks: secrets.jwks,
      cookies: { keys: secrets.cookieKeys },
      clients: [],
      // Sign-in pages arrive with the member issue; until then no interaction is offered.
      features: { devInteractions: { enabled: false } },
      // Koa's error pages would leak internals; keep the provider's own (OAuth) error bodies.
      renderError: (ctx, out) => {
        ctx.type = 'application/json';
        ctx.body = out;
      },
    });
    provider.proxy = app.config.TRUST_PROXY;
    provider.on('server_error', (_ctx, error) => {
      app.log.error({ err: error }, 'oidc provider error');
    });
    const handle = provider.callback();

    // The provider parses its own bodies (form posts to /token), so Fastify must not consume them.
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => {
        done(null);
      });
      scope.all(
        '/*',
        {
          schema: {
            summary:
              'OpenID Connect endpoints (/.well-known/openid-configuration, /jwks, /auth, /token, /me)',
          },
        },
        (request, reply) => {
          reply.hijack();
          const raw: IncomingMessage & { originalUrl?: string } = request.raw;
          const url = raw.url ?? '/';
          // Like a mount in Express or Koa: the provider sees paths below /auth and derives its
          // mount path from originalUrl.
          raw.originalUrl = url;
          raw.url = url.slice('/auth'.length) || '/';
          void handle(raw, reply.raw);
        },
      );
    });
  },
);
