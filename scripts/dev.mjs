#!/usr/bin/env node
// Development: the API server on :8080 (restarted on change by tsx watch) and Vite's dev server on
// :5173 with hot reload, which forwards the API prefixes to :8080. Ctrl-C stops both.
// Never measure speed here: Vite's dev server scores ~55 in Lighthouse (design §5 Measuring).
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log('Skybook dev: site on http://127.0.0.1:5173 (hot reload), API on http://127.0.0.1:8080');
