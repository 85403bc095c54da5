import { describe, expect, it } from 'vitest';
import { addDays, nextBookableDate, todayInLondon } from './dates';
import {
  availabilityQuerySchema,
  buildRepairDetailsSchema,
  guestContactProblem,
  guestRepairSchema,
  repairStatusChangeProblem,
  repairStatusTransitions,
  repairTitle,
  updateRepairSchema,
} from './schemas';
import { repairStatusValues, type RepairStatus } from './values';

// Saturday 13 June 2026, noon in London.
const schema = buildRepairDetailsSchema(() => new Date('2026-06-13T11:00:00Z'));

const valid = {
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen after a fall',
  preferredDate: '2026-06-15',
  preferredTime: '9:00 AM - 11:00 AM',
};

/** The first message the schema gives, as the server and the form report it. */
function firstMessage(input: unknown, using = schema): string | undefined {
  const result = using.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('createRepairSchema', () => {
  it('accepts a booking, trims texts, drops blank contact fields and a userId', () => {
    const parsed = schema.parse({
      ...valid,
      brandModel: '  Dell XPS 13 ',
      customerName: '  ',
      customerPhone: null,
      customerEmail: '',
      userId: 'someone-else',
    });
    expect(parsed).toEqual({
      ...valid,
      customerName: undefined,
      customerPhone: undefined,
      customerEmail: undefined,
    });
    expect(parsed).not.toHaveProperty('userId');
  });

  it.each([
    [{ deviceType: undefined }, 'Device type is required'],
    [{ deviceType: '' }, 'Device type is required'],
    [{ deviceType: 'phone' }, 'Device type must be one of laptop, desktop, mac, console'],
    [{ deviceType: 'Laptop' }, 'Device type must be one of laptop, desktop, mac, console'],
    [{ brandModel: ' ' }, 'Brand and model is required'],
    [{ brandModel: 'x'.repeat(121) }, 'Brand and model must be at most 120 characters'],
    [{ problemDescription: undefined }, 'Problem description is required'],
    [
      { problemDescription: 'x'.repeat(2001) },
      'Problem description must be at most 2000 characters',
    ],
    [{ preferredDate: undefined }, 'Preferred date is required'],
    [{ preferredDate: '' }, 'Preferred date is required'],
    [{ preferredDate: '2026-06-31' }, 'Preferred date must be a date like 2026-05-18'],
    [
      { preferredDate: '2026-06-15T00:00:00.000Z' },
      'Preferred date must be a date like 2026-05-18',
    ],
    [{ preferredDate: '2026-06-12' }, 'Preferred date cannot be in the past'],
    [{ preferredDate: '2026-06-14' }, 'We are closed on Sundays. Please choose another day.'],
    [{ preferredDate: '2026-08-13' }, 'Preferred date must be within the next 60 days'],
    [{ preferredTime: undefined }, 'Preferred time is required'],
    [
      { preferredTime: '5:00 PM - 7:00 PM' },
      'Preferred time must be one of 9:00 AM - 11:00 AM, 11:00 AM - 1:00 PM, 1:00 PM - 3:00 PM, 3:00 PM - 5:00 PM',
    ],
    [{ customerName: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    [
      { customerPhone: 'call me' },
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    ],
    [{ customerEmail: 'nope' }, 'Email must be a valid email address'],
  ])('refuses %o: %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('accepts today and the last day of the window', () => {
    // Today's slots that have not begun (it is noon on a Saturday).
    expect(
      firstMessage({ ...valid, preferredDate: '2026-06-13', preferredTime: '1:00 PM - 3:00 PM' }),
    ).toBeUndefined();
    expect(firstMessage({ ...valid, preferredDate: '2026-08-12' })).toBeUndefined();
  });

  it('reads the clock at each parse, not once', () => {
    let now = new Date('2026-06-13T11:00:00Z');
    const ticking = buildRepairDetailsSchema(() => now);
    const later = { ...valid, preferredTime: '1:00 PM - 3:00 PM' };
    expect(firstMessage({ ...later, preferredDate: '2026-06-13' }, ticking)).toBeUndefined();
    now = new Date('2026-06-13T23:00:00Z'); // midnight BST: Sunday 14th in London
    expect(firstMessage({ ...later, preferredDate: '2026-06-13' }, ticking)).toBe(
      'Preferred date cannot be in the past',
    );
  });
});

describe('time slots against opening hours and the clock', () => {
  // Saturday 13 June 2026 (open 10:00 to 15:00); Monday 15th (9:30 to 16:30).
  const at = (iso: string) => buildRepairDetailsSchema(() => new Date(iso));
  it('refuses a slot the shop is open for less than an hour of', () => {
    expect(
      firstMessage({ ...valid, preferredDate: '2026-06-20', preferredTime: '3:00 PM - 5:00 PM' }),
    ).toBe('The shop is not open long enough in that time slot. Please choose another.');
  });
  it('refuses a slot of today whose drop-off window has begun', () => {
    // Tuesday 16 June, 21:42 BST: the morning slot of that day has long begun.
    expect(
      firstMessage({ ...valid, preferredDate: '2026-06-16' }, at('2026-06-16T20:42:00Z')),
    ).toBe('That time slot has already begun. Please choose a later one.');
    // 9:29 BST on Monday: 9:00 AM - 11:00 AM opens its drop-off at 9:30, not yet begun.
    expect(firstMessage(valid, at('2026-06-15T08:29:00Z'))).toBeUndefined();
    expect(firstMessage(valid, at('2026-06-15T08:30:00Z'))).toBe(
      'That time slot has already begun. Please choose a later one.',
    );
  });
});

describe('guest contact', () => {
  it('is required of guests, in the form’s order', () => {
    expect(guestContactProblem({ customerName: undefined, customerPhone: undefined })).toBe(
      'Name is required',
    );
    expect(guestContactProblem({ customerName: 'Sam', customerPhone: undefined })).toBe(
      'Phone number is required',
    );
    expect(guestContactProblem({ customerName: 'Sam', customerPhone: '07700 900123' })).toBeNull();
  });

  it('has a form schema that asks for name and phone', () => {
    // This one reads the real clock, so the date is picked from it (tomorrow on, so no slot has begun).
    const booking = {
      ...valid,
      preferredDate: nextBookableDate(new Date(), undefined, addDays(todayInLondon(), 1))!,
    };
    const message = (input: object) => guestRepairSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...booking, customerPhone: '07700 900123' })).toBe('Name is required');
    expect(message({ ...booking, customerName: 'Sam' })).toBe('Phone number is required');
    expect(
      message({ ...booking, customerName: 'Sam', customerPhone: '07700 900123' }),
    ).toBeUndefined();
  });
});

