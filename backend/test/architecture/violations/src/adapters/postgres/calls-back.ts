// Violates outbound-adapters-no-use-cases: an outbound adapter driving the application.
import { LeakyUseCase } from '../../application/leaky-use-case.js';

export function callsBack(id: string): string | undefined {
  return new LeakyUseCase().execute(id);
}
