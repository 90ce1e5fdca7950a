import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * Page views at a steady pace (one request every 1000/rate ms, spread evenly, not in bursts) from a thread of its
 * own, each timed from send to last byte. autocannon's rate limit sends each second's requests in bursts, so its
 * tail measured the burst's own queue (about 20 ms at 200 req/s) rather than the service.
 */
export interface PacedResult {
  sent: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

interface Options {
  base: string;
  paths: string[];
  ratePerSecond: number;
}

export function pacedLoad(options: Options): { stop(): Promise<PacedResult> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: options, execArgv: process.execArgv });
  return {
    stop: () =>
      new Promise<PacedResult>((resolve) => {
        worker.once('message', (result: PacedResult) => {
          void worker.terminate();
          resolve(result);
        });
        worker.postMessage('stop');
      }),
  };
}

function run({ base, paths, ratePerSecond }: Options): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const interval = 1000 / ratePerSecond;
  const started = performance.now();
  let sent = 0;
  const tick = () => {
    // Catch up on the schedule (a timer fires late at times) without ever sending in bursts of more than a few.
    const due = Math.floor((performance.now() - started) / interval);
    for (let i = 0; sent < due && i < 4; i += 1) {
      sent += 1;
      const path = paths[next++ % paths.length]!;
      const at = performance.now();
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - at);
          });
        })
        .on('error', () => (errors += 1));
    }
  };
  const timer = setInterval(tick, Math.max(1, Math.floor(interval / 2)));
  parentPort!.once('message', () => {
    clearInterval(timer);
    setTimeout(() => {
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      parentPort!.postMessage({ sent, errors, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) } satisfies PacedResult);
    }, 500);
  });
}

if (!isMainThread && workerData) run(workerData as Options);
