import { createServer, type Server } from 'node:http';
import { closeServer, listenOnLoopback } from './listen.ts';

/**
 * Serves the site owner's pages on `http://localhost:<port>`, a different origin from the delivery service on
 * 127.0.0.1, so the SDK's requests are cross-origin exactly as on a real site.
 */
export class TestPageServer {
  private readonly pages = new Map<string, string>();
  private readonly server: Server;
  readonly origin: string;

  private constructor(server: Server, origin: string) {
    this.server = server;
    this.origin = origin;
  }

  static async start(): Promise<TestPageServer> {
    const server = createServer();
    const port = await listenOnLoopback(server);
    const pages = new TestPageServer(server, `http://localhost:${port}`);
    server.on('request', (req, res) => {
      const html = pages.pages.get(new URL(req.url ?? '/', pages.origin).pathname);
      if (html === undefined) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    });
    return pages;
  }

  /** Serves `html` at `path` and returns the page's absolute URL. */
  setPage(path: string, html: string): string {
    this.pages.set(path, html);
    return this.origin + path;
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }
}

export interface SnippetOptions {
  /** Extra attributes, e.g. `data-url="canonical"`, written after data-client-id. */
  attributes?: string;
  head?: string;
  body?: string;
}

/** A page carrying the snippet exactly as the dashboard shows it, plus whatever the test needs around it. */
export function pageWithSnippet(serviceOrigin: string, clientId: string, options: SnippetOptions = {}): string {
  const extra = options.attributes ? ` ${options.attributes}` : '';
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Test page</title>${options.head ?? ''}
<script async src="${serviceOrigin}/sdk.js" data-client-id="${clientId}"${extra}></script>
</head><body>${options.body ?? ''}</body></html>`;
}
