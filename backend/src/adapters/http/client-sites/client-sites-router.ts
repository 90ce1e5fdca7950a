import { Router } from 'express';
import Joi from 'joi';
import { CreateClientSite } from '../../../application/client-sites/create-client-site.js';
import { DeleteClientSite } from '../../../application/client-sites/delete-client-site.js';
import { GetClientSite } from '../../../application/client-sites/get-client-site.js';
import { ListClientSites } from '../../../application/client-sites/list-client-sites.js';
import { newSiteSummary } from '../../../application/client-sites/site-summaries.js';
import { UpdateClientSite } from '../../../application/client-sites/update-client-site.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { clientIdParams, pageQuery, validate } from '../joi-validation.js';
import { toClientSiteDto } from '../presenters.js';
import type { UseCasesOf } from '../use-cases.js';

export const CLIENT_SITES_USE_CASES = {
  createClientSite: CreateClientSite,
  listClientSites: ListClientSites,
  getClientSite: GetClientSite,
  updateClientSite: UpdateClientSite,
  deleteClientSite: DeleteClientSite,
};

export type ClientSitesRouterDeps = UseCasesOf<typeof CLIENT_SITES_USE_CASES>;

// Length and URL rules live in the aggregate; joi only checks shapes and types here.
// Empty strings pass through so the aggregate reports every field's problem at once.
const createBody = Joi.object({ name: Joi.string().allow('').required(), websiteUrl: Joi.string().allow('').required() });
const updateBody = Joi.object({ name: Joi.string(), websiteUrl: Joi.string() }).min(1);

export function createClientSitesRouter(deps: ClientSitesRouterDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { limit, offset } = validate(pageQuery, req.query);
    const page = await deps.listClientSites.execute(currentActor(res), { limit, offset });
    res.json({ items: page.items.map(toClientSiteDto), total: page.total, limit, offset });
  });
  router.post('/', ...jsonBody(), async (req, res) => {
    const site = await deps.createClientSite.execute(currentActor(res), validate(createBody, req.body));
    res.status(201).json(toClientSiteDto(newSiteSummary(site)));
  });
  router.get('/:clientId', async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    res.json(toClientSiteDto(await deps.getClientSite.execute(currentActor(res), clientId)));
  });
  router.patch('/:clientId', ...jsonBody(), async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    const summary = await deps.updateClientSite.execute(currentActor(res), clientId, validate(updateBody, req.body));
    res.json(toClientSiteDto(summary));
  });
  router.delete('/:clientId', async (req, res) => {
    const { clientId } = validate(clientIdParams, req.params);
    await deps.deleteClientSite.execute(currentActor(res), clientId);
    res.status(204).end();
  });
  return router;
}
