import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-fixture';

/*
 * A redis-server of the test file's own (decision 040), on a free port, in a temporary folder,
 * persisting nothing, so no two test files share state. CI installs the binary with apt as it
 * does PostgreSQL; without it the tests that need one are skipped, and say why.
 */

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Why the Redis tests are skipped here, or undefined when they run. */
export const REDIS_MISSING: string | undefined = existsSync(REDIS_SERVER)
  ? undefined
  : `skipped: no redis-server at ${REDIS_SERVER} (apt-get install redis-server, or set REDIS_SERVER_BIN)`;

export interface TestRedis {
  /** `redis://127.0.0.1:<port>`, stable across stop() and start(). */
  url: string;
  /** Stops the server (as Redis going away): connections are refused until start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing is answered. */
  freeze(): void;
  thaw(): void;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'skybook-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = started;
    await untilAnswering(port, started);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running?.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server answers PING on `port`. */
async function untilAnswering(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${String(child.exitCode)}`);
    if (await pings(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server on port ${String(port)} never answered`);
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data: Buffer) => {
      reply += data.toString('utf8');
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}
