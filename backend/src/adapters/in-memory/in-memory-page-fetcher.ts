import { PageFetchError, type FetchedPage, type PageFetcher } from '../../ports/page-fetcher.js';

/** Serves pages from a map; an unknown URL fails like an unreachable host. */
export class InMemoryPageFetcher implements PageFetcher {
  readonly pages = new Map<string, string>();
  readonly requested: string[] = [];

  async fetch(url: string): Promise<FetchedPage> {
    this.requested.push(url);
    const body = this.pages.get(url);
    if (body === undefined) throw new PageFetchError('the host could not be reached');
    return { url, status: 200, body };
  }
}
