// `npm run cluster:faults`: a cluster of 2 processes under search load and a stream of real
// bookings, broken four ways in turn (issue 25, decision 041), with figures printed per fault and
// the database's invariants checked after each. Exits 1 when an expectation fails.
//   (a) a process SIGKILLed: nginx routes around it, then it is restarted;
//   (b) PostgreSQL stopped ~5 s: processes stay up, /readyz 503 meanwhile, then recover;
//   (c) Redis stopped and started: no 5xx;
//   (d) SIGTERM to every process with slow requests in flight: they finish, processes exit in 10 s.
// The cluster runs its own PostgreSQL in .cluster/<port>/postgres (CLUSTER_POSTGRES_PORT, default
// 5433): stopping it disturbs no other database on the machine.
import { bookingKeys, type SigningSession } from '../bench/booking-create';
import { searchPaths } from '../bench/load';
import { startCluster, type Cluster } from './cluster';
import { soakInvariants } from '../soak/invariants';
import type { CreatedBooking, InvariantCheck } from './invariants';
import { clusterOptionsFromEnv } from './options';
import { sleep } from './system';
import {
  prepareSessions,
  slowPost,
  startBookingStream,
  startSearchLoad,
  type BookingFigures,
  type SearchFigures,
} from './traffic';

interface Expectation {
  fault: string;
  what: string;
  ok: boolean;
}

