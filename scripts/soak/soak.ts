// runSoak: `workers` virtual travellers, each looping over journeys (journeys.ts) against one base
// URL — one server or the cluster behind nginx — until the time is up; answers what they saw.
import { travellerAddress } from '../bench/booking-session';
import { SoakClient } from './client';
import { travel, type TravelContext } from './journeys';
import { SoakRecorder, type SoakReport } from './report';

export interface SoakOptions {
  baseUrl: string;
  seconds: number;
  workers: number;
  /** The clock the run is timed by (milliseconds); Date.now by default. */
  now?: () => number;
  /** Seeds the journeys' draws, to run the same mix again; random by default. */
  seed?: number;
  /** Days from today the travellers fly: inside the server's seeded schedule (default 2 to 25). */
  days?: { first: number; last: number };
}

/** mulberry32: a small, fast, seedable generator, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const clock = options.now ?? Date.now;
  const recorder = new SoakRecorder();
  const context: TravelContext = {
    client: new SoakClient(options.baseUrl.replace(/\/$/, ''), recorder, clock),
    recorder,
    random: options.seed === undefined ? Math.random : seededRandom(options.seed),
    days: options.days ?? { first: 2, last: 25 },
    raced: new Set(),
    address: travellerAddress,
  };
  const startedAt = new Date(clock());
  const deadline = clock() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (clock() < deadline) {
        try {
          await travel(context);
        } catch (error) {
          // A journey that throws is the soak's own bug: counted as a failed call, so the run fails.
          recorder.record('(soak error)', 0, 0, {
            request: 'journey',
            body: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        }
      }
    }),
  );
  return recorder.report({
    baseUrl: options.baseUrl,
    seconds: options.seconds,
    workers: options.workers,
    startedAt,
    finishedAt: new Date(clock()),
  });
}
