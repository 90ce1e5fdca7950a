import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { TransferredDomainError, WorkBudgetExceededError, WorkQueueFullError, type CpuTask, type CpuWork } from '../../ports/cpu-work.js';
import type { LaneMessage, LaneReply } from './cpu-worker.js';

export interface ThreadLaneOptions {
  /** Tasks waiting or running; beyond it `run` refuses at once (503) instead of piling up. */
  maxQueue: number;
  /** Per task, from the moment it reaches the thread (the task ahead of it finished): a longer one is stopped. */
  timeoutMs: number;
  /** Old-generation heap of the thread: a task that needs more is stopped like one over its time budget. */
  memoryMb: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  submittedAt: number;
  /** A module load carries no budget (loading the vocabulary takes ~0.1-1 s, once per thread). */
  budgeted: boolean;
}

export const LANE_THREAD_NAME = 'validate-lane';

const WORKER = new URL(import.meta.url.endsWith('.ts') ? './cpu-worker.ts' : './cpu-worker.js', import.meta.url);

/**
 * CpuWork on one dedicated thread at normal priority, for small tasks on a request's path (POST /api/validate of a
 * small document). Piscina's per-task bookkeeping (task objects, abort signals, the queue, async resources) cost the
 * request thread ~80 µs per task in bench:engine, more than validating a 2 KB document; here a task is one message
 * each way. The pool's threads run at the lowest priority so heavy tenant input never slows delivery; this thread
 * only ever sees documents under the lane's size cap, whose validation is bounded (linear, milliseconds), so it keeps
 * normal priority and a public endpoint keeps its throughput on a busy machine.
 *
 * Same guarantees as the pool: a bounded queue, a time budget per task (the thread is terminated and restarted when
 * one runs over; the tasks behind it are refused with the same error, as the pool refuses its queue when stopped),
 * a memory cap, and domain errors carried back with their code.
 */
export class ThreadLaneCpuWork implements CpuWork {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private readonly loaded = new Set<string>();
  private nextId = 0;
  /** When the thread last finished a task: the task now at the head started then (or when submitted, if later). */
  private lastFinishedAt = 0;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(private readonly options: ThreadLaneOptions) {}

  run<I, O>(task: CpuTask<I, O>, input: I): Promise<O> {
    if (this.pending.size >= this.options.maxQueue) return Promise.reject(new WorkQueueFullError());
    if (!this.loaded.has(task.module)) {
      this.loaded.add(task.module);
      this.post({ module: task.module, exportName: '', input: undefined }, false).catch(() => this.loaded.delete(task.module));
    }
    return this.post({ module: task.module, exportName: task.exportName, input }, true) as Promise<O>;
  }

  /** Stops the thread; tasks still waiting are refused. */
  async close(): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    const worker = this.worker;
    this.worker = null;
    this.loaded.clear();
    this.refuseAll(new WorkQueueFullError());
    await worker?.terminate();
  }

  private post(request: LaneMessage['request'], budgeted: boolean): Promise<unknown> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, submittedAt: performance.now(), budgeted });
      worker.postMessage({ id, request } satisfies LaneMessage);
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER, {
      // The thread's name in `top -H` and /proc (bench:engine reads its CPU there).
      name: LANE_THREAD_NAME,
      workerData: { lane: true },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    // Like the pool's idle threads, the lane never keeps the process alive on its own.
    worker.unref();
    this.lastFinishedAt = performance.now();
    worker.on('message', (reply: LaneReply) => this.settle(reply));
    // Out of memory, or a crash outside a task: every task on this thread is lost with it.
    worker.on('error', () => this.stop(worker, new WorkBudgetExceededError(this.options.timeoutMs)));
    worker.on('exit', () => this.stop(worker, new WorkBudgetExceededError(this.options.timeoutMs)));
    this.watchdog ??= setInterval(() => this.enforceBudget(), Math.max(5, Math.floor(this.options.timeoutMs / 4))).unref();
    return worker;
  }

  private settle(reply: LaneReply): void {
    this.lastFinishedAt = performance.now();
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ('crash' in reply) return pending.reject(new Error(reply.crash));
    const { answer } = reply;
    if (!answer.ok) return pending.reject(new TransferredDomainError(answer.error.code, answer.error.message, answer.error.details));
    pending.resolve(answer.value);
  }

  /** The task at the head of the queue is the one running; over its budget, the thread goes and a new one starts. */
  private enforceBudget(): void {
    const head = this.pending.values().next().value;
    if (!head?.budgeted || !this.worker) return;
    const startedAt = Math.max(head.submittedAt, this.lastFinishedAt);
    if (performance.now() - startedAt > this.options.timeoutMs) this.stop(this.worker, new WorkBudgetExceededError(this.options.timeoutMs));
  }

  private stop(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    // A fresh thread imports its task modules again.
    this.loaded.clear();
    this.refuseAll(error);
    void worker.terminate();
  }

  private refuseAll(error: Error): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const task of waiting) task.reject(error);
  }
}
