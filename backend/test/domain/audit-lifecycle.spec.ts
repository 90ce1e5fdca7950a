import { expect } from 'chai';
import { Audit, claimAuditPage, type AuditPageTally, type AuditState } from '../../src/domain/audit/audit.js';
import type { AuditPageResult } from '../../src/domain/audit/audit-page.js';
import { RunItem } from '../../src/domain/runs/run-item.js';

const t0 = new Date('2026-06-01T12:00:00Z');
const t1 = new Date('2026-06-01T12:05:00Z');
const owner = { workspaceId: 'w1', clientSiteId: 's1', createdBy: 'u1', plan: 'agency' as const };
const tally = (over: Partial<AuditPageTally> = {}): AuditPageTally => ({
  scores: [],
  withMarkup: 0,
  pending: 0,
  unread: 0,
  firstUnreadReason: null,
  ...over,
});

/** A stored running audit whose pages were found (discovery done) or not. */
function running(discovery: AuditState['discovery'] = 'sitemap'): Audit {
  const started = Audit.start({ id: 'a1', ...owner, deep: false, maxPages: 10, now: t0 });
  return Audit.restore({ ...started.snapshot(), discovery }, owner);
}

describe('Audit lifecycle (domain)', () => {
  it('finishes only once discovery is done and no page is queued or running', () => {
    expect(running(null).finishIfDone(tally({ scores: [90] }), t1), 'pages not discovered yet').to.equal(false);
    const audit = running();
    expect(audit.finishIfDone(tally({ scores: [90], pending: 1 }), t1)).to.equal(false);
    expect(audit.status).to.equal('running');
    expect(audit.hasChanges()).to.equal(false);
  });

  it('completes with the mean page score and the share of audited pages with markup', () => {
    const audit = running();
    expect(audit.finishIfDone(tally({ scores: [100, 40, 70], withMarkup: 1, unread: 2 }), t1)).to.equal(true);
    expect([audit.status, audit.score, audit.coverage, audit.error, audit.finishedAt]).to.deep.equal(['completed', 70, 33, null, t1]);
    expect([audit.storedStatus(), audit.hasChanges()]).to.deep.equal(['running', true]);
    expect(audit.finishIfDone(tally({ scores: [0] }), t1), 'finishes once').to.equal(false);
  });

  it('fails with the first reason when none of its pages could be read; an audit of no page at all completes', () => {
    const unread = running();
    expect(unread.finishIfDone(tally({ unread: 2, firstUnreadReason: 'The host could not be reached.' }), t1)).to.equal(true);
    expect([unread.status, unread.score, unread.error]).to.deep.equal([
      'failed',
      null,
      'No page of the site could be read. The host could not be reached.',
    ]);
    const empty = running();
    expect(empty.finishIfDone(tally(), t1)).to.equal(true);
    expect([empty.status, empty.score, empty.coverage]).to.deep.equal(['completed', null, null]);
  });

  it('is cancelled or interrupted only while running', () => {
    const cancelled = running();
    expect(cancelled.cancel(t1)).to.equal(true);
    expect([cancelled.status, cancelled.finishedAt]).to.deep.equal(['cancelled', t1]);
    expect(cancelled.interrupt('Interrupted: expired.', t1)).to.equal(false);
    expect(cancelled.finishIfDone(tally({ scores: [90] }), t1)).to.equal(false);
    const interrupted = running(null);
    expect(interrupted.interrupt('Interrupted: expired.', t1)).to.equal(true);
    expect([interrupted.status, interrupted.error]).to.deep.equal(['interrupted', 'Interrupted: expired.']);
    expect(interrupted.cancel(t1)).to.equal(false);
  });

  it('lets a worker take a page only while the audit runs and the page is still to do', () => {
    const page = RunItem.queued<AuditPageResult>('p1', 'https://shop.example.com/a');
    expect(claimAuditPage('cancelled', page, t1)).to.equal(false);
    expect(page.status).to.equal('queued');
    expect(claimAuditPage('running', page, t1)).to.equal(true);
    expect([page.status, page.attempts]).to.deep.equal(['running', 1]);
    expect(claimAuditPage('running', page, t1), 'a running page is taken again after its worker died').to.equal(true);
    page.succeed({ score: 100, pageKind: null, markup: [], findings: [], proposal: null }, t1);
    expect(claimAuditPage('running', page, t1), 'done by an earlier attempt').to.equal(false);
    const skipped = RunItem.skipped<AuditPageResult>('p2', 'https://shop.example.com/private', 'Disallowed');
    expect(claimAuditPage('running', skipped, t1)).to.equal(false);
  });
});
