import { RequestContext } from '@mikro-orm/postgresql';
import connectPgSimple from 'connect-pg-simple';
import type { RequestListener } from 'node:http';
import session from 'express-session';
import type { Container } from 'inversify';
import { LoadSession } from '../application/auth/load-session.js';
import { LogIn } from '../application/auth/log-in.js';
import { SignUp } from '../application/auth/sign-up.js';
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
import { createAuthRouter } from '../adapters/http/auth/auth-router.js';
import { requireSession } from '../adapters/http/auth/require-session.js';
import { createClientSitesRouter } from '../adapters/http/client-sites/client-sites-router.js';
import { createDeliveryListener } from '../adapters/http/delivery/delivery-listener.js';
import { createSchemasRouter } from '../adapters/http/schemas/schemas-router.js';
import { createSiteSettingsRouter } from '../adapters/http/client-sites/site-settings-router.js';
import { createPlanRouter } from '../adapters/http/plan/plan-router.js';
import { createTeamRouter } from '../adapters/http/team/team-router.js';
import { ConfigureDomainLock } from '../application/client-sites/configure-domain-lock.js';
import { VerifySdk } from '../application/client-sites/verify-sdk.js';
import { GetPlanUsage } from '../application/plans/get-plan-usage.js';
import { AcceptInvitation } from '../application/team/accept-invitation.js';
import { InviteMember } from '../application/team/invite-member.js';
import { ListTeam } from '../application/team/list-team.js';
import { RemoveMember } from '../application/team/remove-member.js';
import { ListWorkspaces } from '../application/auth/list-workspaces.js';
import { createWorkspacesRouter } from '../adapters/http/auth/workspaces-router.js';
import type { Database } from '../adapters/postgres/database.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS } from './tokens.js';
import { engineRouterFrom } from './engine-bindings.js';
import { billingRoutesFrom } from './billing-bindings.js';
import { aiRouterFrom, bulkRunsRouterFrom } from './ai-bindings.js';
import { auditRoutersFrom } from './audit-bindings.js';

const SESSION_COOKIE = 'sdn.sid';

export interface HttpApp {
  /** Delivery on node:http first, then the Express app for everything else. */
  listener: RequestListener;
  /** Stops background timers (session pruning). */
  close(): void;
}

/** Builds the Express app from the container's use cases and the configuration. */
export function buildHttpApp(container: Container, sessionSecret: string): HttpApp {
  const config = container.get<Config>(TOKENS.Config);
  const logger = container.get<Logger>(TOKENS.Logger);
  const database = container.get<Database>(TOKENS.Database);
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool: database.pool, tableName: 'http_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const loadSession = container.get(LoadSession);
  const billing = billingRoutesFrom(container, config);

  const app = createApp({
    logger,
    trustProxy: config.trustProxy,
    isReady: () => database.isReady(),
    requestScope: (_req, _res, next) => RequestContext.create(database.orm.em, next),
    session: session({
      store,
      name: SESSION_COOKIE,
      secret: sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: config.sessionTtlHours * 3_600_000, path: '/' },
    }),
    sessionCookie: SESSION_COOKIE,
    isAllowedOrigin: (origin, req) =>
      origin === config.publicBaseUrl || config.dashboardOrigins.includes(origin) || origin === `${req.protocol}://${req.get('host')}`,
    authRouter: createAuthRouter({
      signUp: container.get(SignUp),
      logIn: container.get(LogIn),
      loadSession,
      attemptsPerMinute: config.authRateLimitPerMinute,
      cookieName: SESSION_COOKIE,
    }),
    publicApiRouters: [engineRouterFrom(container, config), aiRouterFrom(container, config)],
    requireSession: requireSession(loadSession),
    protectedRouters: [
      {
        path: '/clients',
        router: createClientSitesRouter({
          createClientSite: container.get(CreateClientSite),
          listClientSites: container.get(ListClientSites),
          getClientSite: container.get(GetClientSite),
          updateClientSite: container.get(UpdateClientSite),
          deleteClientSite: container.get(DeleteClientSite),
        }),
      },
      {
        path: '/clients/:clientId/schemas',
        router: createSchemasRouter({
          createSchema: container.get(CreateSchema),
          listSchemas: container.get(ListSchemas),
          getSchema: container.get(GetSchema),
          updateSchema: container.get(UpdateSchema),
          deleteSchema: container.get(DeleteSchema),
          changeSchemaStatus: container.get(ChangeSchemaStatus),
        }),
      },
      {
        path: '/clients/:clientId',
        router: createSiteSettingsRouter({ configureDomainLock: container.get(ConfigureDomainLock), verifySdk: container.get(VerifySdk) }),
      },
      { path: '/plan', router: createPlanRouter({ getPlanUsage: container.get(GetPlanUsage) }) },
      {
        path: '/team',
        router: createTeamRouter({
          listTeam: container.get(ListTeam),
          inviteMember: container.get(InviteMember),
          acceptInvitation: container.get(AcceptInvitation),
          removeMember: container.get(RemoveMember),
          loadSession,
          publicBaseUrl: config.publicBaseUrl,
        }),
      },
      { path: '/workspaces', router: createWorkspacesRouter({ listWorkspaces: container.get(ListWorkspaces), loadSession }) },
      billing.router,
      bulkRunsRouterFrom(container),
      ...auditRoutersFrom(container),
    ],
    webhooks: [billing.webhook],
    sdkDist: config.sdkDist,
    frontendDist: config.frontendDist,
  });
  const delivery = createDeliveryListener({
    deliverSchemas: container.get(DeliverSchemas),
    logger,
    ratePerMinute: config.deliveryRateLimitPerMinute,
    embedCacheControl: `public, max-age=${config.embedCacheMaxAgeSeconds}, s-maxage=${config.embedCacheMaxAgeSeconds}`,
    // Express's own compiled trust rules; without a proxy the listener reads the socket address directly.
    trust: config.trustProxy === false ? null : app.get('trust proxy fn'),
  });
  return {
    listener: (req, res) => {
      if (!delivery(req, res)) app(req, res);
    },
    close: () => store.close(),
  };
}
