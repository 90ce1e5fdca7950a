import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: Date;
}

/**
 * A loopback webhook receiver: records every POST and answers with the next status of `statuses` (the last one
 * repeats). `start` can reuse a port, so a spec can point an endpoint at a receiver that is down and bring it up.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private server: http.Server | null = null;
  private answered = 0;

  constructor(private statuses: number[] = [200]) {}

  answerWith(statuses: number[]): void {
    this.statuses = statuses;
    this.answered = 0;
  }

  async start(port = 0): Promise<number> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: new Date() });
        const status = this.statuses[Math.min(this.answered, this.statuses.length - 1)]!;
        this.answered += 1;
        res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  url(port: number): string {
    return `http://127.0.0.1:${port}/hooks/sdn`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A free loopback port nothing listens on (yet). */
export async function unusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * What a receiver is told to do (docs/features/webhooks.md): recompute HMAC-SHA256 over `<t>.<raw body>`, compare in
 * constant time, and refuse a timestamp outside the tolerance (replay protection).
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = new Date(),
  toleranceSeconds = 300,
): { valid: boolean; timestamp: number } {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Number.isFinite(timestamp) && Math.abs(now.getTime() / 1000 - timestamp) <= toleranceSeconds;
  return { valid: fresh && given.length === expected.length && timingSafeEqual(given, expected), timestamp };
}
