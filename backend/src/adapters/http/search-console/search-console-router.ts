import { Router, type Request } from 'express';
import type { ChooseSearchConsoleProperty } from '../../../application/search-console/choose-search-console-property.js';
import type { CompleteSearchConsoleConnect } from '../../../application/search-console/complete-search-console-connect.js';
import type { DisconnectSearchConsole } from '../../../application/search-console/disconnect-search-console.js';
import type { GetSearchConsoleStatus } from '../../../application/search-console/get-search-console-status.js';
import type { GetSearchPerformance } from '../../../application/search-console/get-search-performance.js';
import type { ListSearchConsoleProperties } from '../../../application/search-console/list-search-console-properties.js';
import type { RequestSearchConsoleSync } from '../../../application/search-console/request-search-console-sync.js';
import type {
  PendingSearchConsoleConnect,
  StartSearchConsoleConnect,
} from '../../../application/search-console/start-search-console-connect.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import type { ListSchemaEvents } from '../../../application/schemas/list-schema-events.js';
import { currentActor, sessionCall } from '../auth/require-session.js';
import { clientIdParams, validate } from '../joi-validation.js';
import { jsonBody } from '../json-body.js';

declare module 'express-session' {
  interface SessionData {
    /** The OAuth flow this browser started: Google's callback must carry its `state`. */
    searchConsoleConnect?: PendingSearchConsoleConnect;
  }
}

export interface SearchConsoleRouterDeps {
  getStatus: GetSearchConsoleStatus;
  startConnect: StartSearchConsoleConnect;
  completeConnect: CompleteSearchConsoleConnect;
  listProperties: ListSearchConsoleProperties;
  chooseProperty: ChooseSearchConsoleProperty;
  disconnect: DisconnectSearchConsole;
  requestSync: RequestSearchConsoleSync;
  getPerformance: GetSearchPerformance;
}

const clientId = (req: Request) => validate(clientIdParams, { clientId: req.params.clientId }).clientId;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 2048) : undefined);

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
export function createSearchConsoleCallbackRouter(deps: Pick<SearchConsoleRouterDeps, 'completeConnect'>): Router {
  const router = Router();
  router.get('/oauth/callback', async (req, res) => {
    const pending = req.session.searchConsoleConnect;
    delete req.session.searchConsoleConnect;
    await sessionCall(req, 'save');
    const back = (outcome: string, message?: string) =>
      `/sites/${encodeURIComponent(pending?.clientId ?? '')}/performance?searchConsole=${outcome}${message ? `&message=${encodeURIComponent(message)}` : ''}`;
    try {
      const { clientId: site } = await deps.completeConnect.execute(currentActor(res), pending, {
        code: text(req.query.code),
        state: text(req.query.state),
        error: text(req.query.error),
      });
      res.redirect(303, `/sites/${encodeURIComponent(site)}/performance?searchConsole=connected`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      res.redirect(303, pending ? back('error', error.message) : `/sites?searchConsole=error&message=${encodeURIComponent(error.message)}`);
    }
  });
  return router;
}

/** /api/clients/:clientId/schema-events: the site's publish history. */
export function createSchemaEventsRouter(deps: { listSchemaEvents: ListSchemaEvents }): Router {
  const router = Router({ mergeParams: true });
  router.get('/', async (req, res) => {
    res.json(await deps.listSchemaEvents.execute(currentActor(res), clientId(req)));
  });
  return router;
}
