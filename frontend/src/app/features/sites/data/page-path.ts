/**
 * A page URL as a library row shows it: the path (and query) when the page is on the site's own host, which is
 * what tells the rows of one site apart; the whole address without its scheme otherwise.
 */
export function shownPageUrl(pageUrl: string, websiteUrl: string | null): string {
  if (!URL.canParse(pageUrl)) return pageUrl;
  const page = new URL(pageUrl);
  const siteHost = websiteUrl && URL.canParse(websiteUrl) ? new URL(websiteUrl).host : null;
  const path = `${page.pathname}${page.search}`;
  return page.host === siteHost ? path : `${page.host}${path}`;
}
