import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { cpuTask } from '../../ports/cpu-work.js';
import { SitemapUnreadableError, type SitemapDocument } from '../../ports/sitemap-reader.js';

export interface SitemapLimits {
  /** The sitemaps protocol's own bound on entries per file. */
  maxLocations: number;
  /** Bytes of XML once a `.xml.gz` is decompressed: a decompression bomb stops here. */
  maxXmlBytes: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const MAX_LOCATION_CHARS = 4096;

function xmlText(body: Uint8Array, maxXmlBytes: number): string {
  if (body[0] !== GZIP_MAGIC[0] || body[1] !== GZIP_MAGIC[1])
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  try {
    return gunzipSync(body, { maxOutputLength: maxXmlBytes }).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new SitemapUnreadableError(`The sitemap is larger than ${Math.round(maxXmlBytes / 1_048_576)} MB once decompressed.`);
    }
    throw new SitemapUnreadableError('The sitemap is compressed but its gzip data is damaged.');
  }
}

/**
 * A streaming XML parser reads the file once, start to end (linear in its size, whatever the whitespace or nesting):
 * only `<loc>` text directly inside `<url>` or `<sitemap>` is kept. A file that stops being well-formed keeps the
 * entries read before the fault, as search engines do; one with none is refused with the parser's reason.
 */
export function readSitemapDocument({ body, limits }: { body: Uint8Array; limits: SitemapLimits }): SitemapDocument {
  const xml = xmlText(body, limits.maxXmlBytes);
  const parser = new SaxesParser({ xmlns: false, position: true });
  const locations: string[] = [];
  const path: string[] = [];
  let root: string | null = null;
  let text: string | null = null;
  let truncated = false;
  let fault: string | null = null;
  const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    root ??= name;
    path.push(name);
    if (name === 'loc' && (path.at(-2) === 'url' || path.at(-2) === 'sitemap')) text = '';
  });
  const collect = (chunk: string) => {
    if (text !== null && text.length < MAX_LOCATION_CHARS) text += chunk;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  parser.on('closetag', () => {
    if (path.pop() === 'loc' && text !== null) {
      const location = text.trim();
      if (location) locations.push(location);
      text = null;
      if (locations.length >= limits.maxLocations) throw new StopReading();
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof StopReading) truncated = true;
    else fault = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unreadable';
  }
  if (fault !== null) {
    if (locations.length === 0) throw new SitemapUnreadableError(`The sitemap is not well-formed XML (${fault}).`);
    truncated = true;
  }
  if (root !== 'urlset' && root !== 'sitemapindex') {
    throw new SitemapUnreadableError(
      `The file is not a sitemap: its root element is <${String(root).slice(0, 40)}>, not <urlset> or <sitemapindex>.`,
    );
  }
  return { kind: root === 'sitemapindex' ? 'index' : 'urlset', locations, truncated };
}

class StopReading extends Error {}

export const readSitemapDocumentTask = cpuTask<typeof readSitemapDocument>(import.meta.url, 'readSitemapDocument');
