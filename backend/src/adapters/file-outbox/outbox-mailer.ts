import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../ports/logger.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';

/**
 * Development mailer for installs without SMTP: each message goes to the log and, as a real RFC 822 file that any
 * mail client opens, to `<outbox>/<timestamp>-<to>.eml`.
 */
export class OutboxMailer implements Mailer {
  // nodemailer's stream transport builds the exact message SMTP would send, without sending it.
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const built = await this.builder.sendMail({ from: this.from, ...message });
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${message.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`);
    await writeFile(file, built.message as Buffer, { mode: 0o600 });
    this.logger.info(
      { to: message.to, subject: message.subject, file, text: message.text },
      'email written to the development outbox (no SMTP configured)',
    );
  }
}
