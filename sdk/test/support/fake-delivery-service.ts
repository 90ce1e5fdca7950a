import { randomUUID } from 'node:crypto';
import { CLIENT_ID_PATTERN } from '@sdn/contracts';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DeliveryItem, InjectResponse, JsonLdObject } from '@sdn/contracts';
import { closeServer, listenOnLoopback } from './listen.ts';

const SDK_BUNDLE = new URL('../../dist/sdk.js', import.meta.url);

export interface RecordedRequest {
  path: string;
  clientId: string | null;
  url: string | null;
  headers: IncomingMessage['headers'];
}

interface InjectAnswer {
  schemas: JsonLdObject[];
  delayMs: number;
  /** Resolves when the test lets the answer go; `hold` creates it. */
  gate: Promise<void>;
}

interface EmbedAnswer {
  html: string;
  etag: string;
}

/**
 * The delivery service as the SDK sees it: `/sdk.js` (the real bundle), `/api/inject` and `/api/embed` with
 * the spec's status codes and headers, answering from a table the test programs per clientId + url.
 */
export class FakeDeliveryService {
  readonly requests: RecordedRequest[] = [];
  private readonly injectAnswers = new Map<string, InjectAnswer>();
  private readonly embedAnswers = new Map<string, EmbedAnswer>();
  private readonly failingClients = new Map<string, number>();
  private readonly settled = new Map<string, Array<() => void>>();

  private readonly arrivals = new EventEmitter();
  private readonly server: Server;
  readonly origin: string;

  private constructor(server: Server, origin: string) {
    this.server = server;
    this.origin = origin;
  }

  static async start(): Promise<FakeDeliveryService> {
    const server = createServer();
    const port = await listenOnLoopback(server);
    const service = new FakeDeliveryService(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => service.handle(req, res));
    return service;
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  publish(clientId: string, url: string, schemas: JsonLdObject[], delayMs = 0): void {
    this.injectAnswers.set(key(clientId, url), { schemas, delayMs, gate: Promise.resolve() });
  }

  /** Holds the inject answer for clientId + url (published or empty) until the returned function is called. */
  hold(clientId: string, url: string): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const current = this.injectAnswers.get(key(clientId, url));
    this.injectAnswers.set(key(clientId, url), { schemas: current?.schemas ?? [], delayMs: 0, gate });
    return release;
  }

  /** Every inject request of this client answers `status` with the spec's JSON error body. */
  failClient(clientId: string, status: number): void {
    this.failingClients.set(clientId, status);
  }

  setEmbed(clientId: string, url: string, html: string, etag: string): void {
    this.embedAnswers.set(key(clientId, url), { html, etag });
  }

  injectRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path === '/api/inject');
  }

  /** Resolves once an inject request for clientId + url has ended: answered, or closed by the client. */
  whenSettled(clientId: string, url: string): Promise<void> {
    return new Promise((resolve) => {
      const waiting = this.settled.get(key(clientId, url)) ?? [];
      this.settled.set(key(clientId, url), [...waiting, resolve]);
    });
  }

  /** Resolves once an inject request for `url` has arrived (immediately when one already has). */
  whenRequested(url: string): Promise<void> {
    if (this.injectRequests().some((request) => request.url === url)) return Promise.resolve();
    return new Promise((resolve) => {
      const onArrival = (arrived: string | null) => {
        if (arrived !== url) return;
        this.arrivals.off('inject', onArrival);
        resolve();
      };
      this.arrivals.on('inject', onArrival);
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const requestUrl = new URL(req.url ?? '/', this.origin);
    const clientId = requestUrl.searchParams.get('clientId');
    const url = requestUrl.searchParams.get('url');
    this.requests.push({ path: requestUrl.pathname, clientId, url, headers: req.headers });
    if (requestUrl.pathname === '/api/inject') this.arrivals.emit('inject', url);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Service-ID', randomUUID());
    if (requestUrl.pathname === '/sdk.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(readFileSync(SDK_BUNDLE));
    } else if (requestUrl.pathname === '/api/inject') {
      this.inject(clientId, url, res);
    } else if (requestUrl.pathname === '/api/embed') {
      this.embed(clientId, url, req, res);
    } else {
      res.writeHead(404).end();
    }
  }

  private inject(clientId: string | null, url: string | null, res: ServerResponse): void {
    res.setHeader('Cache-Control', 'no-store, max-age=0');
    if (!clientId || !url || !CLIENT_ID_PATTERN.test(clientId) || !isAbsoluteUrl(url)) {
      sendJson(res, 400, { error: 'Validation failed', details: {} });
      return;
    }
    const waiting = this.settled.get(key(clientId, url)) ?? [];
    this.settled.delete(key(clientId, url));
    res.on('close', () => waiting.forEach((resolve) => resolve()));
    const failure = this.failingClients.get(clientId);
    if (failure) {
      sendJson(res, failure, { error: failure >= 500 ? 'Internal Server Error' : 'Too many requests.' });
      return;
    }
    const answer = this.injectAnswers.get(key(clientId, url));
    const schemas = answer?.schemas ?? [];
    const send = () => {
      if (!res.destroyed) sendJson(res, 200, injectBody(url, schemas, String(res.getHeader('X-Service-ID'))));
    };
    void (answer?.gate ?? Promise.resolve()).then(() => {
      const timer = setTimeout(send, answer?.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  }

  private embed(clientId: string | null, url: string | null, req: IncomingMessage, res: ServerResponse): void {
    if (!clientId || !url || !CLIENT_ID_PATTERN.test(clientId) || !isAbsoluteUrl(url)) {
      res.writeHead(400).end();
      return;
    }
    const answer = this.embedAnswers.get(key(clientId, url)) ?? { html: '', etag: '"empty"' };
    res.setHeader('ETag', answer.etag);
    res.setHeader('Cache-Control', 'public, max-age=60');
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
  }
}

function key(clientId: string, url: string): string {
  return `${clientId} ${url}`;
}

function isAbsoluteUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

function injectBody(url: string, schemas: JsonLdObject[], requestId: string): InjectResponse {
  const items: DeliveryItem[] = schemas.map((jsonLd, index) => ({
    id: `schema-${index}`,
    name: `Schema ${index}`,
    schemaType: String(jsonLd['@type']),
    pageUrl: url,
    status: 'published',
    jsonLd,
  }));
  return { schemas, items, meta: { version: '1.2.0', requestId, serverTime: new Date().toISOString() } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
