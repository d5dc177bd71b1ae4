export interface Throughput {
  writers: number;
  operations: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * Runs `writers` loops of `operation` until `seconds` pass or an operation reports there is nothing left to do.
 * A failed operation is counted and the loop goes on; operations per second count successes only.
 */
export async function measure(writers: number, seconds: number, operation: () => Promise<boolean>): Promise<Throughput> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const writer = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        if (!(await operation())) return;
        latencies.push(performance.now() - begun);
      } catch (error) {
        if (++failures === 1) console.error("first failure:", error);
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0, 2);
  return {
    writers,
    operations: latencies.length,
    seconds: round(elapsed, 2),
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
