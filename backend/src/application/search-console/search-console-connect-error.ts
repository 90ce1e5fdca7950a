import { BadRequestError } from '../../domain/shared/domain-error.js';

/** Why a connect did not complete; the callback passes it on as a code, the dashboard shows its own text for it. */
export type ConnectFailure =
  'not_started' | 'state_mismatch' | 'expired' | 'access_denied' | 'google_error' | 'no_code' | 'grant_refused' | 'api_disabled';

/** Google's callback could not complete the connect started in this session. */
export class SearchConsoleConnectError extends BadRequestError {
  constructor(
    readonly failure: ConnectFailure,
    message: string,
  ) {
    super(message);
  }
}
