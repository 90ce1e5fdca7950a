import { expect } from 'chai';
import { LoadSession } from '../../src/application/auth/load-session.js';
import { INVALID_CREDENTIALS, LogIn } from '../../src/application/auth/log-in.js';
import { SignUp } from '../../src/application/auth/sign-up.js';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../src/domain/shared/domain-error.js';
import { inMemoryWorld } from '../support/in-memory-world.js';

function useCases() {
  const w = inMemoryWorld();
  const loadSession = new LoadSession(w.users, w.workspaces, w.memberships, w.subscriptions, w.clock);
  return {
    w,
    loadSession,
    signUp: new SignUp(w.users, w.workspaces, w.memberships, w.subscriptions, w.unitOfWork, w.hasher, w.ids, w.clock),
    logIn: new LogIn(w.users, w.memberships, w.hasher, loadSession),
  };
}

describe('Sign up and log in (use cases)', () => {
  it('sign-up creates a user owning a Free workspace with an active owner seat', async () => {
    const { w, signUp } = useCases();
    const view = await signUp.execute({ email: ' Ada@Example.COM ', password: 'correct-horse-1', name: 'Ada' });
    expect(view.user.email).to.equal('ada@example.com');
    expect(view.role).to.equal('owner');
    expect(view.plan).to.equal('free');
    const [seat] = await w.memberships.listByWorkspace(view.workspace.id);
    expect(seat).to.include({ role: 'owner', status: 'active', userId: view.user.id });
    expect(await w.subscriptions.findByWorkspace(view.workspace.id)).to.include({ plan: 'free' });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { signUp } = useCases();
    await signUp.execute({ email: 'a@example.com', password: 'correct-horse-1' });
    await signUp.execute({ email: 'A@EXAMPLE.com', password: 'correct-horse-2' }).then(
      () => expect.fail('expected a conflict'),
      (error) => expect(error).to.be.instanceOf(ConflictError),
    );
  });

  it('refuses a weak password and writes nothing', async () => {
    const { w, signUp } = useCases();
    await signUp.execute({ email: 'a@example.com', password: 'short' }).then(
      () => expect.fail('expected a validation error'),
      (error) => expect(error).to.be.instanceOf(ValidationError).and.have.nested.property('fields.password'),
    );
    expect(w.tables.users.all()).to.be.empty;
    expect(w.tables.workspaces.all()).to.be.empty;
  });

  it('logs in with the right password and gives one message for unknown email and wrong password', async () => {
    const { signUp, logIn } = useCases();
    await signUp.execute({ email: 'a@example.com', password: 'correct-horse-1' });
    expect((await logIn.execute({ email: 'A@example.com', password: 'correct-horse-1' })).user.email).to.equal('a@example.com');
    for (const attempt of [
      { email: 'a@example.com', password: 'wrong-horse-1' },
      { email: 'nobody@example.com', password: 'correct-horse-1' },
    ]) {
      await logIn.execute(attempt).then(
        () => expect.fail('expected unauthenticated'),
        (error) => expect(error).to.be.instanceOf(UnauthenticatedError).with.property('message', INVALID_CREDENTIALS),
      );
    }
  });

  it('a session whose seat was removed no longer loads', async () => {
    const { w, signUp, loadSession } = useCases();
    const view = await signUp.execute({ email: 'a@example.com', password: 'correct-horse-1' });
    const [seat] = await w.memberships.listByWorkspace(view.workspace.id);
    w.memberships.remove(seat!);
    await w.unitOfWork.commit();
    await loadSession.execute({ userId: view.user.id, workspaceId: view.workspace.id }).then(
      () => expect.fail('expected unauthenticated'),
      (error) => expect(error).to.be.instanceOf(UnauthenticatedError),
    );
  });
});
