import { DomainError } from '../shared/domain-error.js';
import type { SchemaStatus } from './schema-status.js';

export type SchemaTransition = 'publish' | 'pause' | 'unpause';

/** A transition the state machine does not allow from the schema's current state (HTTP 409). */
export class InvalidSchemaTransitionError extends DomainError {
  readonly code = 'invalid_transition';
  constructor(transition: SchemaTransition, from: SchemaStatus, to: SchemaStatus, allowedFrom: SchemaStatus) {
    super(`Cannot ${transition} a schema that is ${from}: ${transition} moves a schema from ${allowedFrom} to ${to}.`, {
      transition,
      from,
      to,
      allowedFrom,
    });
  }
}
