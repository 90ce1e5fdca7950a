import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { Miniflare, Response as MiniflareResponse, type Request as MiniflareRequest } from 'miniflare';

const WORKER_SOURCE = resolve(import.meta.dirname, '../../../sdk/edge/src/worker/worker.ts');
/** The date a site owner's wrangler.toml names (sdk/edge/wrangler.toml.example): Request `cache` is supported. */
export const COMPATIBILITY_DATE = '2025-09-01';

let bundled: Promise<string> | undefined;

/** The Worker as a site owner deploys it: sdk/edge's source bundled into one ES module. */
export function workerScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/** A Worker that only passes requests to the origin: the baseline the edge's added latency is measured against. */
export const PASS_THROUGH_WORKER = 'export default { fetch: (request) => fetch(request) };';

export interface EdgeWorker {
  mf: Miniflare;
  /** Lines the Worker logged (console.warn and friends), oldest first. */
  logs: string[];
  dispose(): Promise<void>;
}

/**
 * The Worker in workerd (Miniflare), with its outbound fetches routed by host: the site's hosts go to the loopback
 * fixture origin (the Worker runs "in front of" shop.example.com, as on Cloudflare), every other URL is fetched as
 * is (the service on loopback).
 */
export async function startEdgeWorker(options: {
  script: string;
  bindings: Record<string, string>;
  /** Host names (with port where the page URL has one) that the origin serves. */
  siteHosts: string[];
  originUrl: string;
  port?: number;
}): Promise<EdgeWorker> {
  const logs: string[] = [];
  const collect = (stream: Readable) => stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  const mf = new Miniflare({
    modules: true,
    script: options.script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: options.bindings,
    ...(options.port === undefined ? {} : { host: '127.0.0.1', port: options.port }),
    outboundService: async (request: MiniflareRequest) => {
      const url = new URL(request.url);
      const target = options.siteHosts.includes(url.host) ? new URL(url.pathname + url.search, options.originUrl) : url;
      const answer = await fetch(target, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
        redirect: 'manual',
      });
      // Bytes as the origin sent them, streamed as they come (the fixture never compresses: nothing is decoded).
      return new MiniflareResponse(answer.status === 304 || request.method === 'HEAD' ? null : (answer.body as never), {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
      });
    },
    handleStructuredLogs: ({ message }: { message: string }) => void logs.push(message),
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      collect(stdout);
      collect(stderr);
    },
  });
  await mf.ready;
  return { mf, logs, dispose: () => mf.dispose() };
}
