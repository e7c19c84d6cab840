import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const scratchDir = fileURLToPath(new URL('./.tmp/', import.meta.url));
// E2E_PORT lets several runs share a machine; each gets its own port and database.
const port = Number(process.env.E2E_PORT ?? 8181);
const databaseFile = `${scratchDir}skybook-e2e-${port}.db`;
const baseURL = `http://127.0.0.1:${port}`;
/** The server's JSON log of the run, kept for the card-data scan (design §5, journeys/payment.spec.ts). */
const serverLogFile = `${scratchDir}server-${port}.log`;

/*
 * With DATABASE_URL naming a PostgreSQL server (CI's), the loyalty journeys run a second time (desktop) on a
 * second server backed by PostgreSQL, in a database of their own made empty at each run; its name
 * starts skybook_test_ so CI sweeps one an interrupted run left.
 */
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const postgresPort = port + 1;
const postgresDatabaseUrl = (() => {
  if (!postgresUrl) return undefined;
  const url = new URL(postgresUrl);
  url.pathname = `/skybook_test_e2e_${String(port)}`;
  return url.toString();
})();
/**
 * The journeys run on both engines; on PostgreSQL on the desktop only (the phone variants exercise
 * the same server calls, and CI's time is bounded: design §5).
 */
const onBothEngines = /member[\w-]*\.spec\.ts$/;
const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The server's settings but its port and database, shared by both servers. */
const serverEnv = {
  SEED_DAYS: '14',
  // Each journey calls from its own address (support/fixtures.ts), as travellers behind the
  // live site's proxy do.
  TRUST_PROXY: 'true',
  // Journeys that need another time (a check-in window closed, a flight gone) send x-test-now.
  TEST_CLOCK: 'true',
};

// Every run starts from an empty database. Workers load this file too, while the server is
// running, so only the runner process (no TEST_WORKER_INDEX) may delete it.
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${databaseFile}${suffix}`, { force: true });
  rmSync(serverLogFile, { force: true });
  rmSync(`${scratchDir}typed-secrets-${port}.txt`, { force: true });
  mkdirSync(scratchDir, { recursive: true });
}

export default defineConfig({
  testDir: './journeys',
  // After the whole run: the database and the server log hold no card data or secrets (design §5).
  globalTeardown: './global-teardown.ts',
  outputDir: `./.tmp/test-results-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium, not a Playwright download (see scripts/ensure-chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop },
    { name: 'mobile', use: mobile },
    ...(postgresDatabaseUrl
      ? [
          {
            name: 'desktop-postgres',
            testMatch: onBothEngines,
            use: { ...desktop, baseURL: `http://127.0.0.1:${String(postgresPort)}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The log goes to a file as well (stdout is not shown): the payment journeys scan it for card data.
      command: `node --import tsx apps/server/src/server.ts | tee -a '${serverLogFile}'`,
      cwd: repoRoot,
      env: { ...serverEnv, PORT: String(port), DATABASE_URL: `sqlite:${databaseFile}` },
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(postgresDatabaseUrl
      ? [
          {
            command: 'node scripts/e2e-postgres-db.mjs && node --import tsx apps/server/src/server.ts',
            cwd: repoRoot,
            env: {
              ...serverEnv,
              PORT: String(postgresPort),
              DATABASE_URL: postgresDatabaseUrl,
              E2E_DATABASE_URL: postgresDatabaseUrl,
            },
            url: `http://127.0.0.1:${String(postgresPort)}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
