import { randomBytes } from 'node:crypto';

/** 32 random bytes: an HMAC-SHA256 key as strong as the hash. The prefix tells a leaked one apart in logs and scans. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
