const MAX_ADDRESS = 500;

/**
 * Where a link or an image of the page points, as an absolute http(s) address resolved against the page (capped as
 * statements keep it); null for other schemes (`mailto:`, `data:`, `javascript:`) and text that is no address.
 */
export function webAddress(target: string, base: string | undefined): string | null {
  try {
    const href = base ? new URL(target, base).href : new URL(target).href;
    return /^https?:/i.test(href) ? href.slice(0, MAX_ADDRESS) : null;
  } catch {
    return null;
  }
}
