import { PageFetchError, type PageFetcher } from '../../ports/page-fetcher.js';
import { PageUnreadableError, type PageReadOptions, type PageReader, type PageSnapshot } from '../../ports/page-reader.js';
import { parseHtmlSnapshot } from './html-snapshot-parser.js';

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

/**
 * Reads pages through the SSRF-safe fetcher. Refuses what cannot be a page to mark up: HTTP errors, non-HTML
 * answers and bodies over the fetcher's byte limit (a cut page would give half an answer).
 */
export class HtmlPageReader implements PageReader {
  constructor(
    private readonly fetcher: PageFetcher,
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
    return parseHtmlSnapshot(page.body, page.url, { tokenBudget: this.options.tokenBudget, truncated: false });
  }
}
