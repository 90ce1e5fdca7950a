import type { RequestListener } from 'node:http';
import { MemoryStore } from 'express-rate-limit';
import type { Container, Newable } from 'inversify';
import { DeliverSchemas } from '../application/delivery/deliver-schemas.js';
import { createApp, securityHeaders } from '../adapters/http/app.js';
import { createValidateListener } from '../adapters/http/engine/validate-listener.js';
import { ormRequestScope } from '../adapters/http/orm-request-scope.js';
import { pgSessionMiddleware, SESSION_COOKIE } from '../adapters/http/auth/pg-session-middleware.js';
import { createDeliveryListener } from '../adapters/http/delivery/delivery-listener.js';
import { httpRoutes } from '../adapters/http/routes.js';
import { isDatabaseUnavailable } from '../adapters/postgres/database-unavailable.js';
import { answerValidateBodyTask } from '../adapters/worker-pool/tasks/validate-answer-task.js';
import { onLaneOrPool } from '../adapters/worker-pool/worker-pool-json-ld-validity.js';
import { TOKENS } from './tokens.js';
import { resolve } from './wiring.js';

export interface HttpApp {
  /** Delivery on node:http first, then the validate lane, then the Express app for everything else. */
  listener: RequestListener;
  /** Stops background timers (session pruning). */
  close(): void;
}

/** Wires the HTTP side: the session store, the route table (adapters/http/routes.ts) and the delivery listener. */
export function buildHttpApp(container: Container, sessionSecret: string): HttpApp {
  const config = resolve(container, TOKENS.Config);
  const logger = resolve(container, TOKENS.Logger);
  const database = resolve(container, TOKENS.Database);
  const sessions = pgSessionMiddleware(database.pool, {
    secret: sessionSecret,
    cookieSecure: config.cookieSecure,
    ttlHours: config.sessionTtlHours,
  });
  const sharedLimits = resolve(container, TOKENS.SharedLimits);
  // One validate counter for the Express route and the node:http lane. Its limiter (built with the routes, before
  // any request) initialises the store.
  const validateStore = sharedLimits.storeFor('validate') ?? new MemoryStore();
  const requestScope = ormRequestScope(database.orm.em);
  const routes = httpRoutes(<T>(useCase: abstract new (...args: never[]) => T) => resolve(container, useCase as Newable<T>), {
    publicBaseUrl: config.publicBaseUrl,
    limitStores: (name) => (name === 'validate' ? validateStore : sharedLimits.storeFor(name)),
    requestScope,
    sessionCookie: SESSION_COOKIE,
    auth: {
      confirmationRequired: config.signupConfirmation.required,
      confirmationLinkHours: config.signupConfirmation.ttlHours,
      attemptsPerMinute: config.authRateLimitPerMinute,
      attemptsPerAccount: config.loginAttemptsPerAccount,
      secureCookieOnly: config.cookieSecure === true,
    },
    perMinute: {
      verifySdk: config.verifyRateLimitPerMinute,
      validate: config.validateRateLimitPerMinute,
      generateGuest: config.generateGuestRateLimitPerMinute,
      generateUser: config.generateUserRateLimitPerMinute,
      generateFromUrl: config.ai.ratePerMinute,
      copywriter: config.ai.copywriterPerMinute,
      bulkRunStarts: config.startsPerMinute.bulkRuns,
      auditStarts: config.startsPerMinute.audits,
    },
  });

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
    ...routes,
    sdkDist: config.sdkDist,
    edgeDist: config.edgeDist,
    frontendDist: config.frontendDist,
  });
  // Express's own compiled trust rules; without a proxy the node:http listeners read the socket address directly.
  const trust = config.trustProxy === false ? null : app.get('trust proxy fn');
  const delivery = createDeliveryListener({
    deliverSchemas: resolve(container, DeliverSchemas),
    logger,
    isUnavailable: isDatabaseUnavailable,
    ratePerMinute: config.deliveryRateLimitPerMinute,
    sharedCounts: sharedLimits.deliveryCounts,
    embedCacheControl: `public, max-age=${config.embedCacheMaxAgeSeconds}, s-maxage=${config.embedCacheMaxAgeSeconds}`,
    trust,
  });
  const lane = resolve(container, TOKENS.ValidationLane);
  const pool = resolve(container, TOKENS.CpuWork);
  const validate = lane
    ? createValidateListener({
        answer: (body) => onLaneOrPool(lane, pool, answerValidateBodyTask, { body }),
        limit: { store: validateStore, perMinute: config.validateRateLimitPerMinute },
        securityHeaders: securityHeaders(),
        maxBytes: config.scaleOut.validateLaneMaxBytes,
        trust,
        logger,
        isUnavailable: isDatabaseUnavailable,
      })
    : () => false;
  return {
    listener: (req, res) => {
      if (!delivery(req, res) && !validate(req, res)) app(req, res);
    },
    close: () => {
      delivery.stop();
      sessions.close();
    },
  };
}
