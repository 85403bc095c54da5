import { describe, expect, it } from 'vitest';
import { endOfLondonDay } from './ledger';
import { daysUntilDue, dueInWords } from './due-words';

const due = (ymd: string) => endOfLondonDay(ymd).toISOString();

describe('dueInWords', () => {
  it('counts whole London days, not hours: 28 days is 28', () => {
    expect(dueInWords(due('2026-12-25'), '2026-11-27')).toBe('Due in 28 days');
    expect(daysUntilDue(due('2026-12-25'), '2026-11-27')).toBe(28);
  });

  it('says today, tomorrow and the days overdue', () => {
    expect(dueInWords(due('2026-11-27'), '2026-11-27')).toBe('Due today');
    expect(dueInWords(due('2026-11-28'), '2026-11-27')).toBe('Due tomorrow');
    expect(dueInWords(due('2026-11-30'), '2026-11-27')).toBe('Due in 3 days');
    expect(dueInWords(due('2026-11-26'), '2026-11-27')).toBe('1 day overdue');
    expect(dueInWords(due('2026-11-25'), '2026-11-27')).toBe('2 days overdue');
  });

  it('follows the London date across the clocks changing', () => {
    // Summer time: the due day ends at 22:59:59.999 UTC.
    expect(dueInWords(due('2026-07-01'), '2026-06-30')).toBe('Due tomorrow');
    expect(dueInWords('2026-07-01T22:59:59.999Z', '2026-07-01')).toBe('Due today');
  });
});
