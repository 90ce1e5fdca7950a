import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page as the fixture origin sends it: status, headers and the exact bytes (split into timed chunks if asked). */
export interface OriginAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Send the body in two parts, the second this many ms later (streaming checks). */
  pauseAfterBytes?: { at: number; ms: number };
}

const html = (text: string) => Buffer.from(text, 'utf8');

/** UTF-8 beyond ASCII, a comment, an inline script and existing JSON-LD: all must pass through untouched. */
export const ARTICLE_PAGE = html(
  '<!doctype html>\n<html lang="fr"><head>\n  <meta charset="utf-8">\n  <title>Crème brûlée — 東京</title>\n' +
    '  <!-- a comment with <head> in it -->\n  <script>var s = "</he" + "ad>";</script>\n' +
    '  <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Own"}</script>\n' +
    '</head>\n<body class="x"><h1>Crème brûlée</h1><p>½ tasse · ✓</p></body></html>\n',
);

/** Loopback origin with fixed answers per path; every other path is the article page. */
export class FixtureOrigin {
  readonly requests: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  private readonly answers = new Map<string, OriginAnswer>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FixtureOrigin> {
    const handlers: ((req: IncomingMessage, res: ServerResponse) => void)[] = [];
    const server = createServer((req, res) => handlers[0]!(req, res));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const fixture = new FixtureOrigin(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    handlers.push((req, res) => fixture.answer(req, res));
    fixture.setDefaults();
    return fixture;
  }

  set(path: string, answer: OriginAnswer): void {
    this.answers.set(path, answer);
  }

  /** The answer a path gets (the article page unless set otherwise). */
  answerFor(path: string): OriginAnswer {
    return (
      this.answers.get(path) ?? {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', etag: '"page-v1"' },
        body: ARTICLE_PAGE,
      }
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }

  private setDefaults(): void {
    // Bytes that are not valid UTF-8: any decoding on the way would change them.
    this.set('/logo.png', {
      status: 200,
      headers: { 'content-type': 'image/png' },
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x3c, 0x68]),
    });
    this.set('/data.json', { status: 200, headers: { 'content-type': 'application/json' }, body: html('{"<head>":"</head>"}') });
    this.set('/missing', {
      status: 404,
      headers: { 'content-type': 'text/html' },
      body: html('<html><head><title>Not found</title></head><body>404</body></html>'),
    });
    this.set('/moved', {
      status: 301,
      headers: { location: '/blog/hello', 'content-type': 'text/html' },
      body: html('<html><head></head><body>moved</body></html>'),
    });
    this.set('/no-head', { status: 200, headers: { 'content-type': 'text/html' }, body: html('<!doctype html><body><p>bare</p></body>') });
    this.set('/latin1', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=iso-8859-1' },
      body: Buffer.from([...html('<html><head><title>'), 0xe9, 0xe8, ...html('</title></head><body>caf'), 0xe9, ...html('</body></html>')]),
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '/';
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers });
    const answer = this.answerFor(path.split('?')[0]!);
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    if (req.method === 'HEAD') return void res.end();
    const pause = answer.pauseAfterBytes;
    if (!pause) return void res.end(answer.body);
    res.write(answer.body.subarray(0, pause.at));
    setTimeout(() => res.end(answer.body.subarray(pause.at)), pause.ms);
  }
}
