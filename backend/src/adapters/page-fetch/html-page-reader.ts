import { WorkBudgetExceededError, type CpuWork } from '../../ports/cpu-work.js';
import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';
import { PageUnreadableError, type PageReadOptions, type PageReader, type PageSnapshot } from '../../ports/page-reader.js';
import { parsePageSnapshotTask } from './html-snapshot-parser.js';

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

/** Why a body labelled HTML cannot be a page, found in one linear pass each; null when it may be one. */
function unusableBody(body: string): string | null {
  // A search, not trim(): no copy of a page of up to a megabyte on the thread that serves delivery.
  if (!/\S/.test(body)) return 'The page answered an empty body.';
  // NUL or the replacement character: bytes that were not UTF-8 text (a compressed body the server sent unasked).
  const head = body.slice(0, 4096);
  if (head.includes('\u0000') || head.includes('\uFFFD')) return 'The page answered binary data (compressed, or not text) instead of HTML.';
  if (!body.includes('<')) return 'The page answered plain text without any HTML.';
  return null;
}

/**
 * Reads pages through the SSRF-safe fetcher. Refuses what cannot be a page to mark up: HTTP errors, non-HTML
 * answers and bodies over the fetcher's byte limit (a cut page would give half an answer). The parse runs in the
 * worker pool within its time budget: a page too heavy to read in time is refused like any unusable page (a retry
 * would not make it lighter), while a busy pool still answers 503.
 */
export class HtmlPageReader implements PageReader {
  constructor(
    private readonly fetcher: PageFetcher,
    private readonly cpuWork: CpuWork,
    private readonly options: { tokenBudget: number; maxBytes: number },
  ) {}

  async read(url: string, options: PageReadOptions = {}): Promise<PageSnapshot> {
    let page;
    try {
      page = await this.fetcher.fetch(url, options);
    } catch (error) {
      if (error instanceof PageFetchError) throw new PageUnreadableError(`The page could not be fetched: ${error.message}.`);
      throw error;
    }
    if (page.status < 200 || page.status >= 300) throw new PageUnreadableError(`The page answered HTTP ${page.status}.`);
    if (page.contentType && !HTML_TYPES.test(page.contentType)) {
      throw new PageUnreadableError(`The page is not HTML (content type ${page.contentType.split(';')[0]}).`);
    }
    if (page.truncated) {
      throw new PageUnreadableError(`The page is larger than ${Math.round(this.options.maxBytes / 1024)} KB, the most that is read.`);
    }
    const unusable = unusableBody(page.body);
    if (unusable) throw new PageUnreadableError(unusable);
    try {
      return await this.cpuWork.run(parsePageSnapshotTask, { html: page.body, url: page.url, tokenBudget: this.options.tokenBudget });
    } catch (error) {
      if (error instanceof WorkBudgetExceededError) {
        throw new PageUnreadableError('The page took too long to read (more than the processing budget) and was not used.');
      }
      throw error;
    }
  }
}
