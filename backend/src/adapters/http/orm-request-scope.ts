import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

/** Gives each request its own ORM identity map: repositories use the global entity manager, which resolves to it. */
export function ormRequestScope(em: EntityManager): RequestHandler {
  return (_req, _res, next) => RequestContext.create(em, next);
}
