import https from 'node:https';
import http from 'node:http';
import type { WebhookAttemptOutcome } from '../../domain/webhook/webhook-delivery.js';
import type { WebhookSender } from '../../ports/webhook-sender.js';
import type { AddressPolicy } from '../page-fetch/address-policy.js';
import { RefusedDestination, pinnedLookup, publicAddress, type PinnedAddress } from '../page-fetch/public-address.js';

export interface WebhookSendLimits extends AddressPolicy {
  /** One deadline for resolving, connecting, sending and reading the answer's head. */
  timeoutMs: number;
}

/** How much of a receiver's answer is read: only its status matters, the rest is drained and dropped. */
const ANSWER_BYTES = 4096;

/**
 * POSTs as the page fetcher GETs: the host is resolved once, every address checked against the policy, and the
 * connection pinned to the checked address (no second lookup a rebinding DNS server could answer differently).
 * Redirects are not followed (a 3xx is a failed attempt): a receiver cannot steer the signed body elsewhere.
 */
export class SsrfSafeWebhookSender implements WebhookSender {
  constructor(private readonly limits: WebhookSendLimits) {}

  async post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const deadline = AbortSignal.timeout(this.limits.timeoutMs);
    try {
      const target = new URL(url);
      const port = target.port === '' ? (target.protocol === 'http:' ? 80 : 443) : Number(target.port);
      const { address, family } = await publicAddress(target.hostname, port, this.limits, 'which webhooks are never sent to');
      const statusCode = await this.send(target, { address, family }, headers, body, deadline);
      const ok = statusCode >= 200 && statusCode < 300;
      return { statusCode, durationMs: elapsed(), error: ok ? null : answerError(statusCode) };
    } catch (error) {
      return { statusCode: null, durationMs: elapsed(), error: this.explain(error, deadline) };
    }
  }

  private send(url: URL, pin: PinnedAddress, headers: Record<string, string>, body: string, deadline: AbortSignal): Promise<number> {
    const pinned = pinnedLookup(pin);
    // Plain HTTP only reaches here when WEBHOOK_ALLOW_PLAIN_HTTP let the endpoint be saved with it.
    const client = url.protocol === 'http:' ? http : https;
    return new Promise<number>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          signal: deadline,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  private explain(error: unknown, deadline: AbortSignal): string {
    if (error instanceof RefusedDestination) return error.message;
    if (deadline.aborted) return `no answer within ${this.limits.timeoutMs / 1000} s`;
    return `the connection failed (${(error as NodeJS.ErrnoException).code ?? 'network error'})`;
  }
}

function answerError(statusCode: number): string {
  if (statusCode >= 300 && statusCode < 400) return `the receiver answered ${statusCode} (redirects are not followed)`;
  return `the receiver answered ${statusCode}`;
}
