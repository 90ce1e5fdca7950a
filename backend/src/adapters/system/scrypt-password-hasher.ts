import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../ports/password-hasher.js';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * scrypt (memory-hard) with a random salt. Parameters are stored in each hash, so they can be raised later without
 * invalidating existing passwords. Format: scrypt$N$r$p$salt$key (base64url).
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = { N: 2 ** 15, r: 8, p: 1 }) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const { N, r, p } = this.cost;
    const key = await derive(password, salt, { N, r, p, maxmem: 256 * N * r });
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = hash.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const N = Number(n);
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
