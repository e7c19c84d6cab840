import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bookingStorageFor } from './booking-session';
import { checkinStorageFor } from './checkin-booking';
import { measurePage, median, type PageSpeed } from './page-speed';
import { startServer, type RunningServer } from './server-process';

/*
 * `npm run bench:compare -- [--runs 5] [--page /vi] <dist> <dist> …`: Lighthouse mobile on one
 * page of several web builds (folders made by `npm run build -w @skybook/web`, copied aside),
 * each served by this checkout's server on its own port and scratch database, measured in turns:
 * A, B, A, B … This VM's speed drifts within minutes (docs/performance.md), so a build measured
 * after another says little; builds measured in alternation see the same phases. A booking page
 * (/vi/passengers, /vi/select-service, /vi/payment-methods) gets a fresh booking for each load,
 * as in `npm run bench`, and a check-in page a booking ready for its step. Prints every run, each
 * build's medians, and in how many turns each build had the lower TBT.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const scratch = join(repoRoot, '.bench/compare');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const firstPort = 8290;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, page: { type: 'string', default: '/vi' } },
  });
  const runs = Number(values.runs);
  if (positionals.length < 2 || !Number.isInteger(runs) || runs < 1) {
    throw new Error('usage: npm run bench:compare -- [--runs 5] [--page /vi] <dist> <dist> …');
  }
  const dists = positionals.map((dist) => resolve(dist));
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  console.log(`compare: starting ${String(dists.length)} servers (each seeds its scratch database)`);
  const servers: RunningServer[] = [];
  try {
    for (const [index, dist] of dists.entries()) {
      const port = firstPort + index;
      servers.push(
        await startServer({
          repoRoot,
          port,
          env: {
            WEB_DIST: dist,
            DATABASE_URL: `sqlite:${join(scratch, `build-${String(index)}.db`)}`,
            PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
            // Each prepared lookup comes from an address of its own (booking-session.ts travellerAddress).
            TRUST_PROXY: 'true',
          },
        }),
      );
    }
    // One load each first, not counted: each server's first answers are its slowest.
    for (const server of servers) await fetch(`${server.baseUrl}${values.page}`);

    const measured: PageSpeed[][] = dists.map(() => []);
    for (let turn = 0; turn < runs; turn++) {
      for (const [index, server] of servers.entries()) {
        const result = await measurePage({
          name: dists[index] ?? '',
          url: `${server.baseUrl}${values.page}`,
          chromePath,
          runs: 1,
          storage:
            checkinStorageFor(values.page, server.baseUrl) ?? bookingStorageFor(values.page, server.baseUrl),
        });
        const run = result.runs[0];
        if (!run) continue;
        measured[index]?.push(run);
        console.log(
          `turn ${String(turn + 1)} ${dists[index] ?? ''}: TBT ${String(run.tbtMs)} ms, LCP ${String(run.lcpMs)} ms, score ${String(run.score)}, CPU index ${String(run.benchmarkIndex)}`,
        );
      }
    }

    const lowestTbt = dists.map(() => 0);
    for (let turn = 0; turn < runs; turn++) {
      const tbts = measured.map((list) => list[turn]?.tbtMs ?? Number.POSITIVE_INFINITY);
      const lowest = Math.min(...tbts);
      tbts.forEach((tbt, index) => {
        if (tbt === lowest) lowestTbt[index] = (lowestTbt[index] ?? 0) + 1;
      });
    }
    for (const [index, dist] of dists.entries()) {
      const list = measured[index] ?? [];
      console.log(
        `${dist}: median TBT ${String(median(list.map((run) => run.tbtMs)))} ms, LCP ${String(median(list.map((run) => run.lcpMs)))} ms, score ${String(median(list.map((run) => run.score)))}; lowest TBT in ${String(lowestTbt[index])} of ${String(runs)} turns`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
