export type SchemaStatus = 'draft' | 'published' | 'paused';
export const SCHEMA_STATUSES: readonly SchemaStatus[] = ['draft', 'published', 'paused'];

export function isSchemaStatus(value: unknown): value is SchemaStatus {
  return typeof value === 'string' && (SCHEMA_STATUSES as readonly string[]).includes(value);
}
