import type { Mailer, MailMessage } from '../../ports/mailer.js';

/** Keeps sent messages for assertions; `failNext` simulates an SMTP outage. */
export class InMemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP unavailable');
    }
    this.sent.push(message);
  }
}
