import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { Schema } from '../../domain/schema/schema.js';

/**
 * The SchemaRepository's half of revisions: whenever a flush writes a schema, the revisions its methods recorded
 * are added to the same flush, hence to the same transaction. Every writer that changes schemas through the
 * aggregate and commits gets its revisions written without calling anything; a failed flush writes none.
 */
export class SchemaRevisionFlushSubscriber implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    for (const changeSet of uow.getChangeSets()) {
      if (!(changeSet.entity instanceof Schema)) continue;
      const revisions = changeSet.entity.takeRevisions();
      // A schema deleted in this flush takes its history with it: nothing to write.
      if (changeSet.type === ChangeSetType.DELETE || changeSet.type === ChangeSetType.DELETE_EARLY) continue;
      for (const revision of revisions) uow.computeChangeSet(revision, ChangeSetType.CREATE);
    }
  }
}
