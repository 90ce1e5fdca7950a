import { EntitySchema } from '@mikro-orm/core';
import { Invitation } from '../../domain/account/invitation.js';

const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;

export const InvitationSchema = new EntitySchema({
  class: Invitation,
  tableName: 'team_invitations',
  properties: {
    id: { type: 'uuid', primary: true },
    workspaceId: { type: 'uuid', index: 'team_invitations_workspace_index' },
    membershipId: { type: 'uuid', index: 'team_invitations_membership_index' },
    email: { type: 'string', length: 320 },
    tokenHash: { type: 'string', length: 64, unique: 'team_invitations_token_hash_unique' },
    createdAt: timestamp,
    expiresAt: timestamp,
    acceptedAt: { ...timestamp, nullable: true },
  },
});
