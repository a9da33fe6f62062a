/*
 * How long the disk takes to make 8 KB durable as PostgreSQL commits (a write, then fdatasync),
 * every 10 ms, in a worker thread: a seat save is acknowledged only after its commit's WAL flush,
 * so this tells a stalling disk from a slow server. The directory must be on the database's
 * disk. Usage: bench/README.md#seat-save.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const fd = fs.openSync(workerData.file, 'w');
const block = Buffer.alloc(8192, 1);
const pause = new Int32Array(new SharedArrayBuffer(4));
const stop = new Int32Array(workerData.stop);
while (Atomics.load(stop, 0) === 0) {
  const start = process.hrtime.bigint();
  fs.writeSync(fd, block, 0, block.length, 0);
  fs.fdatasyncSync(fd);
  parentPort.postMessage(Number(process.hrtime.bigint() - start) / 1e6);
  Atomics.wait(pause, 0, 0, 10);
}
fs.closeSync(fd);
`;

export interface FsyncProbe {
  /** Stops the probe: "n syncs, p50 …, p99 …, max … ms, k over 20 ms". */
  stop(): Promise<string>;
}

export function startFsyncProbe(directory: string): FsyncProbe {
  const dir = mkdtempSync(path.join(directory, 'zp-fsync-probe-'));
  const stop = new SharedArrayBuffer(4);
  const latencies: number[] = [];
  const worker = new Worker(PROBE, {
    eval: true,
    workerData: { file: path.join(dir, 'probe'), stop },
  });
  worker.on('message', (ms: number) => latencies.push(ms));
  const exited = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  return {
    async stop() {
      Atomics.store(new Int32Array(stop), 0, 1);
      await exited;
      rmSync(dir, { recursive: true, force: true });
      const sorted = latencies.sort((a, b) => a - b);
      if (sorted.length === 0) return 'no syncs';
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      const slow = sorted.filter((ms) => ms > 20).length;
      return (
        `${sorted.length} syncs, p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(1)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(1)} ms, ${slow} over 20 ms`
      );
    },
  };
}
