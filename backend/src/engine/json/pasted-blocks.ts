/** The JSON text inside what people paste: script tags, Markdown code fences, HTML-escaped quotes. */
export interface PastedBlocks {
  readonly blocks: readonly string[];
  /** What was taken away, in the words of the repair notes. */
  readonly notes: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#x22;': '"',
  '&apos;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const ENTITY = /&(?:quot|apos|lt|gt|amp|#34|#x22|#39);/gi;

/**
 * Finds the JSON-LD blocks in pasted text with plain index scans (linear in the text, whatever it holds): the body of
 * every `<script type="application/ld+json">`, else of every Markdown code fence, else the text itself. A block left
 * open (a paste cut short) runs to the end of the text.
 */
export function unwrapPasted(text: string): PastedBlocks {
  const scripts = scriptBodies(text);
  const fenced = scripts.length ? [] : fenceBodies(text);
  const notes: string[] = [];
  let blocks: string[];
  if (scripts.length) {
    blocks = scripts;
    notes.push(`removed the <script type="application/ld+json"> wrapper${scripts.length > 1 ? 's' : ''}`);
  } else if (fenced.length) {
    blocks = fenced;
    notes.push(`removed the Markdown code fence${fenced.length > 1 ? 's' : ''}`);
  } else {
    blocks = [text];
  }
  // Quotes escaped as &quot; come from copying a page's HTML source; JSON-LD itself never escapes them this way.
  if (blocks.some((block) => block.includes('&quot;') || block.includes('&#34;'))) {
    blocks = blocks.map((block) => block.replace(ENTITY, (entity) => ENTITIES[entity.toLowerCase()] ?? entity));
    notes.push('turned HTML-escaped characters (&quot;, &amp;) back into quotes and ampersands');
  }
  return { blocks: blocks.filter((block) => block.trim() !== ''), notes };
}

function scriptBodies(text: string): string[] {
  const lower = text.toLowerCase();
  const bodies: string[] = [];
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<script', from);
    if (open === -1) return bodies;
    const tagEnd = lower.indexOf('>', open);
    if (tagEnd === -1) return bodies;
    const close = lower.indexOf('</script', tagEnd);
    const end = close === -1 ? text.length : close;
    if (lower.slice(open, tagEnd).includes('ld+json')) bodies.push(text.slice(tagEnd + 1, end));
    if (close === -1) return bodies;
    from = close + 8;
  }
}

function fenceBodies(text: string): string[] {
  const bodies: string[] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      if (current) {
        bodies.push(current.join('\n'));
        current = null;
      } else current = [];
    } else if (current) current.push(line);
  }
  if (current) bodies.push(current.join('\n'));
  return bodies;
}
