import { DomainError } from '../../domain/shared/domain-error.js';

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
