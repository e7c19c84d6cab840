import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrCreateSecret } from '../../db/app-secret.repository';
import { defineModule } from '../module';
import { accessTokenVerifier } from './access-token';
import { AccountService } from './accounts/account.service';
import { sendVerificationEmail } from './accounts/verification-email';
import { createLoyaltyProvider, type OidcSecrets } from './loyalty-provider';
import { createOidcAdapter } from './oidc-adapter';
import { changeSecretRoutes } from './pages/change-secret.routes';
import { STYLESHEET_PATH, SIGN_UP_CAPTCHA_SCRIPT_PATH } from './pages/hosted-page';
import { interactionRoutes } from './pages/interaction.routes';
import { VERIFY_EMAIL_PATH, verifyEmailRoutes } from './pages/verify-email.routes';
import { handOffRoutes } from './token-exchange/hand-off.routes';
import { HandOffService } from './token-exchange/hand-off.service';
import { memberServiceClient } from './token-exchange/member-service-client';

async function createOidcSecrets(): Promise<OidcSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

const STYLESHEET = readFileSync(new URL('./pages/hosted.css', import.meta.url));

/*
 * The sign-up page's challenge script, its worker and the browser half of altcha-lib it imports
 * (decision 045), all same-origin module scripts: the CSP allows no inline or third-party script.
 */
const ALTCHA_DIR = new URL('./', import.meta.resolve('altcha-lib'));
const CAPTCHA_SCRIPTS = new Map<string, Buffer>([
  [SIGN_UP_CAPTCHA_SCRIPT_PATH, readFileSync(new URL('./pages/signup-captcha.js', import.meta.url))],
  [
    '/assets/signup-captcha-worker.js',
    readFileSync(new URL('./pages/signup-captcha-worker.js', import.meta.url)),
  ],
  ...['pow.js', 'helpers.js', 'types.js', 'algorithms/web/pbkdf2.js'].map(
    (file) => [`/assets/altcha/${file}`, readFileSync(new URL(file, ALTCHA_DIR))] as const,
  ),
]);

/**
 * Per client (decision 019): sign-in posts (the change-password page's too), sign-up posts, and
 * the posts that send a verification e-mail.
 */
const PAGE_LIMITS = {
  signIns: { max: 10, windowMs: 60_000 },
  signUps: { max: 5, windowMs: 10 * 60_000 },
  mails: { max: 5, windowMs: 10 * 60_000 },
} as const;

/** Hands every request below /auth that no page route takes to the provider, untouched. */
const providerRoutes: FastifyPluginAsyncZod<{ provider: Provider }> = async (scope, { provider }) => {
  const handle = provider.callback();
  // The provider parses its own bodies (form posts to /token), so Fastify must not consume them.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  scope.all(
    '/*',
    {
      schema: {
        summary:
          'OpenID Connect endpoints (/.well-known/openid-configuration, /jwks, /auth, /token, /token/revocation, /me); /token also takes the member service’s token exchange (urn:ietf:params:oauth:grant-type:token-exchange, its client only, decision 035)',
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
  await Promise.resolve();
};

/**
 * The loyalty schemes' identity provider (requirements §7 "loyalty-provider token endpoint" and
 * the "external auth site"; design §1 `/auth`; decision 028): a certified OpenID Connect provider
 * (oidc-provider) with its issuer at `<PUBLIC_URL>/auth`, and its own pages to sign in, sign up,
 * confirm an e-mail address and change a password or PIN. Signing and cookie keys are generated
 * once and kept in the database so every process and restart shares them, and so is its state
 * (oidc-adapter.ts). The member service talks to it over HTTP only, as to an outside provider.
 */
export const authModule = defineModule(
  {
    name: 'auth',
    prefix: '/auth',
    description:
      'OpenID Connect provider for the loyalty schemes (discovery, authorization, token with the member service’s token exchange, revocation, JWKS), its sign-in, sign-up, e-mail confirmation and change-password pages, and the mobile app’s hand-off to the website',
  },
  async (app) => {
    const publicUrl = app.config.PUBLIC_URL;
    const issuer = `${publicUrl}${app.prefix}`;
    const memberResource = `${publicUrl}/member`;
    const secrets = await getOrCreateSecret(app.db, 'oidc', createOidcSecrets, app.clock.now());
    const accounts = new AccountService({
      db: app.db,
      clock: app.clock,
      rateLimits: app.rateLimits,
      log: app.log,
      verificationLink: (token, language) =>
        `${issuer}${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token, lang: language }).toString()}`,
      sendVerification: (email) => sendVerificationEmail(app, email),
    });
    const handOffs = new HandOffService(app.db, app.clock);
    const provider = createLoyaltyProvider({
      issuer,
      publicUrl,
      memberResource,
      secrets,
      adapter: createOidcAdapter(app.db, app.clock),
      findAccount: (id) => accounts.findAccount(id),
      memberServiceClient: await memberServiceClient(app),
      handOffs,
    });
    provider.proxy = app.config.TRUST_PROXY;
    provider.on('server_error', (_ctx, error) => {
      app.log.error({ err: error }, 'oidc provider error');
    });
    await app.register(providerRoutes, { provider });
    const verifyAccessToken = accessTokenVerifier({
      keys: secrets.jwks.keys,
      issuer,
      audience: memberResource,
      clock: app.clock,
    });
    await app.register(handOffRoutes, { handOffs, verifyAccessToken });

    const limits = {
      signIns: app.rateLimits.limiter('auth-page-sign-in:client', PAGE_LIMITS.signIns),
      signUps: app.rateLimits.limiter('auth-page-sign-up:client', PAGE_LIMITS.signUps),
      mails: app.rateLimits.limiter('auth-page-mail:client', PAGE_LIMITS.mails),
    };
    await app.register(async (pages) => {
      // The pages post plain HTML forms.
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => {
          const text = typeof body === 'string' ? body : body.toString('utf8');
          done(null, Object.fromEntries(new URLSearchParams(text)));
        },
      );
      pages.get(
        STYLESHEET_PATH,
        { schema: { summary: 'The sign-in pages’ stylesheet', hide: true } },
        (_request, reply) =>
          reply
            .header('cache-control', 'public, max-age=3600')
            .type('text/css; charset=utf-8')
            .send(STYLESHEET),
      );
      for (const [path, script] of CAPTCHA_SCRIPTS) {
        pages.get(
          path,
          { schema: { summary: 'The sign-up page’s challenge scripts', hide: true } },
          (_request, reply) =>
            reply
              .header('cache-control', 'public, max-age=3600')
              .type('text/javascript; charset=utf-8')
              .send(script),
        );
      }
      await pages.register(interactionRoutes, { provider, accounts, publicUrl, limits });
      await pages.register(verifyEmailRoutes, { accounts, publicUrl, mails: limits.mails });
      await pages.register(changeSecretRoutes, {
        accounts,
        publicUrl,
        signIns: limits.signIns,
        verifyAccessToken,
      });
    });
  },
);
