import { DomainError } from '../shared/domain-error.js';

/** A move the run lifecycle does not allow from the current state (HTTP 409, like the schema's state machine). */
export class InvalidRunTransitionError extends DomainError {
  readonly code = 'invalid_transition';
  constructor(what: 'run' | 'item', transition: string, from: string) {
    super(`Cannot ${transition} ${what === 'run' ? 'a run' : 'an item'} that is ${from}.`, { transition, from });
  }
}
