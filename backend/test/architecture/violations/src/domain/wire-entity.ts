// Violates domain-and-ports-no-wire-contracts: the domain speaks its own types, not the API's.
import type { SchemaDto } from '@sdn/contracts';

export type WireEntity = Pick<SchemaDto, 'id'>;
