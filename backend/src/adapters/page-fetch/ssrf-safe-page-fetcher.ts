import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { PageFetchError, type FetchedPage, type PageFetchOptions, type PageFetcher } from '../../ports/page-fetcher.js';
import type { AddressPolicy } from './address-policy.js';
import { RefusedDestination, pinnedLookup, publicAddress } from './public-address.js';

export interface PageFetchLimits extends AddressPolicy {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a user-named page without becoming a proxy into our network: http(s) only; the host is resolved once,
 * every address checked, and the connection pinned to the checked address (no second lookup a rebinding DNS server
 * could answer differently); each redirect is checked the same way; one deadline for the whole chain; the body is
 * read up to `maxBytes` and the rest dropped (the snippet sits in the head).
 */
export class SsrfSafePageFetcher implements PageFetcher {
  constructor(private readonly limits: PageFetchLimits) {}

  async fetch(url: string, options: PageFetchOptions = {}): Promise<FetchedPage> {
    const deadline = AbortSignal.timeout(this.limits.timeoutMs);
    let current = new URL(url);
    for (let redirects = 0; ; redirects += 1) {
      const response = await this.request(current, deadline);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || !location) {
        const { bytes, truncated } = await this.readBody(response, deadline);
        return {
          url: current.toString(),
          status: response.statusCode ?? 0,
          body: bytes.toString('utf8'),
          bytes,
          truncated,
          contentType: response.headers['content-type'] ?? null,
        };
      }
      response.resume();
      if (redirects >= this.limits.maxRedirects) throw new PageFetchError(`more than ${this.limits.maxRedirects} redirects`);
      const target = new URL(location, current);
      if (options.followRedirect && !options.followRedirect(target.toString()))
        throw new PageFetchError(`it redirects to ${target.toString().slice(0, 200)}, which is not followed`);
      current = target;
    }
  }

  private async request(url: URL, deadline: AbortSignal): Promise<IncomingMessage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError(`${url.protocol} URLs are not fetched`);
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    const pin = await this.publicAddress(url.hostname, port);
    const pinned = pinnedLookup(pin);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = client.get(
        url,
        { lookup: pinned, signal: deadline, headers: { 'user-agent': 'SDN-SDK-Verifier/1.0', accept: 'text/html' } },
        resolve,
      );
      req.on('error', (error) => reject(this.explain(error, deadline)));
    });
  }

  private async publicAddress(hostname: string, port: number) {
    try {
      return await publicAddress(hostname, port, this.limits, 'which is not fetched');
    } catch (error) {
      if (error instanceof RefusedDestination) throw new PageFetchError(error.message);
      throw error;
    }
  }

  private readBody(response: IncomingMessage, deadline: AbortSignal): Promise<{ bytes: Buffer; truncated: boolean }> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated = false) => resolve({ bytes: Buffer.concat(chunks).subarray(0, this.limits.maxBytes), truncated });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > this.limits.maxBytes) {
          response.destroy();
          done(true);
        }
      });
      response.on('end', () => done());
      response.on('error', (error) => reject(this.explain(error, deadline)));
    });
  }

  private explain(error: unknown, deadline: AbortSignal): PageFetchError {
    if (error instanceof PageFetchError) return error;
    if (deadline.aborted) return new PageFetchError(`no complete answer within ${this.limits.timeoutMs / 1000} s`);
    return new PageFetchError(`the connection failed (${(error as NodeJS.ErrnoException).code ?? 'network error'})`);
  }
}
