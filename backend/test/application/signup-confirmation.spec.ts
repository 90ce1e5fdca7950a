import { expect } from 'chai';
import { ConfirmSignUp } from '../../src/application/auth/confirm-sign-up.js';
import { INVALID_CREDENTIALS, LogIn } from '../../src/application/auth/log-in.js';
import { LoadSession } from '../../src/application/auth/load-session.js';
import { RequestSignUp } from '../../src/application/auth/request-sign-up.js';
import { SignUp } from '../../src/application/auth/sign-up.js';
import { Invitation } from '../../src/domain/account/invitation.js';
import {
  CONFIRMATION_LINK_VOIDED,
  INVALID_CONFIRMATION_LINK,
  MAX_CONFIRMATION_PASSWORD_TRIES,
  WRONG_CONFIRMATION_PASSWORD,
  type PendingSignup,
} from '../../src/domain/account/pending-signup.js';
import { BadRequestError, UnauthenticatedError, ValidationError } from '../../src/domain/shared/domain-error.js';
import { InMemoryInvitationRepository } from '../../src/adapters/in-memory/in-memory-invitation-repository.js';
import { InMemoryMailer } from '../../src/adapters/in-memory/in-memory-mailer.js';
import { InMemoryPendingSignupRepository } from '../../src/adapters/in-memory/in-memory-pending-signup-repository.js';
import { InMemoryTable } from '../../src/adapters/in-memory/in-memory-unit-of-work.js';
import { CryptoInvitationTokens } from '../../src/adapters/system/crypto-invitation-tokens.js';
import { inMemoryWorld } from '../support/in-memory-world.js';
import type { Logger } from '../../src/ports/logger.js';

const PASSWORD = 'correct-horse-1';

function useCases() {
  const w = inMemoryWorld();
  const pendingTable = new InMemoryTable<PendingSignup>(w.unitOfWork);
  const pendingSignups = new InMemoryPendingSignupRepository(pendingTable);
  const invitations = new InMemoryInvitationRepository(new InMemoryTable<Invitation>(w.unitOfWork));
  const tokens = new CryptoInvitationTokens();
  const mailer = new InMemoryMailer();
  const errors: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (_context, message) => errors.push(message) };
  const signUp = new SignUp(w.users, w.workspaces, w.memberships, w.subscriptions, w.unitOfWork, w.hasher, w.ids, w.clock);
  const requestSignUp = new RequestSignUp(
    {
      users: w.users,
      pendingSignups,
      invitations,
      tokens,
      hasher: w.hasher,
      signUp,
      mailer,
      unitOfWork: w.unitOfWork,
      ids: w.ids,
      clock: w.clock,
      logger,
    },
    { ttlHours: 24, dashboardBaseUrl: 'https://app.example' },
  );
  const accounts = { users: w.users, workspaces: w.workspaces, memberships: w.memberships, subscriptions: w.subscriptions };
  const confirmSignUp = new ConfirmSignUp(accounts, pendingSignups, tokens, w.hasher, w.unitOfWork, w.ids, w.clock);
  const logIn = new LogIn(
    w.users,
    w.memberships,
    w.hasher,
    new LoadSession(w.users, w.workspaces, w.memberships, w.subscriptions, w.clock),
  );
  /** Mail leaves after the answer (setImmediate): let it go, then read what was sent. */
  const sent = async () => {
    await new Promise((done) => setImmediate(done));
    return mailer.sent;
  };
  const tokenOf = (text: string) => /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  return { w, pendingTable, invitations, tokens, mailer, errors, requestSignUp, confirmSignUp, logIn, sent, tokenOf };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.fail('expected a refusal'),
    (error: Error) => error,
  );
}

