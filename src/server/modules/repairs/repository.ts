/** Repair bookings in the database. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminRepair as AdminRepairDto,
  Repair as RepairDto,
  RepairStatusCounts,
} from '@shared/repairs/schemas';
import { repairStatusLabel, repairTitle } from '@shared/repairs/schemas';
import type { BookingLimit } from '@shared/repairs/booking-limits';
import { phoneKey } from '@shared/phone';
import {
  openRepairStatuses,
  repairStatusValues,
  repairTimeSlots,
  type DeviceType,
  type RepairStatus,
  type RepairTimeSlot,
} from '@shared/repairs/values';
import type { Db, Tx } from '../../db/client';
import { repairs, users, type Repair } from '../../db/schema';
import { audit, changedFields, type AuditChanges } from '../audit/record';
import { recordActivity } from '../activity/repository';
import { recordRepairStatus } from './status-history';
import { newTrackingCode } from './tracking';
import { warrantyUntil } from './bill';

export type NewRepair = Omit<
  typeof repairs.$inferInsert,
  'id' | 'createdAt' | 'status' | 'estimatedCost' | 'trackingCode'
>;

export function toRepairDto(row: Repair): RepairDto {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    deviceType: row.deviceType as DeviceType,
    brandModel: row.brandModel,
    problemDescription: row.problemDescription,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime as RepairTimeSlot,
    status: row.status as RepairStatus,
    estimatedCost: row.estimatedCost,
    trackingCode: row.trackingCode,
    createdAt: row.createdAt.toISOString(),
    warrantyUntil: warrantyUntil(row),
  };
}

type RepairWithAccount = { repair: Repair; username: string | null; email: string | null };

/** The desk's view: the booking's own contact, else the account's username and email. */
export function toAdminRepairDto({ repair, username, email }: RepairWithAccount): AdminRepairDto {
  return {
    ...toRepairDto(repair),
    customerName: repair.customerName ?? username,
    customerEmail: repair.customerEmail ?? email,
    accountUsername: username,
  };
}

/** Bookings that hold a place in their slot: every one not cancelled. */
const holdsPlace = ne(repairs.status, 'cancelled');

/** Takes a transaction-long lock on a name, so the checks made under it cannot race. */
const lockName = (tx: Tx, name: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

const isOpen = inArray(repairs.status, [...openRepairStatuses]);
const isOpenStatus = (status: string) => (openRepairStatuses as readonly string[]).includes(status);

/** Open bookings of the account. */
async function openBookingsOfAccount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(repairs)
    .where(and(eq(repairs.userId, userId), isOpen));
  return row?.n ?? 0;
}

/**
 * The bookings whose phone number is this one, however either was typed
 * (numbers stored before they were checked may be spelt any way): their
 * status and preferred date.
 */
async function bookingsOfPhone(tx: Tx, key: string) {
  // The database narrows to numbers ending in the same digits; phoneKey decides.
  const tail = key.replace(/\D/g, '').slice(-7);
  const rows = await tx
    .select({
      phone: repairs.customerPhone,
      status: repairs.status,
      preferredDate: repairs.preferredDate,
    })
    .from(repairs)
    .where(
      and(
        isNotNull(repairs.customerPhone),
        sql`regexp_replace(${repairs.customerPhone}, '[^0-9]', '', 'g') like ${`%${tail}`}`,
      ),
    );
  return rows.filter((row) => row.phone !== null && phoneKey(row.phone) === key);
}

/** Bookings holding a place in a slot: all of them, and those of guests (no account). */
async function placesTaken(tx: Tx, date: string, time: string) {
  const [row] = await tx
    .select({
      all: count(),
      guests: sql<number>`count(*) filter (where ${repairs.userId} is null)`.mapWith(Number),
    })
    .from(repairs)
    .where(and(eq(repairs.preferredDate, date), eq(repairs.preferredTime, time), holdsPlace));
  return { all: row?.all ?? 0, guests: row?.guests ?? 0 };
}

export type BookingRules = {
  /** Places in each slot. */
  capacity: number;
  /** Open bookings allowed per phone number and per account. */
  maxOpenBookings: number;
  /** Bookings (not cancelled) allowed per phone number on one preferred date. */
  maxPerPhonePerDay: number;
  /** Places of each slot that guests (no account) may take. */
  guestPlaces: number;
};

