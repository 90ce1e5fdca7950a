import { createHash, randomBytes } from 'node:crypto';
import type { InvitationTokens } from '../../ports/invitation-tokens.js';

/** 256 random bits, base64url; stored as a sha256 hex digest (a fast hash suffices for a random secret). */
export class CryptoInvitationTokens implements InvitationTokens {
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
