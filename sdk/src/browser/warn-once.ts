let warned = false;

/** A broken service must not flood the host page's console: one warning for the page's whole life. */
export function warnOnce(...details: unknown[]): void {
  if (warned) return;
  warned = true;
  console.warn('[SchemaDelivery]', ...details);
}
