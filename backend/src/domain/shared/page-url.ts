import { ValidationError, fieldErrors } from './domain-error.js';
import { hasControlCharacter } from './control-characters.js';

export const MAX_URL_LENGTH = 2048;

/**
 * Characters refused anywhere in a page URL. A browser's own URL never holds them raw (it percent-encodes them), so
 * refusing them loses no real page, and a URL without them cannot break out of an attribute, a tag or the Markdown
 * and HTML files we generate from it.
 */
const UNSAFE = /[<>"]/;

/**
 * The one rule for a page URL a tenant gives us (a schema's target, a page to read, a bulk or sitemap item): an
 * absolute http(s) URL of at most 2,048 characters without `<`, `>`, `"`, whitespace or control characters.
 *
 * `value` is the URL exactly as written: delivery compares page URLs byte for byte as saved (the spec: trailing
 * slash, query string and www differences do not match), so saving never rewrites it. `serialized` is the WHATWG
 * serialization (what a browser's `location.href` gives): the form to write into generated files and links.
 */
export class PageUrl {
  private constructor(
    readonly value: string,
    readonly serialized: string,
  ) {}

  /** Why `value` is not a usable page URL, or null when it is. */
  static problem(value: unknown): string | null {
    if (value === undefined || value === null || value === '') return 'Required';
    if (typeof value !== 'string') return 'Must be a string';
    if (value.length > MAX_URL_LENGTH) return `Must be at most ${MAX_URL_LENGTH} characters`;
    if (/\s/.test(value)) return 'Must not contain whitespace';
    if (hasControlCharacter(value)) return 'Must not contain control characters';
    if (UNSAFE.test(value)) return 'Must not contain <, > or "';
    if (!/^https?:\/\//i.test(value)) return 'Must be an absolute URL starting with http:// or https://';
    if (!URL.canParse(value)) return 'Must be a valid absolute URL';
    return null;
  }

  /** The page URL, or a 400 `Validation failed` naming `field`. */
  static parse(value: unknown, field: string): PageUrl {
    const problem = PageUrl.problem(value);
    if (problem) throw new ValidationError(fieldErrors({ [field]: [problem] }));
    return new PageUrl(value as string, new URL(value as string).href);
  }

  /** The serialized form of a URL saved before this rule held, or null when it does not even parse. */
  static serializedOf(saved: string): string | null {
    return URL.canParse(saved) ? new URL(saved).href : null;
  }
}
