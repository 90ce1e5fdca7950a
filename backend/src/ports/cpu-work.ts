import { DomainError } from '../domain/shared/domain-error.js';

/**
 * A CPU-heavy function run off the thread that answers requests (validation, generation, and later extraction
 * and audit parsing). The function is an export of a module; `cpuTask` ties the two with its input and output
 * types, so callers get a typed `run`. Input and output cross a thread boundary: plain data only (structured clone).
 *
 * Define a task next to the code it runs:
 *
 *   export function extractPage(input: { html: string }): Extracted { ... }
 *   export const extractPageTask = cpuTask<typeof extractPage>(import.meta.url, 'extractPage');
 *   const extracted = await cpuWork.run(extractPageTask, { html });
 */
export interface CpuTask<I, O> {
  /** URL of the module that exports the function (its own `import.meta.url`). */
  readonly module: string;
  readonly exportName: string;
  /** Never set: carries the types. */
  readonly signature?: (input: I) => O;
}

export function cpuTask<F extends (input: never) => unknown>(
  module: string,
  exportName: string,
): CpuTask<Parameters<F>[0], Awaited<ReturnType<F>>> {
  return Object.freeze({ module, exportName });
}

export interface CpuWork {
  /**
   * Runs the task within the per-task time budget. A DomainError the task throws arrives with its code, message
   * and details; a task over its budget is stopped (its thread terminated) and rejects with WorkBudgetExceededError;
   * a full queue rejects at once with WorkQueueFullError.
   */
  run<I, O>(task: CpuTask<I, O>, input: I): Promise<O>;
}

/** A CPU task ran past its time budget and was stopped (HTTP 503 with Retry-After). */
export class WorkBudgetExceededError extends DomainError {
  readonly code = 'work_budget_exceeded';
  readonly retryAfterSeconds = 5;
  constructor(budgetMs: number) {
    super(
      `The request needed more than its ${budgetMs} ms processing budget and was stopped. Send a smaller document, or retry in a moment.`,
    );
  }
}

/** Every worker is busy and the queue is full (HTTP 503 with Retry-After): refusing beats queueing without end. */
export class WorkQueueFullError extends DomainError {
  readonly code = 'busy';
  readonly retryAfterSeconds = 2;
  constructor() {
    super('The service is busy. Please retry in a moment.');
  }
}

/** A DomainError thrown inside a worker thread, carried back with its code, message and details. */
export class TransferredDomainError extends DomainError {
  constructor(
    readonly code: string,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message, details);
  }
}
