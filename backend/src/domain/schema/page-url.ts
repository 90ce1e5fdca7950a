import { hasControlCharacter } from '../shared/control-characters.js';

export const MAX_URL_LENGTH = 2048;

/**
 * Why a string is not a usable page URL, or null when it is. Page URLs are compared exactly as written (the spec:
 * trailing slash, query string and www differences do not match), so they are validated but never normalised.
 */
export function pageUrlProblem(value: string): string | null {
  if (value.length === 0) return 'Required';
  if (value.length > MAX_URL_LENGTH) return `Must be at most ${MAX_URL_LENGTH} characters`;
  if (!/^https?:\/\//i.test(value)) return 'Must be an absolute URL starting with http:// or https://';
  if (!URL.canParse(value)) return 'Must be a valid absolute URL';
  if (/\s/.test(value)) return 'Must not contain whitespace';
  if (hasControlCharacter(value)) return 'Must not contain control characters';
  return null;
}