describe('repair status moves', () => {
  const allowed: [RepairStatus, RepairStatus][] = [
    ['scheduled', 'in_progress'],
    ['scheduled', 'cancelled'],
    ['in_progress', 'ready'],
    ['in_progress', 'cancelled'],
    ['ready', 'collected'],
    ['ready', 'cancelled'],
  ];

  it('allows exactly the forward steps and cancelling before collection', () => {
    const moves = repairStatusValues.flatMap((from) =>
      repairStatusValues
        .filter((to) => to !== from && repairStatusChangeProblem(from, to) === null)
        .map((to) => [from, to]),
    );
    expect(moves).toEqual(allowed);
    expect(repairStatusTransitions.collected).toEqual([]);
    expect(repairStatusTransitions.cancelled).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(repairStatusChangeProblem('scheduled', 'collected')).toBe(
      'A repair that is Scheduled can only move to In Progress or Cancelled.',
    );
    expect(repairStatusChangeProblem('collected', 'cancelled')).toBe(
      'This repair is collected; its status can no longer change.',
    );
  });
});

describe('updateRepairSchema', () => {
  it.each([
    [{}, 'Give a status or an estimated cost to change'],
    [
      { status: 'done' },
      'status must be one of scheduled, in_progress, ready, collected, cancelled',
    ],
    [{ estimatedCost: '0' }, 'Estimated cost must be more than £0'],
    [
      { estimatedCost: '12.345' },
      'Estimated cost must be an amount in pounds with at most 2 decimal places',
    ],
    [{ estimatedCost: '1000000.00' }, 'Estimated cost must be at most £999999.99'],
  ])('refuses %o', (body, message) => {
    expect(updateRepairSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it('normalises the cost and lets null clear it', () => {
    expect(updateRepairSchema.parse({ estimatedCost: 89 })).toEqual({ estimatedCost: '89.00' });
    expect(updateRepairSchema.parse({ estimatedCost: '999999.99' })).toEqual({
      estimatedCost: '999999.99',
    });
    expect(updateRepairSchema.parse({ estimatedCost: null })).toEqual({ estimatedCost: null });
  });
});

describe('availabilityQuerySchema', () => {
  it.each([
    [{ to: '2026-06-20' }, 'from is required'],
    [{ from: '2026-06-31', to: '2026-07-02' }, 'from must be a date like 2026-05-18'],
    [{ from: '2026-06-20', to: '2026-06-19' }, 'from must be on or before to'],
    [{ from: '2026-06-01', to: '2026-08-02' }, 'The date range must be at most 62 days'],
  ])('refuses %o', (query, message) => {
    expect(availabilityQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });

  it('accepts 62 days', () => {
    expect(
      availabilityQuerySchema.safeParse({ from: '2026-06-01', to: '2026-08-01' }).success,
    ).toBe(true);
  });
});

it('names a booking by device and model', () => {
  expect(repairTitle({ deviceType: 'laptop', brandModel: 'Dell XPS 13' })).toBe(
    'Laptop – Dell XPS 13',
  );
  expect(repairTitle({ deviceType: 'console', brandModel: 'PS5' })).toBe('Gaming Console – PS5');
});
