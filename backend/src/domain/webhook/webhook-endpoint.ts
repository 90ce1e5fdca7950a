import { fieldErrors, ValidationError } from '../shared/domain-error.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-event.js';

/** Long enough for any real receiver's address with its query token; the column's width. */
export const WEBHOOK_URL_MAX_LENGTH = 500;

export interface NewWebhookEndpoint {
  id: string;
  workspaceId: string;
  url: string;
  description: string | null;
  events: readonly WebhookEventType[];
  secret: string;
  now: Date;
  /** Plain http:// accepted too (WEBHOOK_ALLOW_PLAIN_HTTP: loopback tests and closed networks only). */
  allowPlainHttp: boolean;
}

/**
 * Where a workspace wants its schema events POSTed. The secret signs every delivery; the API shows it once (at
 * creation and rotation) and never again.
 */
export class WebhookEndpoint {
  id!: string;
  workspaceId!: string;
  url!: string;
  description!: string | null;
  events!: WebhookEventType[];
  secret!: string;
  createdAt!: Date;

  static create(input: NewWebhookEndpoint): WebhookEndpoint {
    const problems = urlProblems(input.url, input.allowPlainHttp);
    if (problems.length > 0) throw new ValidationError(fieldErrors({ url: problems }));
    if (input.events.length === 0) throw new ValidationError(fieldErrors({ events: ['Choose at least one event'] }));
    const endpoint = new WebhookEndpoint();
    endpoint.id = input.id;
    endpoint.workspaceId = input.workspaceId;
    endpoint.url = new URL(input.url).toString();
    endpoint.description = input.description;
    // Stored in the catalogue's order, each once, whatever order the request listed them in.
    endpoint.events = WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type));
    endpoint.secret = input.secret;
    endpoint.createdAt = input.now;
    return endpoint;
  }

  subscribesTo(type: WebhookEventType): boolean {
    return this.events.includes(type);
  }

  rotateSecret(secret: string): void {
    this.secret = secret;
  }
}

/**
 * HTTPS only: the body names a customer's pages and the signature must not be readable on the way. Credentials in
 * the URL would be stored and shown in the dashboard, so they are refused too. Private addresses are refused at
 * delivery time, after resolving (a name can point anywhere later).
 */
function urlProblems(url: string, allowPlainHttp: boolean): string[] {
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return [`Must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return ['Must be a full https:// address'];
  }
  const http = allowPlainHttp && parsed.protocol === 'http:';
  if (parsed.protocol !== 'https:' && !http) return ['Must be a full https:// address'];
  if (parsed.username !== '' || parsed.password !== '') return ['Must not carry a user name or password'];
  return [];
}
