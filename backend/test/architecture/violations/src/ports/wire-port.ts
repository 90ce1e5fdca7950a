// Violates domain-and-ports-no-wire-contracts: a port returns domain objects; views are built at the HTTP edge.
import type { SchemaDto } from '@sdn/contracts';

export interface WirePort {
  find(id: string): Promise<SchemaDto | null>;
}
