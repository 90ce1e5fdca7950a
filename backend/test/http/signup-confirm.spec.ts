import { expect } from 'chai';
import sinon from 'sinon';
import request from 'supertest';
import {
  CONFIRMATION_LINK_VOIDED,
  INVALID_CONFIRMATION_LINK,
  MAX_CONFIRMATION_PASSWORD_TRIES,
  WRONG_CONFIRMATION_PASSWORD,
} from '../../src/domain/account/pending-signup.js';
import type { Service } from '../../src/composition/service.js';
import { forEachDatabase } from '../support/databases.js';
import { expectContract } from '../support/openapi-contract.js';
import { setPlanWithCli } from '../support/plan-cli.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { PASSWORD, startTestService, uniqueEmail } from '../support/test-service.js';

const BASE = 'https://app.sdn.test';
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** A raw message as text: quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages to `to`, once `count` of them have arrived (mail leaves after the answer, so it may lag a little). */
async function mailsTo(smtp: Smtp, to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => decoded(mail.raw));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${to}, got ${mails.length}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

function tokenIn(mail: string): string {
  const match = new RegExp(`${BASE}/signup/confirm\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  expect(match, mail).to.not.equal(null);
  return match![1]!;
}

let ipCounter = 0;
/** Each call a different client address (TRUST_PROXY=1), so per-IP counters start alike for every request. */
const freshIp = () => `198.51.100.${(ipCounter += 1) % 250}`;

forEachDatabase('HTTP: sign-up confirmed by email (SIGNUP_CONFIRMATION=required)', (database) => {
  let service: Service;
  let smtp: Smtp;
  before(async function () {
    // The first spec on the embedded database also starts it: slow on a busy machine.
    this.timeout(90_000);
    smtp = await startSmtpServer();
    service = await startTestService(database, {
      SIGNUP_CONFIRMATION: 'required',
      PUBLIC_BASE_URL: BASE,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'SDN <no-reply@sdn.test>',
      TRUST_PROXY: '1',
    });
  });
  after(async () => {
    await service?.close();
    await smtp?.close();
  });

  const signUp = (body: object) => request(service.app).post('/api/auth/signup').set('X-Forwarded-For', freshIp()).send(body);
  const confirm = (token: string, password = PASSWORD, agent: request.SuperTest<request.Test> | request.Agent = request(service.app)) =>
    agent.post('/api/auth/signup/confirm').set('X-Forwarded-For', freshIp()).send({ token, password });

  /** A confirmed account: sign up, read the link, follow it. */
  async function registered(email = uniqueEmail(), password = PASSWORD) {
    const before = smtp.received.filter((mail) => mail.to.includes(email)).length;
    await signUp({ email, password }).expect(202);
    const agent = request.agent(service.app);
    await confirm(tokenIn((await mailsTo(smtp, email, before + 1)).at(-1)!), password, agent).expect(200);
    return agent;
  }

  it('answers a new, a pending and a registered address (with and without its password) alike: 202, same body and headers, no cookie', async () => {
    const known = uniqueEmail('known');
    await registered(known);
    const pending = uniqueEmail('pending');
    await signUp({ email: pending, password: PASSWORD }).expect(202);
    const fresh = uniqueEmail('fresh');

    const answers = [
      await signUp({ email: fresh, password: PASSWORD }),
      await signUp({ email: pending, password: PASSWORD }),
      await signUp({ email: known.toUpperCase(), password: 'another-password-2' }),
      await signUp({ email: known, password: PASSWORD }),
    ];
    const shapes = answers.map((res) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.status, body: res.body as unknown, headers };
    });
    expect(shapes[0]!.status).to.equal(202);
    expect(shapes[0]!.body).to.deep.equal({ confirmationSent: true, linkValidHours: 24 });
    expect(shapes[0]!.headers['set-cookie']).to.equal(undefined);
    for (const shape of shapes.slice(1)) expect(shape).to.deep.equal(shapes[0]);
    expectContract(answers[0]!, 'post', '/api/auth/signup');
    await request(service.app).post('/api/auth/login').send({ email: fresh, password: PASSWORD }).expect(401);

    const [freshMail] = await mailsTo(smtp, fresh, 1);
    expect(freshMail).to.include('Subject: Confirm your email for Schema Delivery Network');
    expect(freshMail).to.include('From: SDN <no-reply@sdn.test>');
    expect(freshMail).to.include('If you did not sign up, ignore this email');
    expect(freshMail).to.include('enter the password you chose when you signed up');
    const pendingMails = await mailsTo(smtp, pending, 2);
    expect(tokenIn(pendingMails[1]!)).to.not.equal(tokenIn(pendingMails[0]!));
    const knownMails = (await mailsTo(smtp, known, 3)).slice(1);
    for (const mail of knownMails) {
      expect(mail).to.include('Subject: Sign-up attempt with your email address');
      expect(mail).to.include(`log in instead: ${BASE}/login`);
      expect(mail).to.not.include('token=');
    }
  });

  it("the link opens the account with that attempt's password, signs in with a new session id, and works once", async () => {
    const email = uniqueEmail('ada');
    await signUp({ email, password: 'first-password-1', name: 'Ada' }).expect(202);
    await signUp({ email, password: PASSWORD, name: 'Ada L' }).expect(202);
    const [first, second] = (await mailsTo(smtp, email, 2)).map(tokenIn);

    // The browser that follows the link was signed in as someone else: it ends up with a new session id.
    const previous = uniqueEmail('previous');
    await registered(previous);
    const agent = request.agent(service.app);
    const login = await agent.post('/api/auth/login').send({ email: previous, password: PASSWORD }).expect(200);
    const confirmed = await confirm(second!, PASSWORD, agent).expect(200);
    expectContract(confirmed, 'post', '/api/auth/signup/confirm');
    const cookie = confirmed.headers['set-cookie']![0]!;
    expect(cookie)
      .to.match(/^sdn\.sid=/)
      .and.match(/HttpOnly/);
    expect(cookie.split(';')[0]).to.not.equal(login.headers['set-cookie']![0]!.split(';')[0]);
    expect(confirmed.body.user).to.include({ email, name: 'Ada L' });
    expect(confirmed.body).to.include({ role: 'owner' });
    expect((await agent.get('/api/auth/me').expect(200)).body.user.email).to.equal(email);

    await request(service.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    await request(service.app).post('/api/auth/login').send({ email, password: 'first-password-1' }).expect(401);
    for (const [used, password] of [
      [second!, PASSWORD],
      [first!, 'first-password-1'],
    ] as const) {
      const again = await confirm(used, password).expect(400);
      expectContract(again, 'post', '/api/auth/signup/confirm');
      expect(again.body).to.deep.equal({ error: INVALID_CONFIRMATION_LINK });
      expect(again.headers['set-cookie']).to.equal(undefined);
    }
  });

  it("a link followed with another password than its attempt's opens nothing and stays usable; the right one opens it", async () => {
    // Whoever clicks must know the attempt's password: a squatter's attempt cannot be opened by its victim's click.
    const email = uniqueEmail('chosen');
    await signUp({ email, password: 'chosen-at-signup-9' }).expect(202);
    const token = tokenIn((await mailsTo(smtp, email, 1))[0]!);
    const wrong = await confirm(token, PASSWORD).expect(400);
    expectContract(wrong, 'post', '/api/auth/signup/confirm');
    expect(wrong.body).to.deep.equal({ error: WRONG_CONFIRMATION_PASSWORD });
    expect(wrong.headers['set-cookie']).to.equal(undefined);
    for (const password of [PASSWORD, 'chosen-at-signup-9']) {
      await request(service.app).post('/api/auth/login').send({ email, password }).expect(401);
    }

    const agent = request.agent(service.app);
    const opened = await confirm(token, 'chosen-at-signup-9', agent).expect(200);
    expect(opened.body.user.email).to.equal(email);
    expect((await agent.get('/api/auth/me').expect(200)).body.user.email).to.equal(email);
  });

  it(`the ${MAX_CONFIRMATION_PASSWORD_TRIES}th wrong password voids the link: the right one no longer opens anything`, async () => {
    const email = uniqueEmail('guessed');
    await signUp({ email, password: PASSWORD }).expect(202);
    const token = tokenIn((await mailsTo(smtp, email, 1))[0]!);
    for (let i = 1; i < MAX_CONFIRMATION_PASSWORD_TRIES; i++) {
      expect((await confirm(token, `guess-password-${i}`).expect(400)).body).to.deep.equal({ error: WRONG_CONFIRMATION_PASSWORD });
    }
    const voided = await confirm(token, 'guess-password-last').expect(400);
    expectContract(voided, 'post', '/api/auth/signup/confirm');
    expect(voided.body).to.deep.equal({ error: CONFIRMATION_LINK_VOIDED });
    expect((await confirm(token, PASSWORD).expect(400)).body).to.deep.equal({ error: INVALID_CONFIRMATION_LINK });
    await request(service.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
  });

  it('refuses unknown, malformed and expired links with a 4xx and signs nobody in', async () => {
    expect((await confirm('not-a-real-token').expect(400)).body).to.deep.equal({ error: INVALID_CONFIRMATION_LINK });
    const missing = await request(service.app).post('/api/auth/signup/confirm').send({}).expect(400);
    expect(missing.body.details.token._errors).to.deep.equal(['Required']);
    expect(missing.body.details.password._errors).to.deep.equal(['Required']);
    await request(service.app)
      .post('/api/auth/signup/confirm')
      .send({ token: 'x'.repeat(201), password: PASSWORD })
      .expect(400);

    const email = uniqueEmail('late');
    await signUp({ email, password: PASSWORD }).expect(202);
    const token = tokenIn((await mailsTo(smtp, email, 1))[0]!);
    // Only Date moves: the service's clock reads it, timers and sockets keep running.
    const clock = sinon.useFakeTimers({ now: Date.now() + 24 * 3_600_000 + 1000, toFake: ['Date'], shouldAdvanceTime: true });
    try {
      expect((await confirm(token).expect(400)).body).to.deep.equal({ error: INVALID_CONFIRMATION_LINK });
    } finally {
      clock.restore();
    }
    await request(service.app).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
  });

  it('a sign-up from a team invitation link skips confirmation; the token proves only the address it was sent to', async () => {
    const ownerEmail = uniqueEmail('owner');
    const owner = await registered(ownerEmail);
    expect(await setPlanWithCli(database, ownerEmail, 'agency')).to.include('free -> agency');
    const bob = uniqueEmail('bob');
    await owner.post('/api/team/invitations').send({ email: bob }).expect(201);
    const invitation = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec((await mailsTo(smtp, bob, 1))[0]!)![1]!;

    const stranger = uniqueEmail('mallory');
    const elsewhere = await signUp({ email: stranger, password: PASSWORD, invitationToken: invitation }).expect(202);
    expect(elsewhere.headers['set-cookie']).to.equal(undefined);

    const agent = request.agent(service.app);
    const joined = await agent
      .post('/api/auth/signup')
      .send({ email: bob, password: PASSWORD, name: 'Bob', invitationToken: invitation })
      .expect(201);
    expectContract(joined, 'post', '/api/auth/signup');
    expect(joined.headers['set-cookie']![0]).to.match(/^sdn\.sid=/);
    const accepted = await agent.post('/api/team/invitations/accept').send({ token: invitation }).expect(200);
    expect(accepted.body.role).to.equal('member');
    // Once used, the invitation no longer proves anything: the neutral answer again.
    await signUp({ email: uniqueEmail('carol'), password: PASSWORD, invitationToken: invitation }).expect(202);
  });
});

forEachDatabase('HTTP: sign-up confirmation limits per IP and per address', (database) => {
  let service: Service;
  let smtp: Smtp;
  before(async function () {
    // The first spec on the embedded database also starts it: slow on a busy machine.
    this.timeout(90_000);
    smtp = await startSmtpServer();
    service = await startTestService(database, {
      SIGNUP_CONFIRMATION: 'required',
      PUBLIC_BASE_URL: BASE,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOGIN_ATTEMPTS_PER_ACCOUNT: '2',
    });
  });
  after(async () => {
    await service?.close();
    await smtp?.close();
  });

  it('every sign-up counts per address (each mails it), from any IP; the limit answers alike for every address', async () => {
    const addresses = [uniqueEmail('target'), uniqueEmail('other')];
    for (const email of addresses) {
      for (let i = 0; i < 2; i++)
        await request(service.app)
          .post('/api/auth/signup')
          .set('X-Forwarded-For', freshIp())
          .send({ email, password: PASSWORD })
          .expect(202);
      const limited = await request(service.app)
        .post('/api/auth/signup')
        .set('X-Forwarded-For', freshIp())
        .send({ email, password: PASSWORD })
        .expect(429);
      expect(limited.body.error).to.equal('Too many attempts for this account. Please wait 15 minutes and try again.');
      // Only the per-IP policy shows (3 a minute); the per-address count is never told.
      expect(limited.headers['ratelimit-policy']).to.equal('3;w=60');
      expect(await mailsTo(smtp, email, 2)).to.have.length(2);
    }
  });

  it('sign-ups and confirmations from one IP share the per-IP limit', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 2; i++)
      await request(service.app)
        .post('/api/auth/signup')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail(), password: PASSWORD })
        .expect(202);
    await request(service.app)
      .post('/api/auth/signup/confirm')
      .set('X-Forwarded-For', ip)
      .send({ token: 'unknown', password: PASSWORD })
      .expect(400);
    const limited = await request(service.app)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', ip)
      .send({ email: uniqueEmail(), password: PASSWORD })
      .expect(429);
    expect(limited.body.error).to.equal('Too many requests. Please wait a moment.');
  });
});
