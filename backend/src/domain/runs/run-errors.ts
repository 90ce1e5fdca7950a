import { DomainError } from '../shared/domain-error.js';

/** A move the run lifecycle does not allow from an item's current state (HTTP 409, like the schema's state machine). */
export class InvalidRunTransitionError extends DomainError {
  readonly code = 'invalid_transition';
  constructor(transition: string, from: string) {
    super(`Cannot ${transition} an item that is ${from}.`, { transition, from });
  }
}