/** 'guests': the slot has room, but not for another guest. */
export type BookingRefusal = 'full' | 'guests' | BookingLimit;

/**
 * Books a repair if its slot has room (for a guest: room among the guests'
 * places) and its customer (the account, the phone number) has fewer than the
 * allowed open bookings and, for the phone number, fewer than the allowed
 * bookings that day: in one transaction, locks on the account, the phone
 * number (by its E.164 key, however it was typed) and the slot (so two
 * bookings for the last place queue up; always taken in that order, so they
 * cannot deadlock), the counts, `hooks.onBook` (spends the challenge solution),
 * the insert, its activity entry and `hooks.notify` (the booking's messages).
 * Answers the new row or the refusal. `customerLabel` names the customer in
 * the activity log.
 */
export async function bookRepair(
  db: Db,
  values: NewRepair,
  rules: BookingRules,
  customerLabel: string | null,
  hooks: {
    onBook?: (tx: Tx) => Promise<void>;
    notify?: (tx: Tx, repair: Repair) => Promise<void>;
  } = {},
): Promise<Repair | BookingRefusal> {
  return db.transaction(async (tx) => {
    const key = values.customerPhone ? phoneKey(values.customerPhone) : null;
    if (values.userId) await lockName(tx, `repair-account:${values.userId}`);
    if (key) await lockName(tx, `repair-phone:${key}`);
    await lockName(tx, `repair-slot:${values.preferredDate}:${values.preferredTime}`);
    // Read committed: these counts see every booking committed before the locks were ours.
    if (values.userId && (await openBookingsOfAccount(tx, values.userId)) >= rules.maxOpenBookings)
      return 'account';
    if (key) {
      const ofPhone = await bookingsOfPhone(tx, key);
      const open = ofPhone.filter((row) => isOpenStatus(row.status));
      if (open.length >= rules.maxOpenBookings) return 'phone';
      const sameDay = ofPhone.filter(
        (row) => row.status !== 'cancelled' && row.preferredDate === values.preferredDate,
      );
      if (sameDay.length >= rules.maxPerPhonePerDay) return 'phoneDay';
    }
    const taken = await placesTaken(tx, values.preferredDate, values.preferredTime);
    if (taken.all >= rules.capacity) return 'full';
    if (!values.userId && taken.guests >= rules.guestPlaces) return 'guests';
    await hooks.onBook?.(tx);
    const [inserted] = await tx
      .insert(repairs)
      .values({ ...values, status: 'scheduled', trackingCode: newTrackingCode() })
      .returning();
    if (!inserted) throw new Error('repair insert returned no row');
    await recordRepairStatus(tx, inserted.id, inserted.status as RepairStatus);
    await recordActivity(tx, {
      type: 'repair',
      description: `Repair booked: ${repairTitle(inserted)}`,
      customerName: customerLabel,
      status: inserted.status,
      entityId: inserted.id,
    });
    await hooks.notify?.(tx, inserted);
    return inserted;
  });
}

/** Places taken per date and slot in a date range, counted by the database. */
export async function countBookedSlots(
  db: Db,
  from: string,
  to: string,
): Promise<{ date: string; slot: string; booked: number }[]> {
  return db
    .select({
      date: repairs.preferredDate,
      slot: repairs.preferredTime,
      booked: count(),
    })
    .from(repairs)
    .where(and(gte(repairs.preferredDate, from), lte(repairs.preferredDate, to), holdsPlace))
    .groupBy(repairs.preferredDate, repairs.preferredTime);
}

/** A customer's own bookings, newest first. */
export function listOwnRepairs(db: Db, userId: string): Promise<Repair[]> {
  return db
    .select()
    .from(repairs)
    .where(eq(repairs.userId, userId))
    .orderBy(desc(repairs.createdAt), desc(repairs.id))
    .limit(500);
}

// Slots are texts ("9:00 AM" sorts after "3:00 PM"), so they are ordered by their place in the list.
const slotOrder = sql`array_position(array[${sql.join(
  repairTimeSlots.map((slot) => sql`${slot}`),
  sql`, `,
)}]::text[], ${repairs.preferredTime}::text)`;

const withAccount = { repair: repairs, username: users.username, email: users.email };

export type RepairFilters = { status?: RepairStatus | undefined; date?: string | undefined };

