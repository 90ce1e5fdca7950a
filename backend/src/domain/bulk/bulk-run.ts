import type { PlanName } from '../plans/plan-catalogue.js';
import type { JsonLdDocument } from '../schema/json-ld-document.js';
import { Run, type RunState } from '../runs/run.js';
import { RunItem } from '../runs/run-item.js';

/** What one URL of a bulk run produced. */
export interface BulkItemResult {
  schemaType: string;
  source: 'ai' | 'page-metadata';
  isValid: boolean;
  /** The draft made, or the library's existing schema of this type for the URL (then `note` says so). */
  schemaId: string | null;
  /** Why no new draft was made; null when one was. */
  note: string | null;
  /**
   * The run's reading of the page where the library already has a schema of its type for the URL (`schemaId`):
   * proposed as an update of that schema, to compare and apply by choice, never saved as a second one.
   */
  update: JsonLdDocument | null;
}

export type BulkRunItem = RunItem<BulkItemResult>;

/** Who started a run and for which site: its drafts go to that site, authored by that user, within that plan. */
export interface BulkRunOwner {
  workspaceId: string;
  clientSiteId: string;
  createdBy: string;
  plan: PlanName;
}

/** AI extraction over a list of URLs of one site, one item per URL, on the shared run lifecycle. */
export class BulkRun extends Run<BulkItemResult> {
  private constructor(
    state: RunState,
    items: BulkRunItem[],
    stored: RunState['status'] | null,
    readonly owner: Readonly<BulkRunOwner>,
  ) {
    super(state, items, stored);
  }

  static start(input: BulkRunOwner & { id: string; items: { id: string; url: string }[]; now: Date }): BulkRun {
    const { id, items, now, ...owner } = input;
    return new BulkRun(
      { id, status: 'running', createdAt: now, finishedAt: null },
      items.map((item) => RunItem.queued<BulkItemResult>(item.id, item.url)),
      null,
      owner,
    );
  }

  static restore(state: RunState, owner: BulkRunOwner, items: BulkRunItem[]): BulkRun {
    return new BulkRun({ ...state }, items, state.status, { ...owner });
  }

  get clientSiteId(): string {
    return this.owner.clientSiteId;
  }

  /**
   * The id of the draft an item saves: the item's own. A worker that dies after saving the draft and before
   * recording the item's result finds that draft on its retry instead of saving a second one.
   */
  static draftIdOf(item: BulkRunItem): string {
    return item.id;
  }

  /** Draft schema ids of the succeeded items among `itemIds`. */
  draftsOf(itemIds: readonly string[]): Map<string, string> {
    const drafts = new Map<string, string>();
    for (const itemId of itemIds) {
      const item = this.item(itemId);
      if (item?.status === 'succeeded' && item.result?.schemaId) drafts.set(item.id, item.result.schemaId);
    }
    return drafts;
  }
}
