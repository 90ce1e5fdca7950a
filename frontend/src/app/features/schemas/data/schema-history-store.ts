import { Injectable, computed, inject, signal } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { RestoreRevisionResponse, SchemaRevisionDto } from '@sdn/contracts';
import { forkJoin } from 'rxjs';
import { clientError } from '../../../shared/data/api-error';
import { mutation, type MutationResult } from '../../../shared/data/mutation';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { SchemaHistoryApi } from './schema-history-api';

export const REVISIONS_PER_PAGE = 20;

interface Target {
  clientId: string;
  schemaId: string;
}

/**
 * The history panel's state: which schema, which page of revisions, the two revisions chosen for comparison (loaded
 * in full, older on the left) and the restore action. Provided by the panel, so each panel has its own.
 */
@Injectable()
export class SchemaHistoryStore {
  private readonly api = inject(SchemaHistoryApi);
  private readonly target = signal<Target | null>(null);
  readonly offset = signal(0);
  /** The schema's last save as the editor knows it: a new one means new revisions, so the page is read again. */
  private savedAt: string | null | undefined;

  private readonly page = this.api.revisions(() => {
    const target = this.target();
    return target ? { ...target, offset: this.offset(), limit: REVISIONS_PER_PAGE } : undefined;
  });
  private readonly shown = lastValue(this.page);
  readonly revisions = computed(() => this.shown()?.items ?? []);
  readonly total = computed(() => this.shown()?.total ?? 0);
  readonly kept = computed(() => this.shown()?.kept ?? 0);
  readonly loading = computed(() => this.page.isLoading());
  readonly loadError = resourceError(this.page);
  /** The schema's current revision, known on the first page (it lists the newest). */
  readonly latest = computed(() =>
    this.offset() === 0 ? (this.revisions()[0]?.number ?? null) : null,
  );

  /** Up to two revision numbers chosen to compare, in the order they were chosen. */
  readonly chosen = signal<number[]>([]);
  private readonly compared = rxResource({
    params: () => {
      const target = this.target();
      const chosen = this.chosen();
      if (!target || chosen.length !== 2) return undefined;
      const [older, newer] = [...chosen].sort((a, b) => a - b) as [number, number];
      return { ...target, older, newer };
    },
    stream: ({ params }) =>
      forkJoin({
        before: this.api.revision(params.clientId, params.schemaId, params.older),
        after: this.api.revision(params.clientId, params.schemaId, params.newer),
      }),
  });
  readonly comparison = computed<{ before: SchemaRevisionDto; after: SchemaRevisionDto } | null>(
    () => (this.compared.hasValue() ? (this.compared.value() ?? null) : null),
  );
  readonly comparing = computed(() => this.compared.isLoading());
  readonly compareError = resourceError(this.compared);

  readonly restoring = mutation((target: Target, number: number, publish: boolean) =>
    this.api.restore(target.clientId, target.schemaId, number, publish),
  );

  open(clientId: string, schemaId: string): void {
    const current = this.target();
    if (current?.clientId === clientId && current.schemaId === schemaId) return;
    this.target.set({ clientId, schemaId });
    this.offset.set(0);
    this.chosen.set([]);
  }

  /** The editor saved, published...: the history has new entries. */
  schemaChanged(savedAt: string | null): void {
    if (savedAt === this.savedAt) return;
    const known = this.savedAt !== undefined;
    this.savedAt = savedAt;
    if (known) this.page.reload();
  }

  showPage(offset: number): void {
    this.offset.set(Math.max(0, offset));
  }

  /** Chooses a revision for comparison, or un-chooses it; a third choice replaces the oldest choice. */
  toggle(number: number): void {
    this.chosen.update((chosen) =>
      chosen.includes(number) ? chosen.filter((n) => n !== number) : [...chosen, number].slice(-2),
    );
  }

  async restore(
    number: number,
    publish: boolean,
  ): Promise<MutationResult<RestoreRevisionResponse>> {
    const target = this.target();
    if (!target) {
      const error = clientError('Open a schema first.');
      this.restoring.fail(error);
      return { ok: false, error };
    }
    const result = await this.restoring.run(target, number, publish);
    if (result.ok) {
      this.offset.set(0);
      this.page.reload();
    }
    return result;
  }
}
