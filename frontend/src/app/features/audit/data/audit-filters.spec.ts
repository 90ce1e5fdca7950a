import { describe, expect, it } from 'vitest';
import { progressOf, windowLabel } from './audit-filters';

describe('audit results', () => {
  it('labels the window of pages the server answered, and nothing when it holds them all', () => {
    expect(windowLabel({ offset: 0, limit: 50, total: 12 }, 12)).toBeNull();
    expect(windowLabel({ offset: 0, limit: 50, total: 420 }, 50)).toBe('Pages 1–50 of 420');
    expect(windowLabel({ offset: 400, limit: 50, total: 420 }, 20)).toBe('Pages 401–420 of 420');
    expect(windowLabel({ offset: 450, limit: 50, total: 420 }, 0)).toBe(
      'No pages here (420 in all)',
    );
  });

  it('counts settled pages for the progress bar', () => {
    expect(progressOf({ found: 0, done: 0, failed: 0, skipped: 0, cancelled: 0 })).toBe(0);
    expect(progressOf({ found: 8, done: 4, failed: 1, skipped: 1, cancelled: 0 })).toBe(75);
  });
});
