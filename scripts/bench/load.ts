import autocannon from 'autocannon';

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

/**
 * A bounded autocannon run against one endpoint on loopback (DESIGN.md §5; MEASURING.md: the
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
  let next = 0;
  const result = await autocannon({
    url: options.baseUrl,
    connections,
    duration: durationSeconds,
    headers: { 'accept-language': 'vi', ...options.headers },
    requests: [
      {
        setupRequest: (request) => {
          const path = options.paths[next % options.paths.length] ?? '/healthz';
          next += 1;
          return { ...request, path };
        },
      },
    ],
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
