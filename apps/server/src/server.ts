import { systemClock } from '@skybook/domain/clock';
import { buildApp } from './app';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { createDatabase } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { ensureSeeded } from './db/ensure-seeded';
import { withStartupLock } from './db/startup-lock.repository';
import { ensureContentImported } from './modules/content/public';

/**
 * The process: read the configuration, open, migrate and seed the database, listen, and shut down
 * gracefully (design §5 Reliability): on SIGTERM readiness turns 503, in-flight requests
 * finish, idle keep-alive connections close, and the process exits within SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config.DATABASE_URL, { cwd: REPO_ROOT });
  // Several processes may start on one PostgreSQL database at once (a cluster, systemd units):
  // they take turns, and only the first migrates and seeds (decision 041).
  const seeded = await withStartupLock(database.db, async () => {
    await migrateToLatest(database.db);
    return ensureSeeded(database.db, {
      seed: config.SEED,
      days: config.SEED_DAYS,
      clock: systemClock,
      ensureContentImported,
    });
  });

  const app = await buildApp({ config, db: database.db, engine: database.engine, clock: systemClock });
  app.log.info({ database: database.displayUrl, seed: seeded }, 'database ready');

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed, closing remaining connections');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      await app.close();
      await database.destroy();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    } finally {
      clearTimeout(deadline);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Skybook failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
