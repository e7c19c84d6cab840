// One Skybook server process of the cluster, on its own port, with its log in the scratch
// directory: started as `npm run serve` starts it, and killed or restarted by the fault script.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { exited, stopChild, waitForOk } from './system';

export interface ClusterProcess {
  port: number;
  /** The running process's id (the last one started). */
  readonly pid: number;
  /** True while the process runs. */
  readonly running: boolean;
  /** Sends a signal, as an operator or the kernel would. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the current process has exited. */
  exited(): Promise<number | null>;
  /** Starts the process again (after it died or was stopped) and waits for /readyz. */
  restart(): Promise<void>;
  /** SIGTERM, and SIGKILL if it has not drained in 15 s (systemd's TimeoutStopSec). */
  stop(): Promise<void>;
}

export function serverProcess(options: {
  repoRoot: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
  readyTimeoutMs?: number;
}): ClusterProcess & { start(): Promise<void> } {
  let child: ChildProcess | undefined;
  const alive = () => child?.exitCode === null && child.signalCode === null;
  const start = async () => {
    const log = openSync(join(options.logDir, `server-${String(options.port)}.log`), 'a');
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: options.repoRoot,
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    await waitForOk(`http://127.0.0.1:${String(options.port)}/readyz`, {
      timeoutMs: options.readyTimeoutMs ?? 600_000,
      child,
      what: `server on port ${String(options.port)} (log ${join(options.logDir, `server-${String(options.port)}.log`)})`,
    });
  };
  return {
    port: options.port,
    get pid() {
      return child?.pid ?? -1;
    },
    get running() {
      return alive();
    },
    kill(signal) {
      if (alive()) child?.kill(signal);
    },
    exited: () => (child ? exited(child) : Promise.resolve(null)),
    start,
    async restart() {
      if (alive()) throw new Error(`server on port ${String(options.port)} is still running`);
      await start();
    },
    async stop() {
      if (child) await stopChild(child, 'SIGTERM', 15_000);
    },
  };
}
