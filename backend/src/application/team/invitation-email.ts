import type { MailMessage } from '../../ports/mailer.js';

export interface InvitationEmailInput {
  to: string;
  workspaceName: string;
  inviterEmail: string;
  acceptUrl: string;
  expiresAt: Date;
}

/** The invitation as plain text and HTML. Every value is escaped: the workspace name is chosen by its owner. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const text = [
    `${input.inviterEmail} invited you to join the workspace "${input.workspaceName}" on Schema Delivery Network.`,
    '',
    `Accept the invitation: ${input.acceptUrl}`,
    '',
    `The link works once and expires on ${expires}. If you did not expect this email, ignore it.`,
  ].join('\n');
  const html = [
    `<p>${escape(input.inviterEmail)} invited you to join the workspace <strong>${escape(input.workspaceName)}</strong> on Schema Delivery Network.</p>`,
    `<p><a href="${escape(input.acceptUrl)}">Accept the invitation</a></p>`,
    `<p>The link works once and expires on ${escape(expires)}. If you did not expect this email, ignore it.</p>`,
  ].join('\n');
  return { to: input.to, subject: `You are invited to ${input.workspaceName}`, text, html };
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
