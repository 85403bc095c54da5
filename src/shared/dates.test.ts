import { describe, expect, it } from 'vitest';
import { formatDateTimeUK, formatRelativeTime } from './dates';

describe('UK dates', () => {
  it('formats in Europe/London, in winter and in summer time', () => {
    expect(formatDateTimeUK('2026-12-21T14:05:00Z')).toBe('21 Dec 2026, 14:05');
    expect(formatDateTimeUK('2026-07-01T14:05:00Z')).toBe('1 Jul 2026, 15:05');
  });

  it('says how far away a moment is', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(formatRelativeTime('2026-05-13T12:00:00Z', now)).toBe('in 3 days');
    expect(formatRelativeTime('2026-05-08T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-05-11T12:00:00Z', now)).toBe('tomorrow');
    expect(formatRelativeTime('2026-05-10T12:00:20Z', now)).toBe('now');
  });
});
