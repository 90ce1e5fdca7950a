export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one email. Resolves once the message is handed over (to the SMTP server, or the development outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
