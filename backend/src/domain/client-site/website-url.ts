import { MAX_URL_LENGTH } from '../schema/page-url.js';

export function websiteUrlProblem(value: string): string | null {
  if (value === '') return 'Required';
  if (value.length > MAX_URL_LENGTH) return `Must be at most ${MAX_URL_LENGTH} characters`;
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return 'Must be an absolute URL starting with http:// or https://';
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return 'Must not contain whitespace or control characters';
  const host = new URL(value).hostname;
  if (host === '') return 'Must name a host';
  return null;
}
