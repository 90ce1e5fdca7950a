import { execFileSync } from 'node:child_process';
import type { AuditView } from '@sdn/contracts';
import type { IncomingMessage } from 'node:http';
import type request from 'supertest';

/** Polls the audit until `done` holds (its jobs run in the background). */
export async function waitForAudit(
  agent: request.Agent,
  clientId: string,
  auditId: string,
  done: (audit: AuditView) => boolean = (a) => a.status !== 'running',
  timeoutMs = 60_000,
): Promise<AuditView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const audit = (await agent.get(`/api/clients/${clientId}/audits/${auditId}`).expect(200)).body as AuditView;
    if (done(audit)) return audit;
    if (Date.now() > deadline) throw new Error(`audit did not settle: ${audit.status} ${JSON.stringify(audit.counts)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Supertest collects a binary body as a Buffer with this parser. */
export function binary(res: IncomingMessage, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The PDF's text (whitespace collapsed: table cells wrap) and metadata, read with poppler's pdftotext and pdfinfo. */
export function pdfText(pdf: Buffer): { text: string; info: string } {
  return {
    text: execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' '),
    info: execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'),
  };
}

/** The service's own names, which white-label deliverables must never carry. */
export const SERVICE_BRANDING = /schema\s*delivery\s*network|\bSDN\b|sdk-verifier/i;
