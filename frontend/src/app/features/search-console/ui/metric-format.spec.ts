import {
  formatCtr,
  formatCtrChange,
  formatPosition,
  formatPositionChange,
  formatRelative,
} from './metric-format';

describe('metric formatting', () => {
  it('shows relative changes with a sign, and "new" when the previous period had none', () => {
    expect(formatRelative(0.25, 10)).toBe('+25 %');
    expect(formatRelative(-0.034, 10)).toBe('−3 %');
    expect(formatRelative(0, 10)).toBe('±0 %');
    expect(formatRelative(null, 5)).toBe('new');
    expect(formatRelative(null, 0)).toBe('–');
  });

  it('shows CTR in percent, its change in points, and position moves as up/down arrows (smaller is better)', () => {
    expect(formatCtr(0.075)).toBe('7.5 %');
    expect(formatCtrChange({ clicks: null, impressions: null, ctr: 0.012, position: null })).toBe(
      '+1.2 pt',
    );
    expect(formatPosition(null)).toBe('–');
    expect(formatPositionChange({ clicks: null, impressions: null, ctr: 0, position: -2.5 })).toBe(
      '▲ 2.5',
    );
    expect(formatPositionChange({ clicks: null, impressions: null, ctr: 0, position: 1 })).toBe(
      '▼ 1.0',
    );
  });
});