describe('Sign-up confirmed by email (use cases)', () => {
  it('a new address gets a pending sign-up (token stored hashed) and a link; no account until it is followed', async () => {
    const { w, pendingTable, tokens, requestSignUp, sent, tokenOf } = useCases();
    expect(await requestSignUp.execute({ email: ' Ada@Example.com ', password: PASSWORD, name: 'Ada' })).to.deep.equal({
      kind: 'confirmation-sent',
    });
    expect(w.tables.users.all()).to.be.empty;
    const [mail] = await sent();
    expect(mail!.to).to.equal('ada@example.com');
    const token = tokenOf(mail!.text);
    expect(mail!.text).to.include('https://app.example/signup/confirm?token=');
    expect(mail!.html).to.include(`href="https://app.example/signup/confirm?token=${token}"`);
    const [pending] = pendingTable.all();
    expect(pending!.tokenHash).to.equal(tokens.hashOf(token)).and.not.include(token);
    expect(pending!.expiresAt.getTime() - pending!.createdAt.getTime()).to.equal(24 * 3_600_000);
  });

  it('a registered address gets the same outcome and a log-in note without a token; nothing is written', async () => {
    const { w, pendingTable, requestSignUp, confirmSignUp, sent, tokenOf } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD });
    await confirmSignUp.execute({ token: tokenOf((await sent())[0]!.text), password: PASSWORD });
    const users = w.tables.users.all().length;
    for (const password of [PASSWORD, 'another-horse-2']) {
      expect(await requestSignUp.execute({ email: 'A@example.com', password })).to.deep.equal({ kind: 'confirmation-sent' });
    }
    const notes = (await sent()).slice(1);
    expect(notes).to.have.length(2);
    for (const note of notes) {
      expect(note.subject).to.equal('Sign-up attempt with your email address');
      expect(note.text).to.include('https://app.example/login').and.not.include('token');
    }
    expect(w.tables.users.all()).to.have.length(users);
    expect(pendingTable.all()).to.be.empty;
  });

  it("confirming opens the account with that attempt's password and voids the other links of the address", async () => {
    const { requestSignUp, confirmSignUp, logIn, sent, tokenOf } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: 'squatter-pass-9' });
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD, name: 'Ada' });
    const [squatter, owner] = (await sent()).map((mail) => tokenOf(mail.text));
    const view = await confirmSignUp.execute({ token: owner!, password: PASSWORD });
    expect(view).to.deep.include({ role: 'owner', plan: 'free' });
    expect(view.user).to.include({ email: 'a@example.com', name: 'Ada' });
    expect((await logIn.execute({ email: 'a@example.com', password: PASSWORD })).user.id).to.equal(view.user.id);
    const wrong = await refusal(logIn.execute({ email: 'a@example.com', password: 'squatter-pass-9' }));
    expect(wrong).to.be.instanceOf(UnauthenticatedError).with.property('message', INVALID_CREDENTIALS);
    for (const [used, password] of [
      [owner!, PASSWORD],
      [squatter!, 'squatter-pass-9'],
    ] as const) {
      expect(await refusal(confirmSignUp.execute({ token: used, password })))
        .to.be.instanceOf(BadRequestError)
        .with.property('message', INVALID_CONFIRMATION_LINK);
    }
  });

  it('the link opens nothing without the password of its attempt: the victim of a squatter cannot be handed that account', async () => {
    const { w, pendingTable, requestSignUp, confirmSignUp, logIn, sent, tokenOf } = useCases();
    // The squatter signs up with the victim's address; the victim follows the link but knows only their own password.
    await requestSignUp.execute({ email: 'victim@example.com', password: 'squatter-pass-9' });
    const link = tokenOf((await sent())[0]!.text);
    const wrong = await refusal(confirmSignUp.execute({ token: link, password: PASSWORD }));
    expect(wrong).to.be.instanceOf(BadRequestError).with.property('message', WRONG_CONFIRMATION_PASSWORD);
    expect(w.tables.users.all()).to.be.empty;
    expect(pendingTable.all()[0]!.failedAttempts).to.equal(1);

    // The victim signs up themselves and confirms with their own password; the squatter's password opens nothing.
    await requestSignUp.execute({ email: 'victim@example.com', password: PASSWORD });
    const own = tokenOf((await sent())[1]!.text);
    await confirmSignUp.execute({ token: own, password: PASSWORD });
    await logIn.execute({ email: 'victim@example.com', password: PASSWORD });
    expect(await refusal(logIn.execute({ email: 'victim@example.com', password: 'squatter-pass-9' }))).to.be.instanceOf(
      UnauthenticatedError,
    );
    expect(await refusal(confirmSignUp.execute({ token: link, password: 'squatter-pass-9' }))).to.have.property(
      'message',
      INVALID_CONFIRMATION_LINK,
    );
  });

  it('a wrong password leaves the link usable; the right one after a few typos opens the account', async () => {
    const { w, requestSignUp, confirmSignUp, sent, tokenOf } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD, name: 'Ada' });
    const token = tokenOf((await sent())[0]!.text);
    for (let i = 1; i < MAX_CONFIRMATION_PASSWORD_TRIES; i++) {
      expect(await refusal(confirmSignUp.execute({ token, password: `typo-password-${i}` }))).to.have.property(
        'message',
        WRONG_CONFIRMATION_PASSWORD,
      );
    }
    const view = await confirmSignUp.execute({ token, password: PASSWORD });
    expect(view.user).to.include({ email: 'a@example.com', name: 'Ada' });
    expect(w.tables.users.all()).to.have.length(1);
  });

  it(`the ${MAX_CONFIRMATION_PASSWORD_TRIES}th wrong password voids the link, so it cannot be used to guess the password`, async () => {
    const { w, pendingTable, requestSignUp, confirmSignUp, sent, tokenOf } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD });
    const token = tokenOf((await sent())[0]!.text);
    const answers: string[] = [];
    for (let i = 1; i <= MAX_CONFIRMATION_PASSWORD_TRIES; i++) {
      answers.push((await refusal(confirmSignUp.execute({ token, password: `guess-password-${i}` }))).message);
    }
    expect(answers.slice(0, -1)).to.deep.equal(Array(MAX_CONFIRMATION_PASSWORD_TRIES - 1).fill(WRONG_CONFIRMATION_PASSWORD));
    expect(answers.at(-1)).to.equal(CONFIRMATION_LINK_VOIDED);
    expect(pendingTable.all()).to.be.empty;
    expect(await refusal(confirmSignUp.execute({ token, password: PASSWORD }))).to.have.property('message', INVALID_CONFIRMATION_LINK);
    expect(w.tables.users.all()).to.be.empty;
  });

  it('the mail says to enter the sign-up password, and that the address is useless to anyone without it', async () => {
    const { requestSignUp, sent } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD });
    const [mail] = await sent();
    for (const body of [mail!.text, mail!.html]) {
      expect(body).to.include('enter the password you chose when you signed up');
      expect(body).to.include('nobody can use your address without the password chosen at sign-up');
    }
  });

  it('logging in before confirming answers exactly as a wrong password does', async () => {
    const { requestSignUp, logIn } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD });
    expect(await refusal(logIn.execute({ email: 'a@example.com', password: PASSWORD })))
      .to.be.instanceOf(UnauthenticatedError)
      .with.property('message', INVALID_CREDENTIALS);
  });

  it('a link expires after its lifetime (fake clock), and expired attempts are purged by the next sign-up', async () => {
    const { w, pendingTable, requestSignUp, confirmSignUp, sent, tokenOf } = useCases();
    await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD });
    const token = tokenOf((await sent())[0]!.text);
    w.clock.tick(24 * 3_600_000);
    expect(await refusal(confirmSignUp.execute({ token, password: PASSWORD })))
      .to.be.instanceOf(BadRequestError)
      .with.property('message', INVALID_CONFIRMATION_LINK);
    expect(w.tables.users.all()).to.be.empty;
    await requestSignUp.execute({ email: 'b@example.com', password: PASSWORD });
    expect(pendingTable.all().map((pending) => pending.email)).to.deep.equal(['b@example.com']);
  });

  it('refuses a weak password before looking at the address, and sends nothing', async () => {
    const { requestSignUp, sent } = useCases();
    expect(await refusal(requestSignUp.execute({ email: 'a@example.com', password: 'aaaaaaaaaaaa' }))).to.be.instanceOf(ValidationError);
    expect(await sent()).to.be.empty;
  });

  it('an open invitation to this address signs up at once; another address, or an expired invitation, gets the link', async () => {
    const { w, invitations, tokens, requestSignUp, sent } = useCases();
    const { token, hash } = tokens.issue();
    const invitation = Invitation.issue({
      id: w.ids.newId(),
      workspaceId: w.ids.newId(),
      membershipId: w.ids.newId(),
      email: 'bob@example.com',
      tokenHash: hash,
      now: w.clock.now(),
      ttlHours: 1,
    });
    invitations.add(invitation);
    await w.unitOfWork.commit();

    expect(await requestSignUp.execute({ email: 'eve@example.com', password: PASSWORD, invitationToken: token })).to.deep.equal({
      kind: 'confirmation-sent',
    });
    const joined = await requestSignUp.execute({ email: 'Bob@example.com', password: PASSWORD, invitationToken: token });
    expect(joined.kind).to.equal('signed-up');
    w.clock.tick(3_600_000);
    expect(await requestSignUp.execute({ email: 'carl@example.com', password: PASSWORD, invitationToken: token })).to.deep.equal({
      kind: 'confirmation-sent',
    });
    expect((await sent()).map((mail) => mail.to)).to.deep.equal(['eve@example.com', 'carl@example.com']);
  });

  it('a mail that fails to send is logged; the answer was already given', async () => {
    const { mailer, errors, requestSignUp, sent } = useCases();
    mailer.failNext = true;
    expect(await requestSignUp.execute({ email: 'a@example.com', password: PASSWORD })).to.deep.equal({ kind: 'confirmation-sent' });
    expect(await sent()).to.be.empty;
    await new Promise((done) => setImmediate(done));
    expect(errors).to.deep.equal(['sign-up email failed']);
  });
});
