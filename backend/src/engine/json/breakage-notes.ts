/**
 * Names the breakages in JSON text, so a repair says what it changed ("removed a trailing comma before } or ]").
 * The repair itself is done elsewhere (JsonTextRepairer); this is one linear pass that follows JSON's grammar loosely
 * and records where the text leaves it. It never decides the repaired value.
 */
const QUOTE_CLOSERS: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\u201c': '\u201d', '\u2018': '\u2019' };
const PYTHON_LITERALS: Readonly<Record<string, string>> = { True: 'true', False: 'false', None: 'null' };

const NOTES = {
  trailingComma: 'removed a trailing comma before } or ]',
  quotes: 'replaced single or typographic quotes with straight double quotes (")',
  unquotedKey: 'put unquoted property names in double quotes',
  comment: 'removed comments (JSON does not allow them)',
  python: 'wrote Python literals (True, False, None) as JSON (true, false, null)',
  jsLiteral: 'replaced undefined and NaN, which JSON does not have, with null',
  bareText: 'put text that had no quotes in double quotes',
  lineBreak: 'wrote a line break inside a string as \\n',
  unclosedString: 'closed a string that was cut off',
  missingComma: 'added missing commas between values',
  missingColon: 'added a missing colon after a property name',
  missingBrackets: 'added the missing closing } or ]',
} as const;

type Expect = 'value' | 'key' | 'colon' | 'next';

export function describeBreakages(text: string): string[] {
  const notes = new Set<string>();
  const stack: string[] = [];
  let expect: Expect = 'value';
  let afterComma = false;
  let i = 0;
  const afterValue = () => (expect = 'next');
  const startsValue = () => {
    if (expect === 'colon') notes.add(NOTES.missingColon);
    if (expect === 'next' && stack.length) notes.add(NOTES.missingComma);
  };
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      notes.add(NOTES.comment);
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + (text[i + 1] === '/' ? 1 : 2);
      continue;
    }
    const wasAfterComma = afterComma;
    afterComma = false;
    if (ch in QUOTE_CLOSERS) {
      if (ch !== '"') notes.add(NOTES.quotes);
      const isKey: boolean = expect === 'key' || (expect === 'next' && stack.at(-1) === '{');
      startsValue();
      i = skipString(text, i, QUOTE_CLOSERS[ch], notes);
      expect = isKey ? 'colon' : 'next';
      continue;
    }
    if (ch === '{' || ch === '[') {
      startsValue();
      stack.push(ch);
      expect = ch === '{' ? 'key' : 'value';
      i++;
      continue;
    }
    if (ch === '}' || ch === ']') {
      if (wasAfterComma) notes.add(NOTES.trailingComma);
      stack.pop();
      afterValue();
      i++;
      continue;
    }
    if (ch === ',') {
      afterComma = true;
      expect = stack.at(-1) === '{' ? 'key' : 'value';
      i++;
      continue;
    }
    if (ch === ':') {
      expect = 'value';
      i++;
      continue;
    }
    const word = /^[-+\w$@.]+/.exec(text.slice(i, i + 200))?.[0] ?? ch;
    const isKey: boolean = expect === 'key' || (expect === 'next' && stack.at(-1) === '{');
    startsValue();
    if (isKey) {
      notes.add(NOTES.unquotedKey);
      expect = 'colon';
    } else {
      if (word in PYTHON_LITERALS) notes.add(NOTES.python);
      else if (word === 'undefined' || word === 'NaN') notes.add(NOTES.jsLiteral);
      else if (!/^(true|false|null|-?\d[\d.eE+-]*)$/.test(word)) notes.add(NOTES.bareText);
      afterValue();
    }
    i += word.length;
  }
  if (stack.length) notes.add(NOTES.missingBrackets);
  return [...notes];
}

/** Index after the string that opens at `start`; notes a raw line break or a string cut off by the end of the text. */
function skipString(text: string, start: number, closer: string, notes: Set<string>): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === closer || (closer !== '"' && ch === '"' && text[start] === '\u201c')) return i + 1;
    if (ch === '\n') notes.add(NOTES.lineBreak);
    i++;
  }
  notes.add(NOTES.unclosedString);
  return i;
}
