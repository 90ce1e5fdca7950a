import type { RequestListener } from 'node:http';
import type { Container } from 'inversify';
import { LoadSession } from '../application/auth/load-session.js';
import { LogIn } from '../application/auth/log-in.js';
import { SignUp } from '../application/auth/sign-up.js';
import { ConfirmSignUp } from '../application/auth/confirm-sign-up.js';
import { RequestSignUp } from '../application/auth/request-sign-up.js';
import { CreateClientSite } from '../application/client-sites/create-client-site.js';
import { DeleteClientSite } from '../application/client-sites/delete-client-site.js';
import { GetClientSite } from '../application/client-sites/get-client-site.js';
import { ListClientSites } from '../application/client-sites/list-client-sites.js';
import { UpdateClientSite } from '../application/client-sites/update-client-site.js';
import { DeliverSchemas } from '../application/delivery/deliver-schemas.js';
import { ChangeSchemaStatus } from '../application/schemas/change-schema-status.js';
import { CreateSchema } from '../application/schemas/create-schema.js';
import { DeleteSchema } from '../application/schemas/delete-schema.js';
import { GetSchema } from '../application/schemas/get-schema.js';
import { ListSchemas } from '../application/schemas/list-schemas.js';
import { UpdateSchema } from '../application/schemas/update-schema.js';
import { createApp } from '../adapters/http/app.js';
import { ormRequestScope } from '../adapters/http/orm-request-scope.js';
import { pgSessionMiddleware, SESSION_COOKIE } from '../adapters/http/auth/pg-session-middleware.js';
import { createAuthRouter } from '../adapters/http/auth/auth-router.js';
import { requireSession } from '../adapters/http/auth/require-session.js';
import { createClientSitesRouter } from '../adapters/http/client-sites/client-sites-router.js';
import { isDatabaseUnavailable } from '../adapters/postgres/database-unavailable.js';
import { createDeliveryListener } from '../adapters/http/delivery/delivery-listener.js';
import { BulkChangeSchemas } from '../application/schemas/bulk-change-schemas.js';
import { DuplicateSchema } from '../application/schemas/duplicate-schema.js';
import { ExportSchemas } from '../application/schemas/export-schemas.js';
import { ImportSchemas } from '../application/schemas/import-schemas.js';
import { createSchemasRouter } from '../adapters/http/schemas/schemas-router.js';
import { createSchemaRevisionsRouter } from '../adapters/http/schemas/schema-revisions-router.js';
import { GetSchemaRevision } from '../application/schemas/get-schema-revision.js';
import { ListSchemaRevisions } from '../application/schemas/list-schema-revisions.js';
import { RestoreSchemaRevision } from '../application/schemas/restore-schema-revision.js';
import { createSiteSettingsRouter } from '../adapters/http/client-sites/site-settings-router.js';
import { createPlanRouter } from '../adapters/http/plan/plan-router.js';
import { createTeamRouter } from '../adapters/http/team/team-router.js';
import { createInvitationPreviewRouter } from '../adapters/http/team/invitation-preview-router.js';
import { ConfigureDomainLock } from '../application/client-sites/configure-domain-lock.js';
import { VerifySdk } from '../application/client-sites/verify-sdk.js';
import { GetPlanUsage } from '../application/plans/get-plan-usage.js';
import { AcceptInvitation } from '../application/team/accept-invitation.js';
import { InviteMember } from '../application/team/invite-member.js';
import { ListTeam } from '../application/team/list-team.js';
import { RemoveMember } from '../application/team/remove-member.js';
import { ViewInvitation } from '../application/team/view-invitation.js';
import { ListWorkspaces } from '../application/auth/list-workspaces.js';
import { createWorkspacesRouter } from '../adapters/http/auth/workspaces-router.js';
import { TOKENS } from './tokens.js';
import { resolve } from './wiring.js';
import { engineRouterFrom } from './engine-bindings.js';
import { billingRoutesFrom } from './billing-bindings.js';
import { aiRouterFrom, bulkRunsRouterFrom } from './ai-bindings.js';
import { searchConsoleRoutersFrom } from './search-console-bindings.js';
import { auditRoutersFrom } from './audit-bindings.js';
import { copywriterRouterFrom } from './copywriter-bindings.js';

export interface HttpApp {
  /** Delivery on node:http first, then the Express app for everything else. */
  listener: RequestListener;
  /** Stops background timers (session pruning). */
  close(): void;
}

