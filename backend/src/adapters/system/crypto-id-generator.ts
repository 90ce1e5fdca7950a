import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../ports/id-generator.js';

export class CryptoIdGenerator implements IdGenerator {
  newId(): string {
    return randomUUID();
  }
}
