import { MAX_URL_LENGTH } from '../schema/page-url.js';
import { hasControlCharacter } from '../shared/control-characters.js';

export function websiteUrlProblem(value: string): string | null {
  if (value === '') return 'Required';
  if (value.length > MAX_URL_LENGTH) return `Must be at most ${MAX_URL_LENGTH} characters`;
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return 'Must be an absolute URL starting with http:// or https://';
  if (/\s/.test(value) || hasControlCharacter(value)) return 'Must not contain whitespace or control characters';
  const host = new URL(value).hostname;
  if (host === '') return 'Must name a host';
  return null;
}
