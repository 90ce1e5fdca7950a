import { expect } from 'chai';
import { INVALID_CONFIRMATION_LINK, PendingSignup } from '../../src/domain/account/pending-signup.js';
import { BadRequestError } from '../../src/domain/shared/domain-error.js';

describe('PendingSignup', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const issue = () =>
    PendingSignup.issue({ id: 'p1', email: ' Ada@Example.COM ', name: '  ', passwordHash: 'h', tokenHash: 't', now, ttlHours: 2 });

  it('keeps the address normalised, an empty name as none, and expires after its lifetime', () => {
    const pending = issue();
    expect(pending).to.include({ email: 'ada@example.com', name: null });
    expect(pending.expiresAt.toISOString()).to.equal('2026-06-01T14:00:00.000Z');
  });

  it('is confirmable until the last millisecond, then refused with the one link message', () => {
    const pending = issue();
    expect(() => pending.assertConfirmable(new Date(pending.expiresAt.getTime() - 1))).not.to.throw();
    expect(() => pending.assertConfirmable(pending.expiresAt)).to.throw(BadRequestError, INVALID_CONFIRMATION_LINK);
  });
});
