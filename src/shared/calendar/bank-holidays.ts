/**
 * England and Wales bank holidays, as gov.uk publishes them
 * (https://www.gov.uk/bank-holidays.json, division "england-and-wales"),
 * with the dates the usual rules give for the years gov.uk has not yet
 * published. A substitute day is listed on the day the shop closes.
 *
 * bank-holidays.test.ts fails when this list no longer covers the next twelve
 * months (add the next year from gov.uk) and when a date breaks the usual rules
 * without being listed as a special one-off holiday.
 */

export type BankHoliday = { date: string; title: string };

export const englandAndWalesBankHolidays: readonly BankHoliday[] = [
  { date: '2025-01-01', title: 'New Year’s Day' },
  { date: '2025-04-18', title: 'Good Friday' },
  { date: '2025-04-21', title: 'Easter Monday' },
  { date: '2025-05-05', title: 'Early May bank holiday' },
  { date: '2025-05-26', title: 'Spring bank holiday' },
  { date: '2025-08-25', title: 'Summer bank holiday' },
  { date: '2025-12-25', title: 'Christmas Day' },
  { date: '2025-12-26', title: 'Boxing Day' },
  { date: '2026-01-01', title: 'New Year’s Day' },
  { date: '2026-04-03', title: 'Good Friday' },
  { date: '2026-04-06', title: 'Easter Monday' },
  { date: '2026-05-04', title: 'Early May bank holiday' },
  { date: '2026-05-25', title: 'Spring bank holiday' },
  { date: '2026-08-31', title: 'Summer bank holiday' },
  { date: '2026-12-25', title: 'Christmas Day' },
  { date: '2026-12-28', title: 'Boxing Day (substitute day)' },
  { date: '2027-01-01', title: 'New Year’s Day' },
  { date: '2027-03-26', title: 'Good Friday' },
  { date: '2027-03-29', title: 'Easter Monday' },
  { date: '2027-05-03', title: 'Early May bank holiday' },
  { date: '2027-05-31', title: 'Spring bank holiday' },
  { date: '2027-08-30', title: 'Summer bank holiday' },
  { date: '2027-12-27', title: 'Christmas Day (substitute day)' },
  { date: '2027-12-28', title: 'Boxing Day (substitute day)' },
  { date: '2028-01-03', title: 'New Year’s Day (substitute day)' },
  { date: '2028-04-14', title: 'Good Friday' },
  { date: '2028-04-17', title: 'Easter Monday' },
  { date: '2028-05-01', title: 'Early May bank holiday' },
  { date: '2028-05-29', title: 'Spring bank holiday' },
  { date: '2028-08-28', title: 'Summer bank holiday' },
  { date: '2028-12-25', title: 'Christmas Day' },
  { date: '2028-12-26', title: 'Boxing Day' },
  { date: '2029-01-01', title: 'New Year’s Day' },
  { date: '2029-03-30', title: 'Good Friday' },
  { date: '2029-04-02', title: 'Easter Monday' },
  { date: '2029-05-07', title: 'Early May bank holiday' },
  { date: '2029-05-28', title: 'Spring bank holiday' },
  { date: '2029-08-27', title: 'Summer bank holiday' },
  { date: '2029-12-25', title: 'Christmas Day' },
  { date: '2029-12-26', title: 'Boxing Day' },
  { date: '2030-01-01', title: 'New Year’s Day' },
  { date: '2030-04-19', title: 'Good Friday' },
  { date: '2030-04-22', title: 'Easter Monday' },
  { date: '2030-05-06', title: 'Early May bank holiday' },
  { date: '2030-05-27', title: 'Spring bank holiday' },
  { date: '2030-08-26', title: 'Summer bank holiday' },
  { date: '2030-12-25', title: 'Christmas Day' },
  { date: '2030-12-26', title: 'Boxing Day' },
];

/** The last date the list is known to cover (31 December of its last year). */
export const bankHolidaysCoverUntil = '2030-12-31';

const byDate = new Map(englandAndWalesBankHolidays.map((h) => [h.date, h.title]));

/** The bank holiday's name on a 'YYYY-MM-DD', or null on an ordinary day. */
export const bankHolidayOn = (ymd: string): string | null => byDate.get(ymd) ?? null;
