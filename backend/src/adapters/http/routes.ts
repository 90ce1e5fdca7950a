import type { RequestHandler, Router } from 'express';
import { LoadSession } from '../../application/auth/load-session.js';
import { RequestSignUp } from '../../application/auth/request-sign-up.js';
import { ApplyBillingEvent } from '../../application/billing/apply-billing-event.js';
import { AI_USE_CASES, createAiRouter } from './ai/ai-router.js';
import { COPYWRITER_USE_CASES, createCopywriterRouter } from './ai/copywriter-router.js';
import { AUDITS_USE_CASES, createAuditsRouter } from './audit/audits-router.js';
import { AUTH_USE_CASES, createAuthRouter } from './auth/auth-router.js';
import { currentActor, optionalActor, requireSession } from './auth/require-session.js';
import { WORKSPACES_USE_CASES, createWorkspacesRouter } from './auth/workspaces-router.js';
import { BILLING_USE_CASES, createBillingRouter } from './billing/billing-router.js';
import { billingWebhook } from './billing/billing-webhook.js';
import { BULK_RUNS_USE_CASES, createBulkRunsRouter } from './bulk/bulk-runs-router.js';
import { CLIENT_SITES_USE_CASES, createClientSitesRouter } from './client-sites/client-sites-router.js';
import { SITE_SETTINGS_USE_CASES, createSiteSettingsRouter } from './client-sites/site-settings-router.js';
import { ENGINE_USE_CASES, createEngineRouter } from './engine/engine-router.js';
import { perMinuteLimit, type RateLimitStores } from './per-minute-limit.js';
import { PLAN_USE_CASES, createPlanRouter } from './plan/plan-router.js';
import { SCHEMA_REVISIONS_USE_CASES, createSchemaRevisionsRouter } from './schemas/schema-revisions-router.js';
import { SCHEMAS_USE_CASES, createSchemasRouter } from './schemas/schemas-router.js';
import {
  SCHEMA_EVENTS_USE_CASES,
  SEARCH_CONSOLE_CALLBACK_USE_CASES,
  SEARCH_CONSOLE_USE_CASES,
  createSchemaEventsRouter,
  createSearchConsoleCallbackRouter,
  createSearchConsoleRouter,
} from './search-console/search-console-router.js';
import { SEND_TO_DEV_USE_CASES, createSendToDevRouter } from './send-to-dev/send-to-dev-router.js';
import { INVITATION_PREVIEW_USE_CASES, createInvitationPreviewRouter } from './team/invitation-preview-router.js';
import { TEAM_USE_CASES, createTeamRouter } from './team/team-router.js';
import { TRASH_USE_CASES, createTrashRouter } from './trash/trash-router.js';
import { resolveUseCases, type ResolveUseCase } from './use-cases.js';
import { WEBHOOKS_USE_CASES, createWebhooksRouter } from './webhooks/webhooks-router.js';

/** What the routes need besides use cases: limits, origins and the request scope, from the configuration. */
export interface RouteSettings {
  /** The dashboard's public origin; null means "the origin the request came to". */
  publicBaseUrl: string | null;
  /** Per-limiter rate-limit stores (Redis when REDIS_URL is set). */
  limitStores: RateLimitStores;
  /** The ORM's per-request context, for public routers that reach the database. */
  requestScope: RequestHandler;
  sessionCookie: string;
  auth: {
    /** Sign-up waits for the emailed link (SIGNUP_CONFIRMATION); false opens the account at once. */
    confirmationRequired: boolean;
    confirmationLinkHours: number;
    attemptsPerMinute: number;
    attemptsPerAccount: number;
    secureCookieOnly: boolean;
  };
  perMinute: {
    verifySdk: number;
    validate: number;
    generateGuest: number;
    generateUser: number;
    generateFromUrl: number;
    copywriter: number;
    bulkRunStarts: number;
    auditStarts: number;
  };
}

/** The routers createApp mounts, by where they sit. */
export interface Routes {
  authRouter: Router;
  /** Mounted at /api; they resolve the caller themselves (sign-in optional, or 403 without it). */
  publicApiRouters: Router[];
  requireSession: RequestHandler;
  /** Mounted at /api/<path> behind requireSession. */
  protectedRouters: { path: string; router: Router }[];
  /** Signed callbacks from other services: raw body, no session, POST only. */
  webhooks: { path: string; handlers: RequestHandler[] }[];
}

/**
 * The HTTP route table, in one place: every router and where it is mounted. Each router names its own use cases in
 * its `*_USE_CASES` map, so a use case added to an existing router touches the router and its binding, not this file;
 * a new router adds one line here.
 */
