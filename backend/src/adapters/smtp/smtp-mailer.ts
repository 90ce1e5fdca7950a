import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports/mailer.js';

export interface SmtpSettings {
  /** A full `smtp(s)://user:pass@host:port` URL; wins over the separate fields. */
  url: string | null;
  host: string | null;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

/** Sends through the configured SMTP server. Timeouts are short: an invite request must not hang on a dead server. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
    this.transport = settings.url
      ? nodemailer.createTransport(settings.url, { ...timeouts })
      : nodemailer.createTransport({
          host: settings.host ?? 'localhost',
          port: settings.port,
          secure: settings.secure,
          auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
          ...timeouts,
        });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
