import { Piscina } from 'piscina';
import { TransferredDomainError, WorkBudgetExceededError, WorkQueueFullError, type CpuTask, type CpuWork } from '../../ports/cpu-work.js';
import type { WorkerAnswer, WorkerRequest } from './cpu-worker.js';

export interface PiscinaCpuWorkOptions {
  /** Worker threads (the request thread is not one of them). */
  threads: number;
  /** Tasks that may wait for a thread; beyond it requests are refused at once (503) instead of piling up. */
  maxQueue: number;
  /** Per task, from submission: queue wait plus run time. */
  timeoutMs: number;
  /** Old-generation heap per thread: a task that needs more is stopped like one over its time budget. */
  memoryMb: number;
}

// Sources run from TypeScript in tests and benchmarks, from dist/ in production.
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './cpu-worker.ts' : './cpu-worker.js', import.meta.url).href;

/** CpuWork on a piscina pool of worker threads: CPU-heavy tasks never block delivery or other requests. */
export class PiscinaCpuWork implements CpuWork {
  private started: Piscina<WorkerRequest, WorkerAnswer> | null = null;
  /** Task modules loaded on the threads, so loading (the vocabulary: ~0.1-1 s) never counts against a task's budget. */
  private readonly loads = new Map<string, Promise<unknown>>();

  constructor(private readonly options: PiscinaCpuWorkOptions) {}

  /** Threads start with the first task: processes that never run one (the operator CLI) start none. */
  private get pool(): Piscina<WorkerRequest, WorkerAnswer> {
    this.started ??= new Piscina({
      filename: WORKER,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      maxQueue: this.options.maxQueue,
      // Threads stay up: starting one loads the engine's vocabulary again (~100 ms).
      idleTimeout: Number.POSITIVE_INFINITY,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    return this.started;
  }

  async run<I, O>(task: CpuTask<I, O>, input: I): Promise<O> {
    if (this.pool.queueSize >= this.options.maxQueue) throw new WorkQueueFullError();
    await this.loadOnEveryThread(task.module);
    let answer: WorkerAnswer;
    try {
      answer = await this.pool.run(
        { module: task.module, exportName: task.exportName, input },
        // Piscina terminates the thread of a running task when its signal aborts, and starts a fresh one.
        { signal: AbortSignal.timeout(this.options.timeoutMs) },
      );
    } catch (error) {
      if (isAbort(error)) throw new WorkBudgetExceededError(this.options.timeoutMs);
      if (error instanceof Error && error.message === 'Task queue is at limit') throw new WorkQueueFullError();
      if (error instanceof Error && /ERR_WORKER_OUT_OF_MEMORY/.test(`${(error as { code?: string }).code} ${error.message}`)) {
        throw new WorkBudgetExceededError(this.options.timeoutMs);
      }
      throw error;
    }
    if (!answer.ok) throw new TransferredDomainError(answer.error.code, answer.error.message, answer.error.details);
    return answer.value as O;
  }

  /**
   * Imports a task module once per thread, without a time budget (module code only builds tables). Threads that
   * replace a terminated one load it on their first task, within its budget.
   */
  private loadOnEveryThread(module: string): Promise<unknown> {
    let loading = this.loads.get(module);
    if (!loading) {
      const load = { module, exportName: '', input: undefined };
      loading = Promise.all(Array.from({ length: this.options.threads }, () => this.pool.run(load)));
      // A failed load is retried by the next task (and its error surfaces there).
      loading.catch(() => this.loads.delete(module));
      this.loads.set(module, loading);
    }
    return loading;
  }

  /** Lets queued and running tasks finish, then stops the threads. */
  async close(): Promise<void> {
    await this.started?.close();
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
