// The cluster's own redis-server: its port, its directory, no persistence (what it holds, rate
// counters and live events, is worth nothing after a restart).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { stopChild, waitForPort } from './system';

export interface RedisControl {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function ownRedis(options: { port: number; dir: string }): RedisControl {
  let child: ChildProcess | undefined;
  mkdirSync(options.dir, { recursive: true });
  return {
    url: `redis://127.0.0.1:${String(options.port)}`,
    async start() {
      if (child?.exitCode === null && child.signalCode === null) return;
      const log = openSync(join(options.dir, 'redis.log'), 'a');
      // prettier-ignore
      child = spawn('redis-server', [
        '--port', String(options.port), '--bind', '127.0.0.1', '--dir', options.dir,
        '--save', '', '--appendonly', 'no', '--daemonize', 'no',
      ], { stdio: ['ignore', log, log] });
      await waitForPort(options.port, 10_000, 'redis-server');
    },
    async stop() {
      if (child) await stopChild(child, 'SIGTERM', 5000);
    },
  };
}
