import { EntitySchema } from '@mikro-orm/core';
import { PendingSignup } from '../../domain/account/pending-signup.js';

const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;

export const PendingSignupSchema = new EntitySchema({
  class: PendingSignup,
  tableName: 'pending_signups',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 320, index: 'pending_signups_email_index' },
    name: { type: 'string', length: 200, nullable: true },
    passwordHash: { type: 'string', length: 255 },
    tokenHash: { type: 'string', length: 64, unique: 'pending_signups_token_hash_unique' },
    failedAttempts: { type: 'integer', default: 0 },
    createdAt: timestamp,
    expiresAt: { ...timestamp, index: 'pending_signups_expires_at_index' },
  },
});
