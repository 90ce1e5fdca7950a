import type { MailMessage } from '../../ports/mailer.js';

/**
 * The two messages a confirm-by-email sign-up sends. Neither carries anything the person signing up typed except
 * the address itself (no name), so the form cannot be used to mail chosen text to a stranger.
 */
export function confirmationEmail(input: { to: string; confirmUrl: string; expiresAt: Date }): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const howTo = 'Open the link and enter the password you chose when you signed up.';
  const closing =
    `The link works once and expires on ${expires}. If you did not sign up, ignore this email: no account is created, ` +
    'and nobody can use your address without the password chosen at sign-up.';
  const text = [
    'Someone, hopefully you, signed up for Schema Delivery Network with this email address.',
    '',
    `Confirm your email and open your dashboard: ${input.confirmUrl}`,
    howTo,
    '',
    closing,
  ].join('\n');
  const html = [
    '<p>Someone, hopefully you, signed up for Schema Delivery Network with this email address.</p>',
    `<p><a href="${escapeHtml(input.confirmUrl)}">Confirm your email and open your dashboard</a></p>`,
    `<p>${escapeHtml(howTo)}</p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to: input.to, subject: 'Confirm your email for Schema Delivery Network', text, html };
}

/** To an address that already has an account: no token, only the way to log in. */
export function accountExistsEmail(input: { to: string; loginUrl: string }): MailMessage {
  const closing = 'If it was not you, ignore this email: nothing changed and your password still works as before.';
  const text = [
    'Someone tried to sign up for Schema Delivery Network with this email address, which already has an account.',
    '',
    `If it was you, log in instead: ${input.loginUrl}`,
    '',
    closing,
  ].join('\n');
  const html = [
    '<p>Someone tried to sign up for Schema Delivery Network with this email address, which already has an account.</p>',
    `<p>If it was you, <a href="${escapeHtml(input.loginUrl)}">log in instead</a>.</p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to: input.to, subject: 'Sign-up attempt with your email address', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
