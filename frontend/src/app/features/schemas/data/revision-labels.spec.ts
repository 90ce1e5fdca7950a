import { authorLabel, changeSummary, restoreChoices, revisionTitle } from './revision-labels';

describe('revision labels', () => {
  it('names the change, and where a restore came from', () => {
    expect(revisionTitle({ kind: 'unpaused', restoredFrom: null })).toBe('Unpaused');
    expect(revisionTitle({ kind: 'restored', restoredFrom: 3 })).toBe('Restored from #3');
    expect(revisionTitle({ kind: 'initial', restoredFrom: null })).toBe('History starts');
  });

  it('says what changed in words, leaving status moves to the title', () => {
    expect(changeSummary({ kind: 'edited', changes: ['jsonLd'] })).toBe('JSON-LD changed');
    expect(
      changeSummary({ kind: 'restored', changes: ['name', 'pageUrl', 'jsonLd', 'status'] }),
    ).toBe('name, page URL and JSON-LD changed');
    expect(changeSummary({ kind: 'published', changes: ['status'] })).toBe('');
    expect(changeSummary({ kind: 'restored', changes: [] })).toBe('No change');
    expect(changeSummary({ kind: 'created', changes: ['name'] })).toBe('');
  });

  it('shows the author, or why there is none', () => {
    expect(authorLabel({ author: { userId: 'u', email: 'a@example.com' } })).toBe('a@example.com');
    expect(authorLabel({ author: null })).toBe('Before history was kept');
  });

  it('words the restore choices for the current state', () => {
    expect(restoreChoices('published')).toMatchObject({
      publish: 'Restore and keep live',
      keep: 'Restore and pause for review',
    });
    expect(restoreChoices('paused').publish).toBe('Restore and unpause');
    expect(restoreChoices('draft')).toMatchObject({
      publish: 'Restore and publish',
      keep: 'Restore as draft',
    });
  });
});
