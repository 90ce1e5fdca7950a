/**
 * Every rule the domain or a use case enforces fails with a DomainError subclass. The stable `code` is what
 * the single HTTP error handler maps to a status and body; the message is safe to show to users.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Per-field messages in the spec's shape: `{ field: { _errors: [...] } }`. */
export type FieldErrors = Record<string, { _errors: string[] }>;

export function fieldErrors(messages: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, { _errors: list }]));
}

/** Input that fails validation field by field (HTTP 400 `Validation failed`). */
export class ValidationError extends DomainError {
  readonly code = 'validation_failed';
  constructor(readonly fields: FieldErrors) {
    super('Validation failed', fields);
  }
}

/** Input rejected as a whole with a message of its own (HTTP 400 with that message). */
export class BadRequestError extends DomainError {
  readonly code = 'bad_request';
}

/** Input over a size the domain sets (HTTP 413 with the message, which names the limit). */
export class PayloadTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
}

/** The object does not exist or belongs to another workspace (HTTP 404; never reveal which). */
export class NotFoundError extends DomainError {
  readonly code = 'not_found';
}

/** The request conflicts with the current state (HTTP 409). */
export class ConflictError extends DomainError {
  readonly code = 'conflict';
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'unauthenticated';
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/** Signed in, but this action is not theirs to take (HTTP 403). */
export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
}

/** A plan limit would be exceeded (HTTP 403 `limit_reached`, details name the limit). */
export class LimitReachedError extends DomainError {
  readonly code = 'limit_reached';
  constructor(details: { limit: string; max: number; used?: number; [key: string]: unknown }) {
    super('limit_reached', details);
  }
}

/** A feature the workspace's plan does not include (HTTP 403 `plan_required`, details name the lowest plan). */
export class PlanRequiredError extends DomainError {
  readonly code = 'plan_required';
  constructor(plan: string, feature?: string) {
    super('plan_required', feature ? { plan, feature } : { plan });
  }
}
