import { Injectable, InjectionToken, computed, effect, inject, signal } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { BulkRunRequest, BulkRunView } from '@sdn/contracts';
import { mutation } from '../../../shared/data/mutation';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { BulkRunsApi } from './bulk-runs-api';

/** How often a running run is read again. */
export const BULK_POLL_INTERVAL_MS = new InjectionToken<number>('BULK_POLL_INTERVAL_MS', {
  factory: () => 1500,
});

/**
 * The run on the Bulk page: start, follow (read again while it runs, never after the page is left), cancel, retry
 * the failed URLs and publish chosen drafts. Provided by the page, so leaving it destroys the store, its resource and
 * the poll's timer.
 */
@Injectable()
export class BulkRunStore {
  private readonly api = inject(BulkRunsApi);
  private readonly interval = inject(BULK_POLL_INTERVAL_MS);
  private readonly target = signal<{ clientId: string; runId: string } | null>(null);
  /** The run, read when opened and again by the poll; the writes' answers replace it at once. */
  private readonly runResource = rxResource({
    params: () => this.target() ?? undefined,
    stream: ({ params }) => this.api.get(params.clientId, params.runId),
  });
  /** The last answer stays on screen while the run is read again or a read fails. */
  private readonly shown = lastValue(this.runResource);

  readonly run = computed<BulkRunView | null>(() => {
    const run = this.shown();
    return run && run.id === this.target()?.runId ? run : null;
  });
  /** A failed read of the run (polling stops; "Try again" resumes it). */
  readonly loadError = resourceError(this.runResource);
  readonly running = computed(() => this.run()?.status === 'running');
  /** True while the run is followed: it runs and its last read did not fail. */
  readonly polling = computed(() => this.running() && !this.loadError());
  /** Finished URLs (succeeded, failed or cancelled), for the progress bar. */
  readonly done = computed(() => {
    const counts = this.run()?.counts;
    return counts ? counts.succeeded + counts.failed + counts.cancelled : 0;
  });
  readonly percent = computed(() => {
    const total = this.run()?.counts.total ?? 0;
    return total ? Math.round((this.done() / total) * 100) : 0;
  });
  /** Items whose draft may be published now. */
  readonly publishable = computed(() =>
    (this.run()?.items ?? []).filter(
      (item) => item.status === 'succeeded' && item.schemaId && item.schemaStatus === 'draft',
    ),
  );

  readonly starting = mutation((clientId: string, body: BulkRunRequest) =>
    this.api.start(clientId, body),
  );
  readonly cancelling = mutation(() => this.api.cancel(...this.current()));
  readonly retrying = mutation(() => this.api.retryFailed(...this.current()));
  readonly publishing = mutation((itemIds: string[]) =>
    this.api.publish(...this.current(), itemIds),
  );

  constructor() {
    // The poll: one read `interval` after each answer while the run runs; the effect's cleanup drops the timer
    // when the run ends, another run is shown, or the page (and with it this store) is destroyed.
    effect((onCleanup) => {
      if (!this.polling() || this.runResource.isLoading()) return;
      const timer = setTimeout(() => this.runResource.reload(), this.interval);
      onCleanup(() => clearTimeout(timer));
    });
  }

  /** Starts a run of the site; its view when the server took it. */
  async start(clientId: string, body: BulkRunRequest): Promise<BulkRunView | null> {
    const answer = await this.starting.run(clientId, body);
    if (!answer.ok) return null;
    this.show(clientId, answer.value);
    return answer.value;
  }

  /** Shows an existing run (its id in the page's address) and follows it. */
  open(clientId: string, runId: string): void {
    const target = this.target();
    if (target?.clientId === clientId && target.runId === runId) return;
    this.target.set({ clientId, runId });
  }

  async cancel(): Promise<boolean> {
    const answer = await this.cancelling.run();
    if (answer.ok) this.show(this.current()[0], answer.value);
    return answer.ok;
  }

  async retryFailed(): Promise<boolean> {
    const answer = await this.retrying.run();
    if (answer.ok) this.show(this.current()[0], answer.value);
    return answer.ok;
  }

  /** Publishes the chosen drafts together (all or nothing), then reads the run again for their new status. */
  async publish(itemIds: string[]): Promise<string[] | null> {
    const answer = await this.publishing.run(itemIds);
    if (!answer.ok) return null;
    this.runResource.reload();
    return answer.value.published;
  }

  /** After a failed read: read again (and keep following while it runs). */
  retryLoad(): void {
    this.runResource.reload();
  }

  private show(clientId: string, run: BulkRunView): void {
    this.target.set({ clientId, runId: run.id });
    this.runResource.set(run);
  }

  private current(): [clientId: string, runId: string] {
    const target = this.target();
    if (!target) throw new Error('No bulk run is open.');
    return [target.clientId, target.runId];
  }
}
