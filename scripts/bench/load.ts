import autocannon from 'autocannon';
import { isoDate } from './booking-session';

export interface LoadResult {
  name: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Rotates through `paths`, one request after another, so caches see realistic variety. */
function rotating(paths: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const path = paths[next % paths.length] ?? '/healthz';
        next += 1;
        return { ...request, path };
      },
    },
  ];
}

/**
 * Starts the same load as runLoad, unmeasured and until stopped, so what is measured meanwhile
 * (a page under Lighthouse) is measured on a server in service: its answers come late, as they
 * do in production at busy times. Resolves once autocannon has started; the stop resolves once it
 * has ended.
 */
export async function startLoad(options: {
  baseUrl: string;
  paths: string[];
  connections?: number;
}): Promise<() => Promise<autocannon.Result>> {
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections ?? 50,
      // Longer than any page measurement; stopped when the measurement ends.
      duration: 3600,
      headers: { 'accept-language': 'vi' },
      requests: rotating(options.paths),
    },
    () => undefined,
  );
  const done = new Promise<autocannon.Result>((resolve) => {
    instance.on('done', (result) => {
      resolve(result);
    });
  });
  await new Promise<void>((resolve, reject) => {
    instance.on('start', resolve);
    instance.on('error', reject);
  });
  return () => {
    instance.stop();
    return done;
  };
}

/**
 * A bounded autocannon run against one endpoint on loopback (design §5; design §5 Measuring: the
 * load generator shares the 2 cores, so these figures are lower bounds). Rotates through `paths`
 * so caches see realistic variety.
 */
export async function runLoad(options: {
  name: string;
  baseUrl: string;
  paths: string[];
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  const result = await autocannon({
    url: options.baseUrl,
    connections,
    duration: durationSeconds,
    headers: { 'accept-language': 'vi', ...options.headers },
    requests: rotating(options.paths),
  });
  return {
    name: options.name,
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Realistic searches over the seeded network, two to three weeks out. */
export function searchPaths(): string[] {
  const routes = [
    ['SGN', 'HAN'],
    ['HAN', 'SGN'],
    ['SGN', 'DAD'],
    ['HAN', 'DAD'],
    ['SGN', 'PQC'],
    ['HAN', 'CXR'],
  ];
  return routes.flatMap(([from = '', to = ''], index) =>
    [7, 14, 21].map(
      (days) =>
        `/booking/api/v1/search-flight?departAirport=${from}&arrivalAirport=${to}&departDate=${isoDate(days + index)}` +
        `&tripType=oneway&adultCount=${String(1 + (index % 2))}&currency=VND`,
    ),
  );
}
