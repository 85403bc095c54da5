/** One autocannon run per route: a warm-up, then the measured run, reduced to a table row. */
import autocannon, { type Options, type Result } from 'autocannon';

export type LoadSettings = { connections: number; durationS: number; warmUpS: number };

export type LoadRow = {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

export type LoadTarget = Omit<Options, 'connections' | 'duration'> & { route: string };

function toRow(route: string, result: Result): LoadRow {
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

export async function measure(target: LoadTarget, settings: LoadSettings): Promise<LoadRow> {
  const { route, ...options } = target;
  if (settings.warmUpS > 0) {
    await autocannon({ ...options, connections: settings.connections, duration: settings.warmUpS });
  }
  const result = await autocannon({
    ...options,
    connections: settings.connections,
    duration: settings.durationS,
  });
  return toRow(route, result);
}
