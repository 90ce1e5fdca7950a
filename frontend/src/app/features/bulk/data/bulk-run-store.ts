import { DestroyRef, Injectable, InjectionToken, computed, inject, signal } from '@angular/core';
import type { BulkRunRequest, BulkRunView } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { mutation } from '../../../shared/data/mutation';
import { type ApiError, toApiError } from '../../../shared/data/api-error';
import { BulkRunsApi } from './bulk-runs-api';

/** How often a running run is read again. */
export const BULK_POLL_INTERVAL_MS = new InjectionToken<number>('BULK_POLL_INTERVAL_MS', { factory: () => 1500 });

/**
 * The run on the Bulk page: start, follow (polled while it runs, never after the page is left), cancel, retry the
 * failed URLs and publish chosen drafts. Provided by the page, so leaving it destroys the store and its timer.
 */
@Injectable()
export class BulkRunStore {
  private readonly api = inject(BulkRunsApi);
  private readonly interval = inject(BULK_POLL_INTERVAL_MS);
  private clientId = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;
  /** Bumped by each new run shown, so a late answer about an older run is ignored. */
  private generation = 0;

  private readonly runState = signal<BulkRunView | null>(null);
  private readonly pollError = signal<ApiError | null>(null);
  readonly run = this.runState.asReadonly();
  /** A failed read of the run (polling stops; "Try again" resumes it). */
  readonly loadError = this.pollError.asReadonly();
  readonly running = computed(() => this.runState()?.status === 'running');
  /** Finished URLs (succeeded, failed or cancelled) out of all, for the progress bar. */
  readonly done = computed(() => {
    const counts = this.runState()?.counts;
    return counts ? counts.succeeded + counts.failed + counts.cancelled : 0;
  });
  readonly percent = computed(() => {
    const total = this.runState()?.counts.total ?? 0;
    return total ? Math.round((this.done() / total) * 100) : 0;
  });
  /** Items whose draft may be published now. */
  readonly publishable = computed(() =>
    (this.runState()?.items ?? []).filter((item) => item.status === 'succeeded' && item.schemaId && item.schemaStatus === 'draft'),
  );
  readonly polling = signal(false);

  readonly starting = mutation((clientId: string, body: BulkRunRequest) => this.api.start(clientId, body));
  readonly cancelling = mutation(() => this.api.cancel(this.clientId, this.requireRun()));
  readonly retrying = mutation(() => this.api.retryFailed(this.clientId, this.requireRun()));
  readonly publishing = mutation((itemIds: string[]) => this.api.publish(this.clientId, this.requireRun(), itemIds));

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.destroyed = true;
      this.stopPolling();
    });
  }

  /** Starts a run of the site; true when the server took it. */
  async start(clientId: string, body: BulkRunRequest): Promise<BulkRunView | null> {
    const answer = await this.starting.run(clientId, body);
    if (!answer.ok) return null;
    this.show(clientId, answer.value);
    return answer.value;
  }

  /** Shows an existing run (its id in the page's address) and follows it. */
  async open(clientId: string, runId: string): Promise<void> {
    if (this.clientId === clientId && this.runState()?.id === runId) return;
    this.stopPolling();
    this.clientId = clientId;
    this.runState.set(null);
    this.pollError.set(null);
    const generation = ++this.generation;
    await this.read(generation, runId);
  }

  async cancel(): Promise<boolean> {
    const answer = await this.cancelling.run();
    if (answer.ok) this.show(this.clientId, answer.value);
    return answer.ok;
  }

  async retryFailed(): Promise<boolean> {
    const answer = await this.retrying.run();
    if (answer.ok) this.show(this.clientId, answer.value);
    return answer.ok;
  }

  /** Publishes the chosen drafts together (all or nothing), then reads the run again for their new status. */
  async publish(itemIds: string[]): Promise<string[] | null> {
    const answer = await this.publishing.run(itemIds);
    if (!answer.ok) return null;
    await this.read(this.generation, this.requireRun());
    return answer.value.published;
  }

  /** After a failed read: read again, and keep following while it runs. */
  retryLoad(): void {
    const run = this.runState();
    if (run) void this.read(this.generation, run.id);
  }

  private show(clientId: string, run: BulkRunView): void {
    this.stopPolling();
    this.clientId = clientId;
    this.generation++;
    this.pollError.set(null);
    this.runState.set(run);
    this.schedule();
  }

  private async read(generation: number, runId: string): Promise<void> {
    try {
      const run = await firstValueFrom(this.api.get(this.clientId, runId));
      if (generation !== this.generation || this.destroyed) return;
      this.pollError.set(null);
      this.runState.set(run);
      this.schedule();
    } catch (cause) {
      if (generation !== this.generation || this.destroyed) return;
      this.pollError.set(toApiError(cause));
      this.polling.set(false);
    }
  }

  /** Polls while the run is running; a finished run is not read again. */
  private schedule(): void {
    this.stopPolling();
    const run = this.runState();
    if (!run || run.status !== 'running' || this.destroyed) return;
    const generation = this.generation;
    this.polling.set(true);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.read(generation, run.id);
    }, this.interval);
  }

  private stopPolling(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.polling.set(false);
  }

  private requireRun(): string {
    const run = this.runState();
    if (!run) throw new Error('No bulk run is open.');
    return run.id;
  }
}
