import autocannon from "autocannon";

export interface Load {
  connections: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
  requests: number;
  /** The server's CPU time (user and system) per request answered. */
  serverCpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}

/** A slow query under 100 connections is overload, not failure: its answers come late, and still count. */
const TIMEOUT_SECONDS = 120;

/**
 * autocannon on one GET for `seconds`, after a warm-up at the same concurrency; refuses a run with any failed
 * request. After each, one more request waits behind those autocannon left in flight, so the next run starts on an idle
 * server.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  serverCpuMs: () => number,
): Promise<Load> {
  const run = async (duration: number) => {
    const result = await autocannon({ url, headers, connections, duration, timeout: TIMEOUT_SECONDS });
    await fetch(url, { headers });
    return result;
  };
  await run(Math.max(1, seconds / 5));
  const cpuBefore = serverCpuMs();
  const result = await run(seconds);
  const cpuMs = serverCpuMs() - cpuBefore;
  const figures = {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    requests: result.requests.total,
    serverCpuMsPerRequest: Math.round((100 * cpuMs) / Math.max(1, result.requests.total)) / 100,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  if (figures.non2xx || figures.errors) throw new Error(`${url}: ${figures.non2xx} answers not 2xx, ${figures.errors} errors`);
  return figures;
}
