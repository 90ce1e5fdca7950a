import { expect } from 'chai';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from '../../../src/adapters/file-outbox/outbox-mailer.js';
import { SmtpMailer } from '../../../src/adapters/smtp/smtp-mailer.js';
import { startSmtpServer } from '../../support/smtp-server.js';

const MESSAGE = {
  to: 'bob@example.com',
  subject: 'You are invited to Acme',
  text: 'Accept: https://app.example.com/accept-invite?token=abc',
  html: '<p>Accept</p>',
};

describe('Mailers', () => {
  it('SmtpMailer delivers through a real SMTP conversation', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new SmtpMailer({
        url: null,
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: null,
        password: null,
        from: 'SDN <no-reply@sdn.test>',
      });
      await mailer.send(MESSAGE);
      mailer.close();
      expect(smtp.received).to.have.length(1);
      expect(smtp.received[0]!).to.deep.include({ from: 'no-reply@sdn.test', to: ['bob@example.com'] });
      expect(smtp.received[0]!.raw).to.include('Subject: You are invited to Acme').and.include('accept-invite?token=abc');
    } finally {
      await smtp.close();
    }
  });

  it('SmtpMailer accepts an smtp:// URL', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new SmtpMailer({
        url: `smtp://127.0.0.1:${smtp.port}`,
        host: null,
        port: 587,
        secure: false,
        user: null,
        password: null,
        from: 'no-reply@sdn.test',
      });
      await mailer.send(MESSAGE);
      mailer.close();
      expect(smtp.received[0]!.to).to.deep.equal(['bob@example.com']);
    } finally {
      await smtp.close();
    }
  });

  it('OutboxMailer writes an .eml file and logs the message', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sdn-outbox-')), 'outbox');
    const logged: object[] = [];
    const logger = { info: (context: object) => void logged.push(context), warn() {}, error() {} };
    await new OutboxMailer(dir, 'no-reply@sdn.test', logger).send(MESSAGE);
    const [file] = readdirSync(dir);
    expect(file).to.match(/-bob@example\.com\.eml$/);
    const raw = readFileSync(join(dir, file!), 'utf8');
    expect(raw).to.include('To: bob@example.com').and.include('Subject: You are invited to Acme').and.include('accept-invite?token=abc');
    expect(logged[0]).to.include({ to: 'bob@example.com' });
  });
});
