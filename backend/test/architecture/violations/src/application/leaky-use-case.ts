// Violates application-no-adapters: a use case naming a concrete adapter instead of a port.
import { RowStore } from '../adapters/postgres/row-store.js';

export class LeakyUseCase {
  private readonly store = new RowStore();

  execute(id: string): string | undefined {
    return this.store.get(id);
  }
}
