import type { SearchConsoleConnectFailure } from '@sdn/contracts';
import { Router, type Request } from 'express';
import { ChooseSearchConsoleProperty } from '../../../application/search-console/choose-search-console-property.js';
import { CompleteSearchConsoleConnect } from '../../../application/search-console/complete-search-console-connect.js';
import { DisconnectSearchConsole } from '../../../application/search-console/disconnect-search-console.js';
import { GetSearchConsoleStatus } from '../../../application/search-console/get-search-console-status.js';
import { GetSearchPerformance } from '../../../application/search-console/get-search-performance.js';
import { ListSearchConsoleProperties } from '../../../application/search-console/list-search-console-properties.js';
import { RequestSearchConsoleSync } from '../../../application/search-console/request-search-console-sync.js';
import {
  type PendingSearchConsoleConnect,
  StartSearchConsoleConnect,
} from '../../../application/search-console/start-search-console-connect.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { MAX_URL_LENGTH } from '../../../domain/shared/page-url.js';
import { ListSchemaEvents } from '../../../application/schemas/list-schema-events.js';
import { SearchConsoleConnectError } from '../../../application/search-console/search-console-connect-error.js';
import { GoogleUnavailableError, SearchConsoleNotConfiguredError } from '../../../application/search-console/search-console-access.js';
import { currentActor, sessionCall } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';
import type { UseCasesOf } from '../use-cases.js';

declare module 'express-session' {
  interface SessionData {
    /** The OAuth flow this browser started: Google's callback must carry its `state`. */
    searchConsoleConnect?: PendingSearchConsoleConnect;
  }
}

export const SEARCH_CONSOLE_USE_CASES = {
  getStatus: GetSearchConsoleStatus,
  startConnect: StartSearchConsoleConnect,
  completeConnect: CompleteSearchConsoleConnect,
  listProperties: ListSearchConsoleProperties,
  chooseProperty: ChooseSearchConsoleProperty,
  disconnect: DisconnectSearchConsole,
  requestSync: RequestSearchConsoleSync,
  getPerformance: GetSearchPerformance,
};

export type SearchConsoleRouterDeps = UseCasesOf<typeof SEARCH_CONSOLE_USE_CASES>;

const clientId = (req: Request) => validate(clientIdParams, { clientId: req.params.clientId }).clientId;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_URL_LENGTH) : undefined);

/** /api/clients/:clientId/search-console, behind requireSession. */
export function createSearchConsoleRouter(deps: SearchConsoleRouterDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    res.json(await deps.getStatus.execute(currentActor(res), clientId(req)));
  });
  router.post('/connect', async (req, res) => {
    const { authorizationUrl, pending } = await deps.startConnect.execute(currentActor(res), clientId(req));
    req.session.searchConsoleConnect = pending;
    await sessionCall(req, 'save');
    res.json({ authorizationUrl });
  });
  router.get('/properties', async (req, res) => {
    res.json(await deps.listProperties.execute(currentActor(res), clientId(req)));
  });
  router.put('/property', ...jsonBody(), async (req, res) => {
    res.json(await deps.chooseProperty.execute(currentActor(res), clientId(req), (req.body as { siteUrl?: unknown } | null)?.siteUrl));
  });
  router.delete('/', async (req, res) => {
    await deps.disconnect.execute(currentActor(res), clientId(req));
    res.status(204).end();
  });
  router.post('/sync', async (req, res) => {
    res.status(202).json(await deps.requestSync.execute(currentActor(res), clientId(req)));
  });
  router.get('/performance', async (req, res) => {
    res.json(await deps.getPerformance.execute(currentActor(res), clientId(req), req.query.days));
  });
  return router;
}

/**
 * /api/search-console/oauth/callback, the redirect URL registered at Google. Google sends the browser here (a
 * top-level GET, so the SameSite=Lax session cookie comes along); the answer is a redirect back to the site's
 * Performance tab with the outcome, never a JSON page.
 */
export const SEARCH_CONSOLE_CALLBACK_USE_CASES = { completeConnect: CompleteSearchConsoleConnect };

export function createSearchConsoleCallbackRouter(deps: UseCasesOf<typeof SEARCH_CONSOLE_CALLBACK_USE_CASES>): Router {
  const router = Router();
  router.get('/oauth/callback', async (req, res) => {
    const pending = req.session.searchConsoleConnect;
    // One try per started connect, except a callback with another state: that one is not this connect's answer (a
    // forged or stale link), and must not cancel the connect the owner is still going through.
    const settle = async (failure: SearchConsoleConnectFailure | null) => {
      if (failure === 'state_mismatch') return;
      delete req.session.searchConsoleConnect;
      await sessionCall(req, 'save');
    };
    try {
      const { clientId: site } = await deps.completeConnect.execute(currentActor(res), pending, {
        code: text(req.query.code),
        state: text(req.query.state),
        error: text(req.query.error),
      });
      await settle(null);
      res.redirect(303, `/sites/${encodeURIComponent(site)}/performance?searchConsole=connected`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const failure = failureOf(error);
      await settle(failure);
      // A code only: the dashboard shows its own text for it, so no link can make the page say something else.
      const page = pending ? `/sites/${encodeURIComponent(pending.clientId)}/performance` : '/sites';
      res.redirect(303, `${page}?searchConsole=error&reason=${failure}`);
    }
  });
  return router;
}

function failureOf(error: DomainError): SearchConsoleConnectFailure {
  if (error instanceof SearchConsoleConnectError) return error.failure;
  if (error instanceof GoogleUnavailableError) return 'unavailable';
  if (error instanceof SearchConsoleNotConfiguredError) return 'not_configured';
  return 'failed';
}

/** /api/clients/:clientId/schema-events: the site's publish history. */
export const SCHEMA_EVENTS_USE_CASES = { listSchemaEvents: ListSchemaEvents };

export function createSchemaEventsRouter(deps: UseCasesOf<typeof SCHEMA_EVENTS_USE_CASES>): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    res.json(await deps.listSchemaEvents.execute(currentActor(res), clientId(req)));
  });
  return router;
}
