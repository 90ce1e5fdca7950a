import type { WebhookAttemptOutcome } from '../../domain/webhook/webhook-delivery.js';
import type { WebhookSender } from '../../ports/webhook-sender.js';

/** Answers each POST with the next scripted outcome (the last repeats) and keeps what was sent. */
export class ScriptedWebhookSender implements WebhookSender {
  readonly sent: { url: string; headers: Record<string, string>; body: string }[] = [];

  constructor(private readonly outcomes: WebhookAttemptOutcome[] = [{ statusCode: 200, durationMs: 5, error: null }]) {}

  async post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAttemptOutcome> {
    this.sent.push({ url, headers, body });
    return this.outcomes[Math.min(this.sent.length - 1, this.outcomes.length - 1)]!;
  }
}
