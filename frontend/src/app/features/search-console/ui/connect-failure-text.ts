import { SEARCH_CONSOLE_CONNECT_FAILURES, type SearchConsoleConnectFailure } from '@sdn/contracts';

/**
 * What the Performance page says when Google's callback sent the owner back with `?searchConsole=error&reason=<code>`.
 * Fixed texts only: the address is anyone's to write, so nothing from it is shown.
 */
const TEXTS: Record<SearchConsoleConnectFailure, string> = {
  not_started: 'This Google sign-in was not started here. Start Connect again.',
  state_mismatch: 'This Google sign-in was not started here. Start Connect again.',
  expired: 'This Google sign-in took too long and expired. Start Connect again.',
  access_denied: 'Access to Search Console was not granted.',
  google_error: 'Google could not complete the sign-in. Start Connect again.',
  no_code: 'Google could not complete the sign-in. Start Connect again.',
  grant_refused: 'Google refused the sign-in. Start Connect again.',
  api_disabled:
    "Google's Search Console API is not enabled for this service. Ask your administrator to enable it.",
  unavailable: 'Google Search Console could not be reached. Please try again in a moment.',
  not_configured:
    'Search Console is not configured on this service. Ask your administrator to set it up.',
  failed: 'Connecting Search Console failed.',
};

export function connectFailureText(reason: string | null): string {
  const known = SEARCH_CONSOLE_CONNECT_FAILURES.find((failure) => failure === reason);
  return TEXTS[known ?? 'failed'];
}
