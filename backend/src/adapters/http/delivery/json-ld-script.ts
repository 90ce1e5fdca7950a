// Characters that could end the script element, open an HTML comment or break JavaScript parsers, as JSON escapes.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Compact JSON that is safe inside `<script type="application/ld+json">` (and still parses to the same value). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char]!);
}

export function jsonLdScripts(documents: readonly unknown[]): string {
  return documents.map((document) => `<script type="application/ld+json">${scriptSafeJson(document)}</script>`).join('');
}
