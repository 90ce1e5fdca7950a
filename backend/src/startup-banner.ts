import type { Config } from './composition/config.js';

/**
 * The few plain lines a person starting the service reads first: where to open it, and which optional
 * integrations are off (customers then see "ask your administrator"; the operator learns here what to set).
 * The structured JSON log lines stay as they are for production log shippers.
 */
export function startupBanner(url: string, config: Config): string {
  const off = [
    config.stripe ? null : 'billing (set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_AGENCY)',
    config.searchConsole.google
      ? null
      : 'Search Console (set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_REDIRECT_URL, TOKEN_ENCRYPTION_KEY)',
    config.ai.openAi ? null : 'the AI model (set OPENAI_API_KEY; extraction reads the page itself meanwhile)',
    config.smtp ? null : `email (set SMTP_URL; messages are written to ${config.dataDir}/outbox meanwhile)`,
  ].filter((line): line is string => line !== null);
  const lines = ['', `  Schema Delivery Network is running: open ${url}`, ''];
  if (off.length > 0) lines.push('  Not configured (optional; see docs/configuration.md):', ...off.map((line) => `   - ${line}`), '');
  return lines.join('\n');
}
