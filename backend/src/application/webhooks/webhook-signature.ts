import { createHmac } from 'node:crypto';

/**
 * The headers that let a receiver trust a delivery: `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The timestamp is inside what is signed, so a captured request replayed later carries an old `t`
 * the receiver refuses (we document a 5-minute tolerance); `Webhook-Id` is the event's id, the same on retries and
 * resends, for the receiver to drop duplicates.
 */
export function webhookHeaders(input: {
  secret: string;
  body: string;
  eventId: string;
  deliveryId: string;
  now: Date;
}): Record<string, string> {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const signature = createHmac('sha256', input.secret).update(`${timestamp}.${input.body}`).digest('hex');
  return {
    'content-type': 'application/json',
    'user-agent': 'SDN-Webhooks/1.0',
    'webhook-id': input.eventId,
    'webhook-delivery': input.deliveryId,
    'webhook-signature': `t=${timestamp},v1=${signature}`,
  };
}
