import { DomainError } from '../shared/domain-error.js';

/** The service runs without payment-provider keys; billing then answers this (HTTP 503) and the dashboard says so. */
export class BillingNotConfiguredError extends DomainError {
  readonly code = 'billing_not_configured';
  constructor() {
    super('Billing is not configured');
  }
}

/** A webhook whose signature does not hold over the received bytes (HTTP 400; nothing changes). */
export class InvalidWebhookError extends DomainError {
  readonly code = 'invalid_webhook';
  constructor(message = 'Invalid webhook signature') {
    super(message);
  }
}
