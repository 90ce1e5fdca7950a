import { DEFAULT_TRASH_RETENTION_DAYS, type SchemaDto } from '@sdn/contracts';
import type { ConfirmRequest } from '../../../shared/ui/confirm.service';

export type LibraryBulkAction = 'publish' | 'pause' | 'delete';

/** What the user is asked before a bulk action, and which schemas each answer acts on. */
export interface BulkActionQuestion {
  request: ConfirmRequest;
  /** The ids the confirm button acts on. */
  all: string[];
  /** The ids the alternative acts on (publish: only the valid ones), when there is an alternative. */
  alternative: string[] | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The summary shown before a bulk action changes anything: how many of the selection it touches, and for publish
 * how many carry errors (one invalid schema already asks "Publish with errors?"; a hundred must not skip that).
 */
export function bulkActionQuestion(
  action: LibraryBulkAction,
  rows: readonly SchemaDto[],
): BulkActionQuestion {
  const ids = rows.map((row) => row.id);
  const schemas = plural(rows.length, 'schema', 'schemas');
  if (action === 'publish') {
    const toPublish = rows.filter((row) => row.status !== 'published');
    const valid = toPublish.filter((row) => row.valid === true);
    const invalid = toPublish.filter((row) => row.valid === false).length;
    const unchecked = toPublish.length - valid.length - invalid;
    const lines = [
      `${schemas} selected: ${valid.length} valid, ${invalid} with errors${unchecked ? `, ${unchecked} not checked yet` : ''}.`,
    ];
    const already = rows.length - toPublish.length;
    if (already) lines.push(`${already} already published stay as they are.`);
    if (invalid)
      lines.push(
        'Schemas with errors may not earn rich results, and search engines may ignore them.',
      );
    const mixed = valid.length > 0 && valid.length < toPublish.length;
    return {
      request: {
        title: `Publish ${schemas}?`,
        message: lines.join('\n'),
        confirmLabel:
          invalid || unchecked ? `Publish all ${toPublish.length}` : `Publish ${toPublish.length}`,
        ...(mixed && { alternativeLabel: `Publish the ${valid.length} valid` }),
      },
      all: ids,
      alternative: mixed ? valid.map((row) => row.id) : null,
    };
  }
  const published = rows.filter((row) => row.status === 'published').length;
  if (action === 'pause') {
    return {
      request: {
        title: `Pause ${schemas}?`,
        message: `${plural(published, 'published schema stops', 'published schemas stop')} being delivered on the next page view; ${rows.length - published} not published stay as they are.`,
        confirmLabel: `Pause ${published}`,
      },
      all: ids,
      alternative: null,
    };
  }
  return {
    request: {
      title: `Delete ${schemas}?`,
      message: `${published ? `${plural(published, 'published schema stops', 'published schemas stop')} being delivered on the next page view. ` : ''}They go to the Trash, where they can be restored for ${DEFAULT_TRASH_RETENTION_DAYS} days.`,
      confirmLabel: `Delete ${rows.length}`,
      danger: true,
    },
    all: ids,
    alternative: null,
  };
}