const expectations: Expectation[] = [];
function expect(fault: string, what: string, ok: boolean): void {
  expectations.push({ fault, what, ok });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}`);
}

/** The searches through nginx saw no 5xx and no connection error. */
function expectSearchUnharmed(fault: string, what: string, search: SearchFigures): void {
  expect(fault, what, search['5xx'] === 0 && search.errors === 0);
}

function printTraffic(search: SearchFigures, bookings: BookingFigures): void {
  console.log(
    `  search-flight via nginx: ${String(search.requests)} requests, ${String(search['2xx'])} 2xx, ${String(search['5xx'])} 5xx, ${String(search.errors)} connection errors${search.otherStatuses === '' ? '' : ` (${search.otherStatuses})`}`,
  );
  console.log(
    `  bookings: ${String(bookings.started)} started, ${String(bookings.created)} made, ${String(bookings.fiveXx)} 5xx and ${String(bookings.networkErrors)} cut connections retried with the same key, ${String(bookings.inProgress)} 409 in progress, ${String(bookings.refused)} refused, ${String(bookings.keyHeld)} not made with the key still held (409) when the retries ran out, ${String(bookings.gaveUp)} given up`,
  );
}

/** Runs `during` under search load and the booking stream; answers the traffic's figures. */
async function underLoad(
  cluster: Cluster,
  sessions: SigningSession[],
  created: CreatedBooking[],
  during: () => Promise<void>,
): Promise<{ search: SearchFigures; bookings: BookingFigures }> {
  const stopSearch = await startSearchLoad(cluster.baseUrl);
  const stopBookings = startBookingStream(cluster.baseUrl, sessions, created);
  // The figures are read even when the fault itself failed, then the failure goes on.
  const failure = await during().then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  const search = await stopSearch();
  const bookings = await stopBookings();
  if (failure !== undefined) throw failure;
  printTraffic(search, bookings);
  return { search, bookings };
}

async function readiness(port: number): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${String(port)}/readyz`, {
      signal: AbortSignal.timeout(3000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** True when a search through nginx answers 200. */
async function searchAnswers(baseUrl: string): Promise<boolean> {
  const [path = '/'] = searchPaths();
  try {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function checkInvariants(
  fault: string,
  check: InvariantCheck,
  cluster: Cluster,
  created: CreatedBooking[],
) {
  for (const result of await check({ databaseUrl: cluster.databaseUrl, bookings: created })) {
    expect(fault, `invariant: ${result.name} (${result.detail})`, result.ok);
  }
}

async function processKilled(cluster: Cluster, sessions: SigningSession[], created: CreatedBooking[]) {
  const [victim] = cluster.processes;
  if (!victim) throw new Error('no process');
  let restartMs = 0;
  const { search, bookings } = await underLoad(cluster, sessions, created, async () => {
    await sleep(3000);
    console.log(`  SIGKILL to pid ${String(victim.pid)} (port ${String(victim.port)})`);
    victim.kill('SIGKILL');
    await victim.exited();
    await sleep(4000);
    const started = Date.now();
    await victim.restart();
    restartMs = Date.now() - started;
    console.log(`  restarted as pid ${String(victim.pid)}: ready in ${String(restartMs)} ms`);
    await sleep(2000);
  });
  expectSearchUnharmed('a', 'idempotent GETs saw no 5xx and no cut connection', search);
  expect(
    'a',
    'every booking was made, or was in flight on the killed process (its key held until stale, not made)',
    bookings.created + bookings.keyHeld === bookings.started &&
      bookings.keyHeld <= bookings.fiveXx + bookings.networkErrors,
  );
  expect('a', 'the killed process came back ready', victim.running && (await readiness(victim.port)) === 200);
}

async function postgresStopped(cluster: Cluster, sessions: SigningSession[], created: CreatedBooking[]) {
  const seen = new Map<string, number>();
  let recoveryMs = -1;
  let searchRecoveryMs = -1;
  let stayedUp = false;
  const { bookings } = await underLoad(cluster, sessions, created, async () => {
    await sleep(2000);
    console.log('  stopping PostgreSQL');
    await cluster.stopPostgres();
    const outageEnds = Date.now() + 5000;
    while (Date.now() < outageEnds) {
      for (const server of cluster.processes) {
        const status = String(await readiness(server.port));
        seen.set(status, (seen.get(status) ?? 0) + 1);
      }
      await sleep(250);
    }
    console.log('  starting PostgreSQL');
    await cluster.startPostgres();
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const statuses = await Promise.all(cluster.processes.map((server) => readiness(server.port)));
      if (searchRecoveryMs < 0 && (await searchAnswers(cluster.baseUrl)))
        searchRecoveryMs = Date.now() - started;
      if (statuses.every((status) => status === 200)) {
        recoveryMs = Date.now() - started;
        break;
      }
      if (cluster.processes.some((server) => !server.running)) break;
      await sleep(100);
    }
    while (searchRecoveryMs < 0 && Date.now() - started < 60_000) {
      if (await searchAnswers(cluster.baseUrl)) searchRecoveryMs = Date.now() - started;
      else await sleep(100);
    }
    // A process that died is a failure; it is started again so the next faults have their cluster.
    stayedUp = cluster.processes.every((server) => server.running);
    for (const server of cluster.processes.filter((candidate) => !candidate.running)) {
      console.log(`  process on ${String(server.port)} died: restarting it`);
      await server.restart();
    }
    await sleep(3000);
  });
  const readyz = [...seen].map(([status, count]) => `${status}: ${String(count)}`).join(', ');
  console.log(`  /readyz answers during the outage (per process poll): ${readyz}`);
  console.log(
    `  after PostgreSQL started: all processes ready in ${String(recoveryMs)} ms, first search-flight 200 through nginx in ${String(searchRecoveryMs)} ms`,
  );
  expect('b', 'every process stayed up', stayedUp);
  expect(
    'b',
    '/readyz answered 503 (never 200, never no answer) during the outage',
    seen.size === 1 && seen.has('503'),
  );
  expect(
    'b',
    'every process ready again within 10 s of PostgreSQL starting',
    recoveryMs >= 0 && recoveryMs <= 10_000,
  );
  expect(
    'b',
    'every booking tried during the outage was made once it ended, or not made with its key still held (no claim release without a database)',
    bookings.created + bookings.keyHeld === bookings.started &&
      bookings.keyHeld <= bookings.fiveXx + bookings.networkErrors,
  );
}

async function redisStopped(cluster: Cluster, sessions: SigningSession[], created: CreatedBooking[]) {
  const { search, bookings } = await underLoad(cluster, sessions, created, async () => {
    await sleep(2000);
    console.log('  stopping Redis');
    await cluster.stopRedis();
    await sleep(5000);
    console.log('  starting Redis');
    await cluster.startRedis();
    await sleep(3000);
  });
  expectSearchUnharmed('c', 'search saw no 5xx', search);
  expect(
    'c',
    'bookings saw no 5xx',
    bookings.fiveXx === 0 && bookings.networkErrors === 0 && bookings.created === bookings.started,
  );
}

async function drainOnSigterm(cluster: Cluster, bookingKey: string) {
  const body = JSON.stringify({ tripType: 'oneway', bookingKeys: [bookingKey] });
  const slow = cluster.processes.flatMap((server) =>
    [0, 1].map(() => slowPost(server.port, '/booking/api/v1/session-booking', body, 3000)),
  );
  await sleep(1000);
  console.log('  SIGTERM to every process with 2 slow requests (3 s bodies) in flight on each');
  const signalled = Date.now();
  const exits = cluster.processes.map(async (server) => {
    server.kill('SIGTERM');
    const code = await server.exited();
    return { port: server.port, code, ms: Date.now() - signalled };
  });
  const answers = await Promise.all(slow);
  const exited = await Promise.all(exits);
  for (const answer of answers) {
    console.log(
      `  slow request: ${answer.status === null ? `no answer (${answer.error ?? ''})` : `HTTP ${String(answer.status)}`} after ${String(answer.ms)} ms`,
    );
  }
  for (const exit of exited) {
    console.log(
      `  process on ${String(exit.port)} exited with ${String(exit.code)} after ${String(exit.ms)} ms`,
    );
  }
  expect(
    'd',
    'every slow request in flight was answered 2xx',
    answers.every((answer) => answer.status !== null && answer.status < 300),
  );
  expect(
    'd',
    'every process exited 0 within 10 s',
    exited.every((exit) => exit.code === 0 && exit.ms <= 10_000),
  );
}

export async function runFaults(options: { check?: InvariantCheck } = {}): Promise<Expectation[]> {
  const check = options.check ?? soakInvariants;
  const started = Date.now();
  const cluster = await startCluster({
    ...clusterOptionsFromEnv([], process.env, { processes: 2, ownPostgres: true }),
    // The faults book 10-26 days out; a shorter schedule seeds a fresh database much faster.
    env: { SEED_DAYS: '40' },
  });
  try {
    console.log(
      `cluster at ${cluster.baseUrl}: ${cluster.processes.map((p) => `pid ${String(p.pid)} on ${String(p.port)}`).join(', ')}`,
    );
    const sessions = await prepareSessions(cluster.baseUrl, 240);
    const [bookingKey] = await bookingKeys(cluster.baseUrl, [20]);
    const created: CreatedBooking[] = [];
    console.log(
      `prepared ${String(sessions.length)} quoted booking sessions in ${String(Date.now() - started)} ms since start`,
    );

    console.log('\n(a) one server process killed (SIGKILL) under load');
    await processKilled(cluster, sessions, created);
    await checkInvariants('a', check, cluster, created);

    console.log('\n(b) PostgreSQL stopped for 5 s, then started');
    await postgresStopped(cluster, sessions, created);
    await checkInvariants('b', check, cluster, created);

    console.log('\n(c) Redis stopped for 5 s, then started');
    await redisStopped(cluster, sessions, created);
    await checkInvariants('c', check, cluster, created);

    console.log('\n(d) SIGTERM to all processes with slow requests in flight');
    await drainOnSigterm(cluster, bookingKey ?? '');
    await checkInvariants('d', check, cluster, created);
  } finally {
    await cluster.stop();
  }
  console.log(`\nfaults run in ${String(Math.round((Date.now() - started) / 1000))} s`);
  return expectations;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const results = await runFaults();
  const failed = results.filter((result) => !result.ok);
  console.log(
    failed.length === 0 ? 'all expectations held' : `${String(failed.length)} expectation(s) failed:`,
  );
  for (const failure of failed) console.log(`  (${failure.fault}) ${failure.what}`);
  process.exit(failed.length === 0 ? 0 : 1);
}
