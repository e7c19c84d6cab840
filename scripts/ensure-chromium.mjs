#!/usr/bin/env node
// Makes sure the e2e suite has a Chromium to drive. Playwright's own browser download is not
// used: these machines install Debian's chromium package instead (design §4 tests).
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(chromiumPath)) {
  console.log(`Chromium found at ${chromiumPath}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium not found at ${chromiumPath}.\n` +
      "Install Debian's package as root (apt-get update && apt-get install -y chromium),\n" +
      'or point CHROMIUM_PATH at an existing Chromium executable.',
  );
  process.exit(1);
}

console.log("Chromium not found; installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });

if (!isExecutable(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${chromiumPath}`);
