/** Waits `ms` without keeping the process alive (a pause between batches or retries, never a schedule). */
export function pause(ms: number): Promise<void> {
  return new Promise((resume) => setTimeout(resume, ms).unref());
}
