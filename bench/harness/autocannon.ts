import autocannon from 'autocannon';
import { percentile } from './database';

/*
 * autocannon as the benches that load a server use it, with every answer's own latency kept.
 */

/** A run's result, with the latency of every 2xx answer in milliseconds, unrounded. */
export interface Measured {
  result: autocannon.Result;
  latenciesMs: Float64Array;
}

/**
 * autocannon's own percentiles come from a histogram of whole milliseconds: the trivial
 * route's p99 of 3.0–4.99 ms reads as 3 or 4, so a ratio to it was off by up to a third. Each
 * answer's own duration (autocannon measures it with process.hrtime) is kept instead.
 */
export function run(options: autocannon.Options): Promise<Measured> {
  let latencies = new Float64Array(1 << 20);
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, result) =>
      err ? reject(err) : resolve({ result, latenciesMs: latencies.subarray(0, count) }),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTimeMs: number) => {
      if (statusCode < 200 || statusCode >= 300) return;
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTimeMs;
    });
  });
}

export interface Row {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** autocannon's p99, whole milliseconds (for comparison with earlier runs). */
  p99Whole: number;
  requests: number;
  failed: number;
}

export function summarise(route: string, { result, latenciesMs }: Measured): Row {
  const sorted = latenciesMs.slice().sort();
  return {
    route,
    reqPerSec: Math.round(result.requests.average),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    p99Whole: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
