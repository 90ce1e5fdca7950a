/**
 * The URL schemas are requested for. The fragment is dropped because delivery matches URLs exactly and a
 * fragment never reaches a server, so no schema can be configured with one.
 */
export function currentPageUrl(canonical: boolean): string {
  const link = canonical ? document.querySelector<HTMLLinkElement>('link[rel~=canonical i][href]') : null;
  return (link ? link.href : location.href).split('#')[0]!;
}

/**
 * The URL the edge delivered this page's markup for, read from the marker it puts after its tags
 * (`<meta name="sdn-edge" data-sdn="{Client ID}" content="{page URL}">`); undefined when the edge did not.
 */
export function edgeDeliveredUrl(clientId: string): string | undefined {
  const marker = document.querySelector<HTMLMetaElement>(`meta[name="sdn-edge"][data-sdn="${clientId}"]`);
  return marker ? marker.content : undefined;
}
