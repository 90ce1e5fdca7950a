/** Where the provider's hosted pages send the owner back to: the dashboard's Billing page and its return pages. */
export function billingReturnUrls(dashboardBaseUrl: string) {
  const at = (path: string) => new URL(path, dashboardBaseUrl).toString();
  return {
    billing: at('/billing'),
    // `{CHECKOUT_SESSION_ID}` is filled in by the provider; the page only uses it to say thanks, never as proof.
    success: `${at('/billing/success')}?session_id={CHECKOUT_SESSION_ID}`,
    cancel: at('/billing/cancel'),
  };
}

const WINDOW_MS = 60_000;

/**
 * Part of the idempotency key of creating calls: a double click or a retried request within the same minute gets
 * the same session back, while a later attempt (after the hosted page expired or was left) gets a fresh one.
 */
export function idempotencyWindow(now: Date): number {
  return Math.floor(now.getTime() / WINDOW_MS);
}
