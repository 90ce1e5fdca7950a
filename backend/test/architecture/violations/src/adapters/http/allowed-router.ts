// Allowed: an inbound adapter drives a use case.
import type { LeakyUseCase } from '../../application/leaky-use-case.js';

export function handle(useCase: LeakyUseCase, id: string): string {
  return useCase.execute(id) ?? 'none';
}
