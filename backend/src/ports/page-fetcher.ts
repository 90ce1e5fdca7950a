export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  status: number;
  body: string;
  /** The body as received, for documents that may not be text (a gzip-compressed sitemap). */
  bytes?: Uint8Array;
  /** The `content-type` header, when the server sent one. */
  contentType?: string | null;
  /** True when the body was longer than the fetcher's byte limit and was cut. */
  truncated?: boolean;
}

/**
 * Fetches a public web page on a user's behalf. Implementations must refuse non-public destinations; a refusal or
 * network failure rejects with a PageFetchError whose message is safe to show.
 */
export interface PageFetcher {
  fetch(url: string, options?: PageFetchOptions): Promise<FetchedPage>;
}

export interface PageFetchOptions {
  /** A redirect to a URL this returns false for fails with a PageFetchError instead of being followed. */
  followRedirect?: (target: string) => boolean;
}

export class PageFetchError extends Error {}
