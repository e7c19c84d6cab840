// nginx in front of the processes: the repository's template and proxy snippet
// (deploy/nginx/skybook-proxy.conf, shared with production) written into the scratch directory,
// run in the foreground as a child with every path inside its prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, run, stopChild, waitForPort } from './system';

/** Debian installs it in /usr/sbin, which a user's PATH may lack. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface NginxControl {
  configFile: string;
  stop(): Promise<void>;
}

/** The configuration for `port` in front of `serverPorts` (template placeholders filled). */
export function nginxConfig(options: {
  repoRoot: string;
  prefix: string;
  port: number;
  serverPorts: number[];
}) {
  const template = readFileSync(join(options.repoRoot, 'scripts/cluster/nginx.conf.template'), 'utf8');
  const servers = options.serverPorts
    .map((port) => `        server 127.0.0.1:${String(port)} max_fails=2 fail_timeout=3s;`)
    .join('\n');
  const values: Record<string, string> = {
    PREFIX: options.prefix,
    // As root the master drops its workers to an unprivileged user; the temp paths are theirs.
    USER: isRoot ? 'user nobody nogroup;' : '',
    LISTEN: `127.0.0.1:${String(options.port)}`,
    SERVERS: servers,
    PROXY: join(options.repoRoot, 'deploy/nginx/skybook-proxy.conf'),
  };
  return template.replace(/\{\{([A-Z]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export async function startNginx(options: {
  repoRoot: string;
  prefix: string;
  port: number;
  serverPorts: number[];
}): Promise<NginxControl> {
  for (const dir of ['logs', 'temp']) mkdirSync(join(options.prefix, dir), { recursive: true });
  if (isRoot) await run('chown', ['nobody:nogroup', join(options.prefix, 'temp')]);
  const configFile = join(options.prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(options));
  const args = ['-p', options.prefix, '-c', configFile, '-e', join(options.prefix, 'logs/error.log')];
  await run(NGINX, [...args, '-t', '-q']);
  const log = openSync(join(options.prefix, 'logs/nginx.out'), 'a');
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
  await waitForPort(options.port, 10_000, 'nginx');
  if (child.exitCode !== null)
    throw new Error(`nginx exited (see ${join(options.prefix, 'logs/error.log')})`);
  return {
    configFile,
    // SIGQUIT: graceful shutdown, open requests finish.
    stop: () => stopChild(child, 'SIGQUIT', 10_000),
  };
}