/** One page for the desk: latest preferred date (and slot) first; only that page's rows are read. */
export async function listRepairPage(
  db: Db,
  filters: RepairFilters,
  page: number,
  pageSize: number,
): Promise<RepairWithAccount[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(repairs.status, filters.status));
  if (filters.date) conditions.push(eq(repairs.preferredDate, filters.date));
  return db
    .select(withAccount)
    .from(repairs)
    .leftJoin(users, eq(users.id, repairs.userId))
    .where(and(...conditions))
    .orderBy(desc(repairs.preferredDate), desc(slotOrder), desc(repairs.createdAt), asc(repairs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Bookings per status (and in all), on one date or any, counted by the database. */
export async function countRepairStatuses(db: Db, date?: string): Promise<RepairStatusCounts> {
  const rows = await db
    .select({ status: repairs.status, n: count() })
    .from(repairs)
    .where(date ? eq(repairs.preferredDate, date) : undefined)
    .groupBy(repairs.status);
  const counts: RepairStatusCounts = {
    all: 0,
    scheduled: 0,
    in_progress: 0,
    ready: 0,
    collected: 0,
    cancelled: 0,
  };
  for (const row of rows) {
    counts.all += row.n;
    if ((repairStatusValues as readonly string[]).includes(row.status))
      counts[row.status as RepairStatus] += row.n;
  }
  return counts;
}

async function findWithAccount(
  db: Pick<Db, 'select'>,
  id: string,
): Promise<RepairWithAccount | undefined> {
  const [row] = await db
    .select(withAccount)
    .from(repairs)
    .leftJoin(users, eq(users.id, repairs.userId))
    .where(eq(repairs.id, id))
    .limit(1);
  return row;
}

export type RepairChange = {
  status?: RepairStatus | undefined;
  estimatedCost?: string | null | undefined;
};

export type RepairChangeHooks = {
  /** Sees the current row and answers a refusal message, or null. */
  check: (current: Repair, tx: Tx) => Promise<string | null>;
  /**
   * A move to cancelled: gives back the money the repair took (repairs/cancellation.ts),
   * answering what it gave for the move's audit row.
   */
  onCancel?: (tx: Tx, current: Repair) => Promise<AuditChanges | null>;
  notify?: (tx: Tx, before: Repair, after: Repair) => Promise<void>;
};

/**
 * Applies a desk change under a row lock, so two admins cannot both move the
 * same booking. A status move is logged with the admin as actor, in the same
 * transaction, and so is a cancellation's refund.
 */
export async function updateRepair(
  db: Db,
  id: string,
  change: RepairChange,
  actorId: string,
  { check, onCancel, notify }: RepairChangeHooks,
): Promise<RepairWithAccount | 'missing' | { refused: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(repairs).where(eq(repairs.id, id)).for('update');
    if (!current) return 'missing';
    const refusal = await check(current, tx);
    if (refusal) return { refused: refusal };
    const moves = change.status !== undefined && change.status !== current.status;
    const refund = moves && change.status === 'cancelled' ? await onCancel?.(tx, current) : null;
    await tx
      .update(repairs)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.estimatedCost !== undefined ? { estimatedCost: change.estimatedCost } : {}),
        // Reminders, the uncollected goods notice and the warranty count from these.
        ...(moves && change.status === 'ready' ? { readyAt: new Date() } : {}),
        ...(moves && change.status === 'collected' ? { collectedAt: new Date() } : {}),
      })
      .where(eq(repairs.id, id));
    const updated = await findWithAccount(tx, id);
    if (!updated) throw new Error('updated repair vanished');
    const changes = changedFields(current, {
      status: change.status,
      estimatedCost: change.estimatedCost,
    });
    if (moves) {
      const { repair, username } = updated;
      await recordRepairStatus(tx, id, repair.status as RepairStatus);
      await recordActivity(tx, {
        type: 'repair',
        description: `Repair ${repairStatusLabel(repair.status as RepairStatus).toLowerCase()}: ${repairTitle(repair)}`,
        customerName: repair.customerName ?? username,
        amount: repair.estimatedCost,
        status: repair.status,
        actorId,
        entityId: id,
        changes: { ...changes, ...refund },
      });
    } else if (changes) {
      // An estimate alone is no activity for the dashboard, but it is a staff write.
      await audit(tx, { action: 'repair.estimate', entity: 'repair', entityId: id, changes });
    }
    await notify?.(tx, current, updated.repair);
    return updated;
  });
}
