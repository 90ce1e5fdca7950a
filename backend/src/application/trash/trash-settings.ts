/** How long an item waits in the trash before the purge job removes it (TRASH_RETENTION_DAYS). */
export interface TrashSettings {
  retentionDays: number;
}
