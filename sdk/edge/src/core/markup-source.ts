import type { EdgeSettings } from './settings.js';

/** The published markup of one page as the edge inserts it, or why there is none to insert. */
export type PageMarkup = { ok: true; scripts: string; etag: string | null } | { ok: false; reason: string };

interface Remembered {
  scripts: string;
  etag: string | null;
  checkedAt: number;
}

/**
 * What `/api/embed` answers: JSON-LD script tags and nothing else. Its JSON escapes `<`, so `[^<]*` spans a whole
 * document; anything else (a login page, a proxy's error page) never reaches the customer's HTML.
 */
const EMBED_FORMAT = /^(?:<script type="application\/ld\+json">[^<]*<\/script>)*$/;

/** Pages whose last answer is kept for revalidation, per isolate or process (oldest forgotten first). */
const REMEMBERED_PAGES = 1_000;

/**
 * Asks the service's `GET /api/embed` for the exact page URL, within the time budget. The last answer of each page
 * is kept with its ETag: within `cacheSeconds` it is reused as is, after that the service is asked with
 * If-None-Match and a 304 (no body) confirms it. Never throws: every failure is a reason the caller logs.
 */
export class MarkupSource {
  private readonly remembered = new Map<string, Remembered>();

  constructor(
    private readonly settings: EdgeSettings,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => number = Date.now,
  ) {}

  async forPage(pageUrl: string, startedAt = this.now()): Promise<PageMarkup> {
    const known = this.remembered.get(pageUrl);
    if (known && this.now() - known.checkedAt < this.settings.cacheSeconds * 1000) return { ok: true, ...known };
    const left = this.settings.budgetMs - (this.now() - startedAt);
    if (left <= 0) return { ok: false, reason: `no time left of the ${this.settings.budgetMs} ms budget` };
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), left);
    try {
      const response = await this.fetchImpl(this.embedUrl(pageUrl), {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: abort.signal,
      });
      if (response.status === 304 && known) {
        known.checkedAt = this.now();
        return { ok: true, scripts: known.scripts, etag: known.etag };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { ok: false, reason: `the service answered ${response.status}` };
      }
      const scripts = await response.text();
      if (!EMBED_FORMAT.test(scripts)) return { ok: false, reason: 'the answer is not delivery markup (check SDN_SERVICE_URL)' };
      this.remember(pageUrl, { scripts, etag: response.headers.get('etag'), checkedAt: this.now() });
      return { ok: true, scripts, etag: response.headers.get('etag') };
    } catch (error) {
      if (abort.signal.aborted) return { ok: false, reason: `no answer within the ${this.settings.budgetMs} ms budget` };
      return { ok: false, reason: `the service is unreachable (${error instanceof Error ? error.message : String(error)})` };
    } finally {
      clearTimeout(timer);
    }
  }

  private embedUrl(pageUrl: string): string {
    return `${this.settings.serviceUrl}/api/embed?clientId=${encodeURIComponent(this.settings.clientId)}&url=${encodeURIComponent(pageUrl)}`;
  }

  private remember(pageUrl: string, value: Remembered): void {
    this.remembered.delete(pageUrl);
    this.remembered.set(pageUrl, value);
    if (this.remembered.size > REMEMBERED_PAGES) this.remembered.delete(this.remembered.keys().next().value!);
  }
}
