import type {
  SchemaRevisionField,
  SchemaRevisionKind,
  SchemaRevisionSummary,
  SchemaStatus,
} from '@sdn/contracts';

const KIND_LABELS: Record<SchemaRevisionKind, string> = {
  initial: 'History starts',
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  paused: 'Paused',
  unpaused: 'Unpaused',
  restored: 'Restored',
};

const FIELD_LABELS: Record<SchemaRevisionField, string> = {
  name: 'name',
  pageUrl: 'page URL',
  jsonLd: 'JSON-LD',
  status: 'status',
};

/** "Edited", "Restored from #3"... */
export function revisionTitle(
  revision: Pick<SchemaRevisionSummary, 'kind' | 'restoredFrom'>,
): string {
  const label = KIND_LABELS[revision.kind];
  return revision.kind === 'restored' && revision.restoredFrom
    ? `${label} from #${revision.restoredFrom}`
    : label;
}

/** What a revision changed, in words: "JSON-LD and name changed". Status moves are said by the title. */
export function changeSummary(revision: Pick<SchemaRevisionSummary, 'kind' | 'changes'>): string {
  if (revision.kind === 'created' || revision.kind === 'initial') return '';
  const fields = revision.changes
    .filter((field) => field !== 'status')
    .map((field) => FIELD_LABELS[field]);
  if (fields.length === 0) return revision.changes.length === 0 ? 'No change' : '';
  return `${fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`} changed`;
}

/** Who made the change, as shown; the migration's initial revision has no author. */
export function authorLabel(revision: Pick<SchemaRevisionSummary, 'author'>): string {
  if (!revision.author) return 'Before history was kept';
  return revision.author.email ?? 'A former user';
}

/** The two choices a restore offers, worded for the schema's current state. */
export function restoreChoices(status: SchemaStatus): {
  publish: string;
  keep: string;
  keepEffect: string;
} {
  switch (status) {
    case 'published':
      return {
        publish: 'Restore and keep live',
        keep: 'Restore and pause for review',
        keepEffect:
          'The schema is paused, so nothing is delivered on its page until you unpause it.',
      };
    case 'paused':
      return {
        publish: 'Restore and unpause',
        keep: 'Restore, stay paused',
        keepEffect: 'The schema stays paused and is not delivered.',
      };
    default:
      return {
        publish: 'Restore and publish',
        keep: 'Restore as draft',
        keepEffect: 'The schema stays a draft and is not delivered.',
      };
  }
}
