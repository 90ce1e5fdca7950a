import { Router } from 'express';
import Joi from 'joi';
import type { CreateClientSite } from '../../../application/client-sites/create-client-site.js';
import type { DeleteClientSite } from '../../../application/client-sites/delete-client-site.js';
import type { GetClientSite } from '../../../application/client-sites/get-client-site.js';
import { newSiteSummary, type ListClientSites } from '../../../application/client-sites/list-client-sites.js';
import type { UpdateClientSite } from '../../../application/client-sites/update-client-site.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { clientIdParams, pageQuery, validate } from '../joi-validation.js';
import { toClientSiteDto } from '../presenters.js';

export interface ClientSitesRouterDeps {
  createClientSite: CreateClientSite;
  listClientSites: ListClientSites;
  getClientSite: GetClientSite;
  updateClientSite: UpdateClientSite;
  deleteClientSite: DeleteClientSite;
}

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
