import type { Logger } from '../ports/logger.js';

/**
 * When a stop hook runs during shutdown, after the HTTP server has stopped accepting and drained its requests:
 * - `jobs`: background work stops taking new jobs and finishes (or hands back) the running ones;
 * - `workers`: the CPU worker pool finishes queued tasks and stops its threads;
 * - `connections`: shared clients (Redis) close; the database closes last, after every phase.
 */
export type StopPhase = 'jobs' | 'workers' | 'connections';

const PHASES: readonly StopPhase[] = ['jobs', 'workers', 'connections'];

interface StopHook {
  phase: StopPhase;
  name: string;
  stop: () => Promise<unknown>;
}

/**
 * Ordered shutdown of what the service started. Bindings register what they start (`onStop`); `stop` runs the
 * phases in order, hooks of one phase together, each bounded so one stuck hook cannot keep the process alive.
 * Background jobs (pg-boss) register with phase `jobs`, e.g. `lifecycle.onStop('jobs', 'pg-boss', () => boss.stop())`.
 */
export class Lifecycle {
  private readonly hooks: StopHook[] = [];
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly hookTimeoutMs = 10_000,
  ) {}

  onStop(phase: StopPhase, name: string, stop: () => Promise<unknown>): void {
    this.hooks.push({ phase, name, stop });
  }

  /** Runs every hook once (later calls wait for the first). */
  stop(): Promise<void> {
    this.stopping ??= this.runPhases();
    return this.stopping;
  }

  private async runPhases(): Promise<void> {
    for (const phase of PHASES) {
      await Promise.all(this.hooks.filter((hook) => hook.phase === phase).map((hook) => this.runHook(hook)));
    }
  }

  private async runHook(hook: StopHook): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), this.hookTimeoutMs).unref()));
    try {
      const outcome = await Promise.race([hook.stop().then(() => 'stopped' as const), timeout]);
      if (outcome === 'timeout')
        this.logger.warn({ hook: hook.name, phase: hook.phase, timeoutMs: this.hookTimeoutMs }, 'stop hook timed out; going on');
    } catch (err) {
      this.logger.warn({ err, hook: hook.name, phase: hook.phase }, 'stop hook failed; going on');
    } finally {
      clearTimeout(timer);
    }
  }
}
