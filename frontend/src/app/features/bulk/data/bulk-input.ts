/** The pasted text read as URLs: one a line, blanks skipped, repeats merged (the server merges them too). */
export interface UrlList {
  urls: string[];
  /** Lines that are not http(s) addresses, shown so the user can fix them before starting. */
  invalid: string[];
}

export function parseUrlList(text: string): UrlList {
  const urls: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!isHttpUrl(line)) invalid.push(line);
    else if (!urls.includes(line)) urls.push(line);
  }
  return { urls, invalid };
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
