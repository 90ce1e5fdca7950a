import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenCipher } from '../../ports/token-cipher.js';

const VERSION = 'v1';

/**
 * AES-256-GCM with a random 96-bit IV per value and the context as additional authenticated data. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can be told apart.
 */
export class AesGcmTokenCipher implements TokenCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the token encryption key must be 32 bytes');
    this.key = key;
  }

  /** Reads a 32-byte key given as 64 hex characters or as base64. */
  static keyFrom(text: string): Buffer | null {
    const trimmed = text.trim();
    const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
    return key.length === 32 ? key : null;
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  open(sealed: string, context: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
