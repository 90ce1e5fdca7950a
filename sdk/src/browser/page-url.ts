/**
 * The URL schemas are requested for. The fragment is dropped because delivery matches URLs exactly and a
 * fragment never reaches a server, so no schema can be configured with one.
 */
export function currentPageUrl(canonical: boolean): string {
  const link = canonical ? document.querySelector<HTMLLinkElement>('link[rel~=canonical i][href]') : null;
  return (link ? link.href : location.href).split('#')[0]!;
}
