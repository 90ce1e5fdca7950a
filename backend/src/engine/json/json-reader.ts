/** Thrown by the reader at the first character it cannot accept; offsets are 0-based, line/column 1-based. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Invalid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

const QUOTE_LIKE = new Set(["'", '\u201c', '\u201d', '\u2018', '\u2019']);
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * A small strict JSON reader: it accepts exactly JSON and says where the text first breaks, in words people know
 * (a trailing comma, single quotes, an unquoted name) and with the line and column JSON.parse does not always give,
 * for the editor's markers. Repairing is not its job (see parseJsonText).
 */
export class JsonReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  read(): unknown {
    this.skipSpace();
    const value = this.value();
    this.skipSpace();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the JSON value`);
    return value;
  }

  private value(): unknown {
    const ch = this.text[this.pos];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch !== undefined && QUOTE_LIKE.has(ch)) return this.fail('non-standard quotes');
    if (ch === '-' || (ch >= '0' && ch <= '9')) return this.number();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return value;
      }
    }
    return this.fail(ch === undefined ? 'the text ends before the value is complete' : `unexpected ${this.describe()}`);
  }

  private object(): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') return (this.pos++, result);
    for (;;) {
      const key = this.key();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail(`expected ':' after the property name "${key}"`);
      this.pos++;
      this.skipSpace();
      result[key] = this.value();
      this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === '}') return (this.pos++, result);
      if (ch !== ',') this.fail(`expected ',' or '}' after the value of "${key}" but found ${this.describe()}`);
      this.pos++;
      this.skipSpace();
      if (this.text[this.pos] === '}') this.fail('trailing comma before }');
    }
  }

  private array(): unknown[] {
    const result: unknown[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') return (this.pos++, result);
    for (;;) {
      result.push(this.value());
      this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === ']') return (this.pos++, result);
      if (ch !== ',') this.fail(`expected ',' or ']' in the array but found ${this.describe()}`);
      this.pos++;
      this.skipSpace();
      if (this.text[this.pos] === ']') this.fail('trailing comma before ]');
    }
  }

  private key(): string {
    const ch = this.text[this.pos];
    if (ch === '"') return this.string();
    if (ch !== undefined && QUOTE_LIKE.has(ch)) return this.fail('non-standard quotes');
    if (/^[@A-Za-z_$]/.test(ch ?? '')) return this.fail('unquoted property name');
    return this.fail(`expected a double-quoted property name but found ${this.describe()}`);
  }

  private string(): string {
    let out = '';
    this.pos++;
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === undefined) this.fail('a string is never closed');
      if (ch === '"') return (this.pos++, out);
      if (ch === '\n') this.fail('a string runs past the end of the line (missing closing quote?)');
      if (ch === '\\') {
        const next = this.text[this.pos + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
          out += String.fromCharCode(parseInt(this.text.slice(this.pos + 2, this.pos + 6), 16));
          this.pos += 6;
          continue;
        }
        if (!(next in ESCAPES)) this.fail(`invalid escape \\${next ?? ''} in a string`);
        out += ESCAPES[next];
        this.pos += 2;
        continue;
      }
      out += ch;
      this.pos++;
    }
  }

  private number(): number {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 64));
    if (!match) return this.fail(`invalid number starting with ${this.describe()}`);
    this.pos += match[0].length;
    return Number(match[0]);
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
    const two = this.text.slice(this.pos, this.pos + 2);
    if (two === '//' || two === '/*') this.fail('comment; JSON does not allow them');
  }

  private describe(): string {
    const ch = this.text[this.pos];
    return ch === undefined ? 'the end of the text' : `'${ch}'`;
  }

  private fail(reason: string): never {
    const before = this.text.slice(0, this.pos);
    const line = before.split('\n').length;
    const column = this.pos - before.lastIndexOf('\n');
    throw new JsonSyntaxError(reason, line, column);
  }
}