/** Builds the Express app from the container's use cases and the configuration. */
export function buildHttpApp(container: Container, sessionSecret: string): HttpApp {
  const config = resolve(container, TOKENS.Config);
  const logger = resolve(container, TOKENS.Logger);
  const database = resolve(container, TOKENS.Database);
  const sessions = pgSessionMiddleware(database.pool, {
    secret: sessionSecret,
    cookieSecure: config.cookieSecure,
    ttlHours: config.sessionTtlHours,
  });
  const loadSession = resolve(container, LoadSession);
  const sharedLimits = resolve(container, TOKENS.SharedLimits);
  const billing = billingRoutesFrom(container, config);
  const requestScope = ormRequestScope(database.orm.em);

  const app = createApp({
    logger,
    trustProxy: config.trustProxy,
    isReady: () => database.isReady(),
    isUnavailable: isDatabaseUnavailable,
    requestScope,
    session: sessions.middleware,
    sessionCookie: SESSION_COOKIE,
    isAllowedOrigin: (origin, req) =>
      origin === config.publicBaseUrl || config.dashboardOrigins.includes(origin) || origin === `${req.protocol}://${req.get('host')}`,
    authRouter: createAuthRouter({
      signUp: resolve(container, SignUp),
      requestSignUp: config.signupConfirmation.required ? resolve(container, RequestSignUp) : null,
      confirmSignUp: resolve(container, ConfirmSignUp),
      confirmationLinkHours: config.signupConfirmation.ttlHours,
      logIn: resolve(container, LogIn),
      loadSession,
      attemptsPerMinute: config.authRateLimitPerMinute,
      attemptsPerAccount: config.loginAttemptsPerAccount,
      secureCookieOnly: config.cookieSecure === true,
      limitStores: sharedLimits.storeFor,
      cookieName: SESSION_COOKIE,
    }),
    publicApiRouters: [
      engineRouterFrom(container, config),
      aiRouterFrom(container, config),
      copywriterRouterFrom(container, config),
      createInvitationPreviewRouter({ viewInvitation: resolve(container, ViewInvitation), requestScope }),
    ],
    requireSession: requireSession(loadSession),
    protectedRouters: [
      {
        path: '/clients',
        router: createClientSitesRouter({
          createClientSite: resolve(container, CreateClientSite),
          listClientSites: resolve(container, ListClientSites),
          getClientSite: resolve(container, GetClientSite),
          updateClientSite: resolve(container, UpdateClientSite),
          deleteClientSite: resolve(container, DeleteClientSite),
        }),
      },
      {
        path: '/clients/:clientId/schemas/:schemaId/revisions',
        router: createSchemaRevisionsRouter({
          listSchemaRevisions: resolve(container, ListSchemaRevisions),
          getSchemaRevision: resolve(container, GetSchemaRevision),
          restoreSchemaRevision: resolve(container, RestoreSchemaRevision),
        }),
      },
      {
        path: '/clients/:clientId/schemas',
        router: createSchemasRouter({
          createSchema: resolve(container, CreateSchema),
          bulkChangeSchemas: resolve(container, BulkChangeSchemas),
          duplicateSchema: resolve(container, DuplicateSchema),
          exportSchemas: resolve(container, ExportSchemas),
          importSchemas: resolve(container, ImportSchemas),
          listSchemas: resolve(container, ListSchemas),
          getSchema: resolve(container, GetSchema),
          updateSchema: resolve(container, UpdateSchema),
          deleteSchema: resolve(container, DeleteSchema),
          changeSchemaStatus: resolve(container, ChangeSchemaStatus),
        }),
      },
      {
        path: '/clients/:clientId',
        router: createSiteSettingsRouter({
          configureDomainLock: resolve(container, ConfigureDomainLock),
          verifySdk: resolve(container, VerifySdk),
          verifyPerMinute: config.verifyRateLimitPerMinute,
          verifyStore: sharedLimits.storeFor('verify-sdk'),
        }),
      },
      { path: '/plan', router: createPlanRouter({ getPlanUsage: resolve(container, GetPlanUsage) }) },
      {
        path: '/team',
        router: createTeamRouter({
          listTeam: resolve(container, ListTeam),
          inviteMember: resolve(container, InviteMember),
          acceptInvitation: resolve(container, AcceptInvitation),
          removeMember: resolve(container, RemoveMember),
          loadSession,
          publicBaseUrl: config.publicBaseUrl,
        }),
      },
      { path: '/workspaces', router: createWorkspacesRouter({ listWorkspaces: resolve(container, ListWorkspaces), loadSession }) },
      billing.router,
      bulkRunsRouterFrom(container),
      ...searchConsoleRoutersFrom(container),
      ...auditRoutersFrom(container),
    ],
    webhooks: [billing.webhook],
    sdkDist: config.sdkDist,
    frontendDist: config.frontendDist,
  });
  const delivery = createDeliveryListener({
    deliverSchemas: resolve(container, DeliverSchemas),
    logger,
    isUnavailable: isDatabaseUnavailable,
    ratePerMinute: config.deliveryRateLimitPerMinute,
    sharedCounts: sharedLimits.deliveryCounts,
    embedCacheControl: `public, max-age=${config.embedCacheMaxAgeSeconds}, s-maxage=${config.embedCacheMaxAgeSeconds}`,
    // Express's own compiled trust rules; without a proxy the listener reads the socket address directly.
    trust: config.trustProxy === false ? null : app.get('trust proxy fn'),
  });
  return {
    listener: (req, res) => {
      if (!delivery(req, res)) app(req, res);
    },
    close: () => {
      delivery.stop();
      sessions.close();
    },
  };
}
