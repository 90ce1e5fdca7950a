export type SchemaStatus = 'draft' | 'published' | 'paused';
export const SCHEMA_STATUSES: readonly SchemaStatus[] = ['draft', 'published', 'paused'];
