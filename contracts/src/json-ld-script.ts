// The delivery format's one escaping rule, shared by the server's embed answer and the SDK.
// Characters that could end a <script> element (`</script>`), open an HTML comment (`<!--`), change meaning in
// XHTML (`&`), or break JavaScript string parsing in old engines (U+2028/9). Their \uXXXX forms are the same JSON
// value, so the output stays valid JSON that any JSON-LD consumer parses back to the original document.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Compact JSON of `value`, safe to place verbatim inside a `<script type="application/ld+json">` element. */
export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char]!);
}

/** One `<script type="application/ld+json">` per document, concatenated with no separator (the embed body). */
export function renderJsonLdScripts(documents: readonly unknown[]): string {
  return documents.map((document) => `<script type="application/ld+json">${escapeJsonForScript(document)}</script>`).join('');
}
