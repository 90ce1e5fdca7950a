import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { RevisionEntry, SchemaRevisions } from '../../ports/schema-revisions.js';

export const REVISION_NOT_FOUND = 'Revision not found';

/** A revision of this schema, or 404: numbers address revisions within their own schema only. */
export async function existingRevision(revisions: SchemaRevisions, schemaId: string, number: number): Promise<RevisionEntry> {
  const entry = await revisions.find(schemaId, number);
  if (!entry) throw new NotFoundError(REVISION_NOT_FOUND);
  return entry;
}
