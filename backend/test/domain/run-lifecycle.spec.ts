import { expect } from 'chai';
import { BulkRun } from '../../src/domain/bulk/bulk-run.js';
import { InvalidRunTransitionError } from '../../src/domain/runs/run-errors.js';
import { RunItem } from '../../src/domain/runs/run-item.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const t1 = new Date('2026-01-01T00:01:00Z');
const t2 = new Date('2026-01-01T00:02:00Z');
const result = { schemaType: 'Product', source: 'page-metadata' as const, isValid: true, schemaId: 'd1', note: null, update: null };

function run(urls = ['https://shop.example.com/a', 'https://shop.example.com/b']): BulkRun {
  return BulkRun.start({
    id: 'r1',
    workspaceId: 'w1',
    clientSiteId: 'c1',
    createdBy: 'u1',
    plan: 'pro',
    items: urls.map((url, index) => ({ id: `i${index + 1}`, url })),
    now: t0,
  });
}

describe('Run lifecycle (domain)', () => {
  it('starts running with every item queued', () => {
    const r = run();
    expect(r.status).to.equal('running');
    expect(r.counts()).to.deep.equal({ total: 2, queued: 2, running: 0, succeeded: 0, failed: 0, cancelled: 0, skipped: 0 });
    expect(r.items.map((item) => item.subject)).to.deep.equal(['https://shop.example.com/a', 'https://shop.example.com/b']);
  });

  it('claims, succeeds and fails items; the run completes when none is queued or running', () => {
    const r = run();
    const first = r.claim('i1', t1)!;
    expect(first).to.include({ status: 'running', attempts: 1 });
    expect(first.startedAt).to.equal(t1);
    r.succeed('i1', result, t1);
    expect(r.finishIfDone(t1)).to.equal(false);
    r.claim('i2', t1);
    r.fail('i2', 'The page answered HTTP 404', t2);
    expect(r.item('i2')).to.include({ status: 'failed', error: 'The page answered HTTP 404' });
    expect(r.finishIfDone(t2)).to.equal(true);
    expect(r.status).to.equal('completed');
    expect(r.finishedAt).to.equal(t2);
    expect(r.finishIfDone(t2), 'only once').to.equal(false);
  });

  it('claims nothing on a run that is not running or an item that is done; a crashed worker item is claimed again', () => {
    const r = run();
    r.claim('i1', t0);
    expect(r.claim('i1', t1)!.attempts, 'taken again after its worker stopped').to.equal(2);
    r.succeed('i1', result, t1);
    expect(r.claim('i1', t2), 'done').to.equal(null);
    r.cancel(t2);
    expect(r.claim('i2', t2), 'cancelled').to.equal(null);
  });

  it('guards item moves: only a running item succeeds, only an open one fails, only a queued one is cancelled', () => {
    const r = run();
    expect(() => r.succeed('i1', result, t1)).to.throw(InvalidRunTransitionError, /Cannot succeed an item that is queued/);
    r.claim('i1', t1);
    r.succeed('i1', result, t1);
    expect(() => r.fail('i1', 'late', t2)).to.throw(InvalidRunTransitionError);
    expect(() => r.item('i1')!.cancel(t2)).to.throw(InvalidRunTransitionError);
    expect(() => r.item('i1')!.retry()).to.throw(InvalidRunTransitionError);
    expect(() => r.succeed('nope', result, t1)).to.throw(/not in run/);
  });

  it('cancels queued items and the run; running items finish; a second cancel changes nothing', () => {
    const r = run(['https://shop.example.com/a', 'https://shop.example.com/b', 'https://shop.example.com/c']);
    r.claim('i1', t1);
    expect(r.cancel(t1)).to.equal(true);
    expect(r.items.map((item) => item.status)).to.deep.equal(['running', 'cancelled', 'cancelled']);
    expect(r.status).to.equal('cancelled');
    expect(r.cancel(t2)).to.equal(false);
    expect(r.finishedAt).to.equal(t1);
    r.succeed('i1', result, t2);
    expect(r.finishIfDone(t2), 'a cancelled run stays cancelled').to.equal(false);
    expect(r.counts()).to.include({ succeeded: 1, cancelled: 2 });
  });

  it('gives up on an item with a reason (interrupted) unless it is already done', () => {
    const r = run();
    r.claim('i1', t1);
    expect(r.interrupt('i1', 'the job expired', t2)).to.equal(true);
    expect(r.item('i1')!.error).to.equal('Interrupted: the job expired.');
    expect(r.interrupt('i2', 'the worker kept dying', t2), 'a queued item too').to.equal(true);
    expect(r.interrupt('i2', 'again', t2)).to.equal(false);
    expect(r.finishIfDone(t2)).to.equal(true);
  });

  it('retries failed items: queued again, the run running again; nothing failed changes nothing', () => {
    const r = run();
    r.claim('i1', t1);
    r.fail('i1', 'x'.repeat(5000), t1);
    expect(r.item('i1')!.error).to.have.length(1000);
    r.claim('i2', t1);
    r.succeed('i2', result, t1);
    r.finishIfDone(t1);
    expect(r.retryFailed().map((item) => item.id)).to.deep.equal(['i1']);
    expect(r).to.include({ status: 'running', finishedAt: null });
    expect(r.item('i1')).to.include({ status: 'queued', error: null, finishedAt: null });
    expect(r.claim('i1', t2)!.attempts).to.equal(2);
    expect(run().retryFailed()).to.deep.equal([]);
  });

  it('tracks what changed since it was stored, so a repository writes a change only over the state it read', () => {
    const stored = RunItem.restore({
      id: 'i1',
      subject: 'https://shop.example.com/a',
      status: 'queued',
      attempts: 0,
      result: null,
      error: null,
      startedAt: null,
      finishedAt: null,
    });
    expect(stored.hasChanges()).to.equal(false);
    stored.claim(t1);
    expect(stored.hasChanges()).to.equal(true);
    expect(stored.storedVersion()).to.deep.equal({ status: 'queued', attempts: 0 });
    stored.markStored();
    expect(stored.storedVersion()).to.deep.equal({ status: 'running', attempts: 1 });
    expect(RunItem.queued('i2', 'https://shop.example.com/b').storedVersion(), 'new').to.equal(null);
  });

  it('knows the drafts of its succeeded items, and a draft id is its item id (the retry key)', () => {
    const r = run();
    r.claim('i1', t1);
    r.succeed('i1', { ...result, schemaId: BulkRun.draftIdOf(r.item('i1')!) }, t1);
    expect([...r.draftsOf(['i1', 'i2', 'nope'])]).to.deep.equal([['i1', 'i1']]);
  });

  it('records a skipped item with its reason; it never moves', () => {
    const skipped = RunItem.skipped<string>('i1', 'https://shop.example.com/private', 'Disallowed by robots.txt: not fetched.');
    expect([skipped.status, skipped.error, skipped.isOpen(), skipped.hasChanges()]).to.deep.equal([
      'skipped',
      'Disallowed by robots.txt: not fetched.',
      false,
      true,
    ]);
    expect(() => skipped.claim(t1)).to.throw(InvalidRunTransitionError);
    expect(() => skipped.cancel(t1)).to.throw(InvalidRunTransitionError);
    expect(() => skipped.fail('x', t1)).to.throw(InvalidRunTransitionError);
  });
});
