// Commands the cluster runs on the machine: Debian packages, child processes, waiting on ports.
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a program to its end; a non-zero exit throws with its output. */
export async function run(file: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  try {
    const { stdout } = await execFileAsync(file, args, {
      env: options.env ?? process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${file} ${args.join(' ')} failed: ${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim(),
      {
        cause: error,
      },
    );
  }
}

export const isRoot = process.getuid?.() === 0;

/** The newest PostgreSQL installed from Debian's packages (`/usr/lib/postgresql/<version>`). */
export function postgresVersion(): string | undefined {
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  return readdirSync('/usr/lib/postgresql')
    .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
}

/**
 * Installs the Debian packages the cluster needs when their programs are missing (as `.ci/run`
 * does for PostgreSQL). Without root it says what to install instead.
 */
export async function ensurePackages(log: (line: string) => void): Promise<void> {
  const missing = [
    ['nginx', existsSync('/usr/sbin/nginx')],
    ['redis-server', existsSync('/usr/bin/redis-server')],
    ['postgresql', postgresVersion() !== undefined],
  ]
    .filter(([, present]) => present !== true)
    .map(([name]) => String(name));
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(`missing Debian packages; as root run: apt-get install -y ${missing.join(' ')}`);
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once a TCP connection to the port succeeds; throws after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not open port ${String(port)} in time`);
    await sleep(100);
  }
}

/**
 * Resolves once `url` answers 200; throws when `child` exits first or after `timeoutMs`.
 */
export async function waitForOk(
  url: string,
  options: { timeoutMs: number; child?: ChildProcess; what: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`${options.what} exited with ${String(options.child.exitCode)} while starting`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.what} not ready at ${url} in time`);
    await sleep(200);
  }
}

/** Resolves with the exit code once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
}

/** Sends `signal`, waits up to `graceMs` for the exit, then SIGKILL. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}
