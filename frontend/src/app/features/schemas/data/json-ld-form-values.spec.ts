import {
  UTC_OFFSETS,
  enumMember,
  enumValue,
  joinDateTime,
  joinDuration,
  localOffset,
  splitDateTime,
  splitDuration,
} from './json-ld-form-values';

describe('json-ld-form values', () => {
  it('writes a datetime-local value with its offset as ISO 8601, and reads it back', () => {
    expect(joinDateTime('2026-12-01T19:30', '+01:00')).toBe('2026-12-01T19:30:00+01:00');
    expect(joinDateTime('2026-12-01T19:30:15', '-05:00')).toBe('2026-12-01T19:30:15-05:00');
    expect(joinDateTime('', '+01:00')).toBe('');
    expect(splitDateTime('2026-12-01T19:30:00+01:00')).toEqual({
      local: '2026-12-01T19:30:00',
      offset: '+01:00',
    });
    expect(splitDateTime('2026-12-01T19:30Z')).toEqual({
      local: '2026-12-01T19:30',
      offset: '+00:00',
    });
    expect(splitDateTime('2026-12-01T19:30+0530')).toEqual({
      local: '2026-12-01T19:30',
      offset: '+05:30',
    });
    expect(splitDateTime('2026-12-01')).toEqual({ local: '2026-12-01T00:00', offset: null });
    expect(splitDateTime('next Tuesday')).toEqual({ local: '', offset: null });
  });

  it("offers every UTC offset in order and defaults to the browser's", () => {
    expect(UTC_OFFSETS[0]).toBe('-12:00');
    expect(UTC_OFFSETS.at(-1)).toBe('+14:00');
    expect(UTC_OFFSETS).toContain('+05:45');
    expect(UTC_OFFSETS.indexOf('+05:30')).toBeLessThan(UTC_OFFSETS.indexOf('+05:45'));
    expect(UTC_OFFSETS).toContain(localOffset(new Date('2026-07-01T12:00:00Z')));
    expect(localOffset({ getTimezoneOffset: () => -330 } as Date)).toBe('+05:30');
    expect(localOffset({ getTimezoneOffset: () => 240 } as Date)).toBe('-04:00');
  });

  it('turns hours, minutes and seconds into an ISO 8601 duration and back', () => {
    expect(joinDuration({ hours: '1', minutes: '30', seconds: '' })).toBe('PT1H30M');
    expect(joinDuration({ hours: '', minutes: '0', seconds: '45' })).toBe('PT45S');
    expect(joinDuration({ hours: '', minutes: '', seconds: '' })).toBe('');
    expect(splitDuration('PT1H30M')).toEqual({ hours: '1', minutes: '30', seconds: '' });
    expect(splitDuration('P1DT2H')).toEqual({ hours: '26', minutes: '', seconds: '' });
    expect(splitDuration('')).toEqual({ hours: '', minutes: '', seconds: '' });
    expect(splitDuration('P2W')).toBeNull();
    expect(splitDuration('1 hour')).toBeNull();
  });

  it('writes enumeration members as schema.org URLs and reads every spelling', () => {
    expect(enumValue('InStock')).toBe('https://schema.org/InStock');
    expect(enumValue('')).toBe('');
    expect(
      ['https://schema.org/InStock', 'http://schema.org/InStock', 'schema:InStock', 'InStock'].map(
        enumMember,
      ),
    ).toEqual(Array(4).fill('InStock'));
  });
});
