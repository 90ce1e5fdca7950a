import express, { type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { join } from 'node:path';
import type { Logger } from '../../ports/logger.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import { RETRY_AFTER_SECONDS, errorHandler } from './error-handler.js';
import { sameOriginGuard } from './auth/same-origin-guard.js';
import { whenSessionCookie } from './auth/when-session-cookie.js';
import { jsonOnlyStateChanges, refuseNulInUrl } from './request-guards.js';

export interface AppParts {
  logger: Logger;
  trustProxy: boolean | number | string;
  isReady: () => Promise<boolean>;
  /** Errors that mean "the database cannot serve now": answered 503 with Retry-After. */
  isUnavailable: (error: unknown) => boolean;
  /** Per-request unit-of-work scope for the dashboard API (the ORM's request context). */
  requestScope: RequestHandler;
  session: RequestHandler;
  sessionCookie: string;
  isAllowedOrigin: (origin: string, req: express.Request) => boolean;
  authRouter: Router;
  /** Routers that resolve the actor themselves (optional sign-in), mounted at /api. */
  publicApiRouters: Router[];
  /** Signed-in only: mounted at /api after `requireSession`. */
  requireSession: RequestHandler;
  protectedRouters: { path: string; router: Router }[];
  /** Signed callbacks from other services (Stripe): raw body, no session, no same-origin check; POST only. */
  webhooks?: { path: string; handlers: RequestHandler[] }[];
  sdkDist: string;
  edgeDist: string;
  frontendDist: string;
}

export function createApp(parts: AppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parts.trustProxy);
  app.set('etag', false);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const ready = await parts.isReady();
    if (!ready) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  app.get('/sdk.js', builtScript(join(parts.sdkDist, 'sdk.js'), SDK_HEADERS, 'SDK not built: run npm run build'));
  app.get('/edge/worker.js', builtScript(join(parts.edgeDist, 'worker.js'), WORKER_HEADERS, 'Edge Worker not built: run npm run build'));

  app.use(helmet(HELMET_OPTIONS));
  for (const { path, handlers } of parts.webhooks ?? []) app.post(path, parts.requestScope, ...handlers);
  const api = express.Router();
  api.use(sameOriginGuard(parts.isAllowedOrigin));
  api.use(jsonOnlyStateChanges, refuseNulInUrl);
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Only /auth creates sessions; everywhere else a request without the cookie is a guest and skips the store.
  api.use('/auth', parts.requestScope, parts.session, parts.authRouter);
  api.use(whenSessionCookie(parts.sessionCookie, parts.requestScope, parts.session));
  parts.publicApiRouters.forEach((router) => api.use(router));
  for (const { path, router } of parts.protectedRouters) api.use(path, parts.requireSession, router);
  api.use(() => {
    throw new NotFoundError('Not found');
  });
  app.use('/api', api);
  serveDashboard(app, parts.frontendDist);
  app.use(errorHandler(parts.logger, parts.isUnavailable));
  return app;
}

/**
 * The security headers helmet sets on every answer, as a list: the node:http lanes ahead of Express (validate) send
 * the same ones without running the middleware per request. Helmet's headers depend on its options only.
 */
export function securityHeaders(): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as never, () => undefined);
  return headers;
}

const DASHBOARD_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Angular writes style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS = { contentSecurityPolicy: { directives: DASHBOARD_CSP } };

/** The SDK: cached for a day by browsers and CDNs, revalidated by ETag after that. */
const SDK_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  'Content-Type': 'text/javascript; charset=utf-8',
};
/** The Cloudflare Worker the install card offers: a file to save beside wrangler.toml, never run in a page. */
const WORKER_HEADERS = {
  'Cache-Control': 'public, max-age=3600',
  'Content-Type': 'text/javascript; charset=utf-8',
  'Content-Disposition': 'attachment; filename="worker.js"',
  'X-Content-Type-Options': 'nosniff',
};

/** A built script from disk, or a JSON 404 naming the fix when it was not built. */
function builtScript(file: string, headers: Record<string, string>, notBuilt: string): RequestHandler {
  return (_req, res, next) => {
    // sendFile stats the file itself; a missing build surfaces as its error, without a second stat per request.
    res.sendFile(file, { headers, lastModified: true }, (error) => {
      if (error && !res.headersSent) next(new NotFoundError(notBuilt));
    });
  };
}

/** The built dashboard with a fallback to index.html for client-side routes. */
function serveDashboard(app: express.Express, frontendDist: string): void {
  const index = join(frontendDist, 'index.html');
  app.use(express.static(frontendDist, { index: false, maxAge: '1h', setHeaders: immutableHashedAssets }));
  app.get(/^\/(?!api\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    // As for /sdk.js: sendFile's own error path answers an unbuilt dashboard, without a stat per page load.
    res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error && !res.headersSent) next();
    });
  });
  app.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
}

function immutableHashedAssets(res: express.Response, path: string): void {
  if (/-[A-Z0-9]{8,}\.(js|css|woff2?)$/i.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
