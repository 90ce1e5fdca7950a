import type { AuditPageView } from '@sdn/contracts';
import { describe, expect, it } from 'vitest';
import { filterPages, progressOf } from './audit-filters';

const page = (url: string, findings: AuditPageView['findings']): AuditPageView => ({
  id: url,
  url,
  status: 'done',
  score: 100,
  pageKind: null,
  markup: [],
  findings,
  proposal: null,
  error: null,
});
const finding = (type: 'mismatch' | 'duplicate', severity: 'error' | 'warning') => ({
  type,
  severity,
  schemaType: 'Product',
  source: 'json-ld' as const,
  message: type,
  fix: 'fix',
});

describe('audit filters', () => {
  const pages = [
    page('/a', [finding('mismatch', 'error'), finding('duplicate', 'warning')]),
    page('/b', []),
    page('/c', [finding('duplicate', 'warning')]),
  ];

  it('lists every page without a filter, and only matching findings with one', () => {
    expect(filterPages(pages, { severity: '', type: '' })).toHaveLength(3);
    expect(
      filterPages(pages, { severity: 'error', type: '' }).map((p) => [p.url, p.findings.length]),
    ).toEqual([['/a', 1]]);
    expect(filterPages(pages, { severity: '', type: 'duplicate' }).map((p) => p.url)).toEqual([
      '/a',
      '/c',
    ]);
    expect(filterPages(pages, { severity: 'error', type: 'duplicate' })).toEqual([]);
  });

  it('counts settled pages for the progress bar', () => {
    expect(progressOf({ found: 0, done: 0, failed: 0, skipped: 0, cancelled: 0 })).toBe(0);
    expect(progressOf({ found: 8, done: 4, failed: 1, skipped: 1, cancelled: 0 })).toBe(75);
  });
});
