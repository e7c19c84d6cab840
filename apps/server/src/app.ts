import { randomUUID } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Engine } from './db/dialect';
import { captchaPlugin } from './plugins/captcha';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { inputGuardPlugin } from './plugins/input-guard';
import { loggerOptions } from './plugins/logging';
import { openApiPlugin, openApiUiPlugin } from './plugins/openapi';
import { dataChangesPlugin } from './plugins/data-changes';
import { redisPlugin } from './plugins/redis';
import { childLoggerFactory, requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { requestTestClock, testClockPlugin } from './plugins/test-clock';
import { webPlugin } from './plugins/web';
import { websocketPlugin } from './plugins/websocket';
import { urlMappingSource } from './modules/content/public';
import { mailPlugin } from './modules/mail/public';
import { profileEventsPlugin } from './modules/member/public';
import type { ServerModule } from './modules/module';
import { MODULES } from './modules/registry';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    engine: Engine;
    clock: Clock;
    /**
     * The clock a member's access token is checked against: the server's own, never a request's
     * x-test-now (TEST_CLOCK), since the loyalty provider stamps its tokens with the real time.
     * The same clock as `clock` whenever TEST_CLOCK is off.
     */
    credentialsClock: Clock;
    /** Shared with server.ts: set when a shutdown begins, so readiness turns 503. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  /** Pino options, or false to silence logging (tests). Defaults to the JSON logger. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API-only tests). */
  serveWeb?: boolean;
  /** The modules to mount; all of them by default (a module can also be mounted alone). */
  modules?: readonly ServerModule[];
}

/**
 * Builds the whole server: cross-cutting plugins, then every module at its prefix (design §1),
 * then the web app. Has no side effects beyond the instance: listening and signals are server.ts's.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.LOG_LEVEL),
    genReqId: () => randomUUID(),
    // Never take the id from the client: X-Request-Id is ours (the client's is logged beside it).
    requestIdHeader: false,
    childLoggerFactory,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    // One line per request (below) instead of Fastify's two: half the logging cost of a search.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('engine', deps.engine);
  // TEST_CLOCK (end-to-end tests only): a request's x-test-now header is its "now".
  app.decorate('clock', deps.config.TEST_CLOCK ? requestTestClock(deps.clock) : deps.clock);
  app.decorate('credentialsClock', deps.clock);
  app.decorate('lifecycle', { shuttingDown: false });
  // While shutting down, each response closes its keep-alive connection, so close() does not wait
  // for idle clients' keep-alive timeouts (design §5 Measuring).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  if (deps.config.TEST_CLOCK) await app.register(testClockPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, {
    chat:
      deps.config.VITE_CHAT_WIDGET_URL === undefined
        ? undefined
        : new URL(deps.config.VITE_CHAT_WIDGET_URL).origin,
    bankFrames: deps.config.VITE_BANK_IFRAME_ORIGIN,
  });
  await app.register(openApiPlugin, {
    moduleTags: MODULES.map((module) => ({ name: module.name, description: module.description })),
  });
  await app.register(websocketPlugin);
  // Before everything that counts limits or publishes profile changes (decision 040).
  await app.register(redisPlugin);
  await app.register(dataChangesPlugin);
  await app.register(captchaPlugin);
  await app.register(mailPlugin);
  await app.register(profileEventsPlugin);

  await app.register(healthRoutes);
  for (const module of deps.modules ?? MODULES) {
    await app.register(module.plugin, { prefix: module.prefix });
  }
  await app.register(openApiUiPlugin);
  if (deps.serveWeb !== false) {
    await app.register(webPlugin, {
      modulePrefixes: MODULES.map((module) => module.prefix),
      readUrlMappings: urlMappingSource(app.db),
    });
  }
  return app;
}
