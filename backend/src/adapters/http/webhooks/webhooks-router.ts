import { Router } from 'express';
import Joi from 'joi';
import type {
  WebhookDeliveriesResponse,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointsResponse,
  WebhookEndpointWithSecretDto,
  WebhookEventPayload,
} from '@sdn/contracts';
import { CreateWebhookEndpoint } from '../../../application/webhooks/create-webhook-endpoint.js';
import { DeleteWebhookEndpoint } from '../../../application/webhooks/delete-webhook-endpoint.js';
import { ListWebhookDeliveries } from '../../../application/webhooks/list-webhook-deliveries.js';
import { ListWebhookEndpoints } from '../../../application/webhooks/list-webhook-endpoints.js';
import { ResendWebhookDelivery } from '../../../application/webhooks/resend-webhook-delivery.js';
import { RotateWebhookSecret } from '../../../application/webhooks/rotate-webhook-secret.js';
import type { WebhookDelivery } from '../../../domain/webhook/webhook-delivery.js';
import { WEBHOOK_URL_MAX_LENGTH, type WebhookEndpoint } from '../../../domain/webhook/webhook-endpoint.js';
import { WEBHOOK_EVENT_TYPES } from '../../../domain/webhook/webhook-event.js';
import { currentActor } from '../auth/require-session.js';
import { jsonBody } from '../json-body.js';
import { uuidParam, validate } from '../joi-validation.js';
import type { UseCasesOf } from '../use-cases.js';

export const WEBHOOKS_USE_CASES = {
  listEndpoints: ListWebhookEndpoints,
  createEndpoint: CreateWebhookEndpoint,
  deleteEndpoint: DeleteWebhookEndpoint,
  rotateSecret: RotateWebhookSecret,
  listDeliveries: ListWebhookDeliveries,
  resendDelivery: ResendWebhookDelivery,
};

const createBody = Joi.object({
  // The scheme and credentials rule is the endpoint's own (WebhookEndpoint.create); here only the shape.
  url: Joi.string().trim().max(WEBHOOK_URL_MAX_LENGTH).required(),
  description: Joi.string().trim().max(200).allow('', null).default(null),
  events: Joi.array()
    .items(Joi.string().valid(...WEBHOOK_EVENT_TYPES))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .unique()
    .required(),
});
const endpointParams = Joi.object({ endpointId: uuidParam.required() });
const deliveryParams = Joi.object({ endpointId: uuidParam.required(), deliveryId: uuidParam.required() });

/** Mounted behind requireSession at /api/webhooks: the workspace's endpoints and their delivery logs. */
export function createWebhooksRouter(deps: UseCasesOf<typeof WEBHOOKS_USE_CASES>): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const actor = currentActor(res);
    const endpoints = await deps.listEndpoints.execute(actor);
    const body: WebhookEndpointsResponse = { endpoints: endpoints.map(toEndpointDto), canManage: actor.role === 'owner' };
    res.json(body);
  });
  router.post('/', ...jsonBody(), async (req, res) => {
    const input = validate(createBody, req.body);
    const created = await deps.createEndpoint.execute(currentActor(res), { ...input, description: input.description || null });
    res.status(201).json(withSecret(created));
  });
  router.delete('/:endpointId', async (req, res) => {
    const { endpointId } = validate(endpointParams, req.params);
    await deps.deleteEndpoint.execute(currentActor(res), endpointId);
    res.status(204).end();
  });
  router.post('/:endpointId/rotate-secret', async (req, res) => {
    const { endpointId } = validate(endpointParams, req.params);
    res.json(withSecret(await deps.rotateSecret.execute(currentActor(res), endpointId)));
  });
  router.get('/:endpointId/deliveries', async (req, res) => {
    const { endpointId } = validate(endpointParams, req.params);
    const deliveries = await deps.listDeliveries.execute(currentActor(res), endpointId);
    const body: WebhookDeliveriesResponse = { deliveries: deliveries.map(toDeliveryDto) };
    res.json(body);
  });
  router.post('/:endpointId/deliveries/:deliveryId/resend', async (req, res) => {
    const { endpointId, deliveryId } = validate(deliveryParams, req.params);
    res.status(202).json(toDeliveryDto(await deps.resendDelivery.execute(currentActor(res), endpointId, deliveryId)));
  });
  return router;
}

function toEndpointDto(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    createdAt: endpoint.createdAt.toISOString(),
  };
}

function withSecret({ endpoint, secret }: { endpoint: WebhookEndpoint; secret: string }): WebhookEndpointWithSecretDto {
  return { ...toEndpointDto(endpoint), secret };
}

function toDeliveryDto(delivery: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    attempts: delivery.attempts.map((attempt) => ({ ...attempt, at: attempt.at.toISOString() })),
    payload: JSON.parse(delivery.body) as WebhookEventPayload,
  };
}
