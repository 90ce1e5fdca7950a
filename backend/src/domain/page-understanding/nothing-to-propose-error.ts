import { DomainError } from '../shared/domain-error.js';

/** The page does not say clearly enough what it is, or states too little: nothing is proposed rather than a guess (HTTP 422). */
export class NothingToProposeError extends DomainError {
  readonly code = 'nothing_to_propose';
  constructor(readonly reasons: string[]) {
    super(`Nothing was proposed for this page: ${reasons.join(' ')}`.slice(0, 600));
  }
}
