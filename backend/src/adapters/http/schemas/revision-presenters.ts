import type { SchemaRevisionDto, SchemaRevisionSummary } from '@sdn/contracts';
import type { RevisionEntry } from '../../../ports/schema-revisions.js';

export function toRevisionSummaryDto({ revision, authorEmail, changes }: RevisionEntry): SchemaRevisionSummary {
  return {
    number: revision.number,
    kind: revision.kind,
    name: revision.name,
    pageUrl: revision.pageUrl,
    schemaType: revision.schemaType,
    status: revision.status,
    author: revision.authorId ? { userId: revision.authorId, email: authorEmail } : null,
    recordedAt: revision.recordedAt.toISOString(),
    restoredFrom: revision.restoredFrom,
    changes,
  };
}

export function toRevisionDto(entry: RevisionEntry): SchemaRevisionDto {
  return { ...toRevisionSummaryDto(entry), jsonLd: entry.revision.jsonLd as SchemaRevisionDto['jsonLd'] };
}
