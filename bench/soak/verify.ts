/**
 * After the run, with the server stopped: every accepted change is compared
 * with the database, and the activity log with the changes.
 */
import { gte, like, ne, sql } from 'drizzle-orm';
import { repairStatusLabel, repairTitle } from '@shared/repairs/schemas';
import type { RepairStatus } from '@shared/repairs/values';
import type { Db } from '../../src/server/db/client';
import { activity, cashAdvances, products, repairs } from '../../src/server/db/schema';
import type { TrafficState } from './traffic';

export type Verification = {
  rowsChecked: number;
  /** Answered 201 (or 200 with an id) whose row is missing or differs. */
  lost: number;
  /** Keys with more than one row, or more than one 201. */
  duplicates: number;
  /** Repeats of a key that answered another record than the first. */
  repeatMismatches: number;
  /** Requests without a clear answer whose change was nevertheless committed. */
  committedWithoutAnswer: number;
  activityExpected: number;
  activityFound: number;
  slotsOverCapacity: number;
  problems: string[];
};

/** The moves of a repair from scheduled to collected, in order (each logged once). */
const MOVES: RepairStatus[] = ['in_progress', 'ready', 'collected'];

export async function verify(
  db: Db,
  state: TrafficState,
  since: Date,
  capacity: number,
): Promise<Verification> {
  const v: Verification = {
    rowsChecked: 0,
    lost: 0,
    duplicates: 0,
    repeatMismatches: 0,
    committedWithoutAnswer: 0,
    activityExpected: 0,
    activityFound: 0,
    slotsOverCapacity: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (v.problems.length < 30) v.problems.push(text);
  };

  const log = await db.select().from(activity).where(gte(activity.createdAt, since));
  v.activityFound = log.length;
  const entries = new Map<string, typeof log>();
  for (const entry of log)
    entries.set(entry.description, [...(entries.get(entry.description) ?? []), entry]);
  const countOf = (description: string) => entries.get(description)?.length ?? 0;
  const accountedFor = new Set<string>();
  const expectEntries = (description: string, wanted: number) => {
    accountedFor.add(description);
    v.activityExpected += wanted;
    const found = countOf(description);
    if (found !== wanted)
      problem(`activity "${description}": ${found} entries, expected ${wanted}`);
  };

  // ---- cash advances
  const advanceRows = await db
    .select()
    .from(cashAdvances)
    .where(like(cashAdvances.idempotencyKey, `soak-${state.runTag}-%`));
  const rowsByKey = new Map<string, typeof advanceRows>();
  for (const row of advanceRows)
    rowsByKey.set(row.idempotencyKey!, [...(rowsByKey.get(row.idempotencyKey!) ?? []), row]);
  for (const record of state.advances.values()) {
    const rows = rowsByKey.get(record.key) ?? [];
    if (rows.length > 1 || record.created201 > 1) {
      v.duplicates += 1;
      problem(`key ${record.key}: ${rows.length} rows, ${record.created201} answers 201`);
    }
    if (record.repeatIds.some((id) => id !== record.id)) {
      v.repeatMismatches += 1;
      problem(`key ${record.key}: repeats answered another record`);
    }
    const row = rows[0];
    if (record.id !== undefined) {
      v.rowsChecked += 1;
      if (!row || row.id !== record.id || row.itemDescription !== record.itemDescription) {
        v.lost += 1;
        problem(
          `cash advance ${record.id} (key ${record.key}) answered ${record.created201 ? 201 : 200} but its row is ${row ? 'different' : 'missing'}`,
        );
        continue;
      }
    } else if (row) {
      v.committedWithoutAnswer += 1;
    }
    if (!row) continue;
    const processed = row.status === 'processed';
    if (state.processedAdvanceIds.has(row.id) && !processed) {
      v.lost += 1;
      problem(`cash advance ${row.id} was answered processed but is ${row.status}`);
    }
    if (processed && !state.processedAdvanceIds.has(row.id)) {
      if (state.processUnknownIds.has(row.id)) v.committedWithoutAnswer += 1;
      else problem(`cash advance ${row.id} is processed though no request for it was accepted`);
    }
    expectEntries(`Cash advance requested: ${row.itemDescription}`, 1);
    expectEntries(`Cash advance marked as processed: ${row.itemDescription}`, processed ? 1 : 0);
  }
  const knownKeys = new Set(state.advances.keys());
  for (const key of rowsByKey.keys()) {
    if (!knownKeys.has(key)) problem(`a cash advance with key ${key} that no request sent`);
  }

  // ---- repairs
  const repairRows = await db
    .select()
    .from(repairs)
    .where(like(repairs.brandModel, `Soak ${state.runTag} #%`));
  const repairById = new Map(repairRows.map((row) => [row.id, row]));
  for (const record of state.repairs.values()) {
    v.rowsChecked += 1;
    const row = repairById.get(record.id);
    if (
      !row ||
      row.brandModel !== record.title ||
      row.preferredDate !== record.preferredDate ||
      row.preferredTime !== record.preferredTime
    ) {
      v.lost += 1;
      problem(`repair ${record.id} answered 201 but its row is ${row ? 'different' : 'missing'}`);
      continue;
    }
    if (!record.uncertain && row.status !== record.status) {
      v.lost += 1;
      problem(
        `repair ${record.id} is ${row.status}, its last accepted change made it ${record.status}`,
      );
    }
  }
  const unanswered = repairRows.filter((row) => !state.repairs.has(row.id)).length;
  v.committedWithoutAnswer += unanswered;
  if (unanswered > state.repairUnknown) {
    problem(
      `${unanswered} soak repairs exist without a 201, more than the ${state.repairUnknown} bookings left without an answer`,
    );
  }
  for (const row of repairRows) {
    const title = repairTitle(row);
    const moved = (status: RepairStatus) =>
      `Repair ${repairStatusLabel(status).toLowerCase()}: ${title}`;
    expectEntries(`Repair booked: ${title}`, 1);
    const status = row.status as RepairStatus;
    let steps: number;
    if (status !== 'cancelled') {
      steps = status === 'scheduled' ? 0 : MOVES.indexOf(status) + 1;
    } else {
      // Cancelled from any open status: the forward moves before it are its accepted
      // changes but the last; when a change went unanswered, any prefix will do.
      const record = state.repairs.get(row.id);
      const firstMissing = MOVES.findIndex((step) => countOf(moved(step)) === 0);
      steps =
        record && !record.uncertain
          ? record.acceptedMoves - 1
          : firstMissing === -1
            ? MOVES.length
            : firstMissing;
    }
    MOVES.forEach((step, i) => expectEntries(moved(step), i < steps ? 1 : 0));
    expectEntries(moved('cancelled'), status === 'cancelled' ? 1 : 0);
  }
  const overCapacity = await db
    .select({
      date: repairs.preferredDate,
      slot: repairs.preferredTime,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(repairs)
    .where(ne(repairs.status, 'cancelled'))
    .groupBy(repairs.preferredDate, repairs.preferredTime)
    .having(sql`count(*) > ${capacity}`);
  v.slotsOverCapacity = overCapacity.length;
  for (const slot of overCapacity)
    problem(`slot ${slot.date} ${slot.slot} holds ${slot.n} bookings, capacity ${capacity}`);

  // ---- products: creation, then one entry per change, each to another status
  const productRows = await db
    .select()
    .from(products)
    .where(like(products.title, `Soak ${state.runTag} product%`));
  const productById = new Map(productRows.map((row) => [row.id, row]));
  for (const record of state.soakProducts) {
    v.rowsChecked += 1;
    const row = productById.get(record.id);
    if (!row) {
      v.lost += 1;
      problem(`product ${record.id} is missing`);
      continue;
    }
    if (!record.uncertain && row.status !== record.status) {
      v.lost += 1;
      problem(
        `product ${record.title} is ${row.status}, its last accepted change made it ${record.status}`,
      );
    }
    const history = log
      .filter(
        (entry) =>
          entry.description.endsWith(`: ${record.title}`) &&
          ['product', 'product_sale'].includes(entry.type),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const entry of history) accountedFor.add(entry.description);
    const changes = history.length - 1;
    v.activityExpected += history.length;
    if (history[0]?.description !== `New listing: ${record.title}`)
      problem(`product ${record.title}: first entry is not its listing`);
    if (
      changes < record.acceptedChanges ||
      changes > record.acceptedChanges + record.unknownChanges
    ) {
      problem(
        `product ${record.title}: ${changes} change entries for ${record.acceptedChanges} accepted changes (+${record.unknownChanges} unclear)`,
      );
    }
    if (changes > record.acceptedChanges)
      v.committedWithoutAnswer += changes - record.acceptedChanges;
    for (let i = 1; i < history.length; i += 1) {
      if (history[i]!.status === history[i - 1]!.status)
        problem(`product ${record.title}: an entry that changed nothing`);
    }
    if (history.at(-1)?.status !== row.status)
      problem(
        `product ${record.title}: the log ends at ${history.at(-1)?.status}, the row is ${row.status}`,
      );
  }

  // Every entry written during the run belongs to one of the changes above.
  if (v.activityFound !== v.activityExpected) {
    problem(
      `${v.activityFound} activity entries written during the run, ${v.activityExpected} expected`,
    );
  }
  const unexplained = log.filter((entry) => !accountedFor.has(entry.description));
  for (const entry of unexplained.slice(0, 5)) {
    problem(
      `an entry no change explains: "${entry.description}" (${entry.status}) at ${entry.createdAt.toISOString()}`,
    );
  }
  return v;
}
