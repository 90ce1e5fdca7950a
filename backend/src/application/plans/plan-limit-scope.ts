/**
 * The serialisation scope of a workspace's counted plan limits (sites, saved schemas): every check that counts
 * rows and then adds one runs under it (an advisory lock in the database), like seat reservations do.
 */
export function planLimitScope(workspaceId: string): string {
  return `plan-limits:${workspaceId}`;
}