export function httpRoutes(get: ResolveUseCase, settings: RouteSettings): Routes {
  const loadSession = get(LoadSession);
  const resolveActor = optionalActor(loadSession);
  const stores = settings.limitStores;
  const perMinute = settings.perMinute;
  const { publicBaseUrl } = settings;
  /** Starts of background work, counted per workspace (in Redis when shared): each one fetches and parses a tenant's site. */
  const workspaceLimit = (name: string, limit: number, error: string) =>
    perMinuteLimit({
      limit,
      keyGenerator: (_req, res) => `${name}:${currentActor(res).workspaceId}`,
      message: { error },
      store: stores(name),
    });
  const use = <Classes extends Parameters<typeof resolveUseCases>[1]>(classes: Classes) => resolveUseCases(get, classes);
  return {
    authRouter: createAuthRouter({
      ...use(AUTH_USE_CASES),
      requestSignUp: settings.auth.confirmationRequired ? get(RequestSignUp) : null,
      confirmationLinkHours: settings.auth.confirmationLinkHours,
      attemptsPerMinute: settings.auth.attemptsPerMinute,
      attemptsPerAccount: settings.auth.attemptsPerAccount,
      secureCookieOnly: settings.auth.secureCookieOnly,
      limitStores: stores,
      cookieName: settings.sessionCookie,
    }),
    publicApiRouters: [
      createEngineRouter({
        ...use(ENGINE_USE_CASES),
        resolveActor,
        limits: {
          validatePerMinute: perMinute.validate,
          generateGuestPerMinute: perMinute.generateGuest,
          generateUserPerMinute: perMinute.generateUser,
          stores,
        },
      }),
      createAiRouter({ ...use(AI_USE_CASES), perMinute: perMinute.generateFromUrl, store: stores('generate-from-url'), resolveActor }),
      createCopywriterRouter({ ...use(COPYWRITER_USE_CASES), perMinute: perMinute.copywriter, store: stores('copywriter'), resolveActor }),
      createInvitationPreviewRouter({ ...use(INVITATION_PREVIEW_USE_CASES), requestScope: settings.requestScope }),
    ],
    requireSession: requireSession(loadSession),
    protectedRouters: [
      { path: '/clients', router: createClientSitesRouter(use(CLIENT_SITES_USE_CASES)) },
      { path: '/clients/:clientId/schemas/:schemaId/revisions', router: createSchemaRevisionsRouter(use(SCHEMA_REVISIONS_USE_CASES)) },
      { path: '/clients/:clientId/schemas', router: createSchemasRouter(use(SCHEMAS_USE_CASES)) },
      {
        path: '/clients/:clientId',
        router: createSiteSettingsRouter({
          ...use(SITE_SETTINGS_USE_CASES),
          verifyPerMinute: perMinute.verifySdk,
          verifyStore: stores('verify-sdk'),
        }),
      },
      { path: '/plan', router: createPlanRouter(use(PLAN_USE_CASES)) },
      { path: '/team', router: createTeamRouter({ ...use(TEAM_USE_CASES), publicBaseUrl }) },
      { path: '/workspaces', router: createWorkspacesRouter(use(WORKSPACES_USE_CASES)) },
      { path: '/billing', router: createBillingRouter({ ...use(BILLING_USE_CASES), publicBaseUrl }) },
      {
        path: '/clients/:clientId/bulk-runs',
        router: createBulkRunsRouter({
          ...use(BULK_RUNS_USE_CASES),
          startLimit: workspaceLimit(
            'bulk-run-starts',
            perMinute.bulkRunStarts,
            'Too many bulk runs started. Please wait a minute and try again.',
          ),
        }),
      },
      { path: '/clients/:clientId/search-console', router: createSearchConsoleRouter(use(SEARCH_CONSOLE_USE_CASES)) },
      { path: '/search-console', router: createSearchConsoleCallbackRouter(use(SEARCH_CONSOLE_CALLBACK_USE_CASES)) },
      { path: '/clients/:clientId/schema-events', router: createSchemaEventsRouter(use(SCHEMA_EVENTS_USE_CASES)) },
      {
        path: '/clients/:clientId/audits',
        router: createAuditsRouter({
          ...use(AUDITS_USE_CASES),
          startLimit: workspaceLimit('audit-starts', perMinute.auditStarts, 'Too many audits started. Please wait a minute and try again.'),
        }),
      },
      { path: '/clients/:clientId', router: createSendToDevRouter(use(SEND_TO_DEV_USE_CASES)) },
      { path: '/webhooks', router: createWebhooksRouter(use(WEBHOOKS_USE_CASES)) },
      { path: '/trash', router: createTrashRouter(use(TRASH_USE_CASES)) },
    ],
    webhooks: [{ path: '/api/billing/webhook', handlers: billingWebhook(get(ApplyBillingEvent)) }],
  };
}
