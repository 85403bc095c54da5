/**
 * Reading the journal (decision 037): the chart, a period's trial balance, and
 * entries with their lines. Amounts are read in pennies and written as pounds
 * only at the edge, so every total is exact.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  JournalEntryView,
  LedgerAccountType,
  LedgerEntriesQuery,
  LedgerPeriod,
  TrialBalance,
} from '@shared/ledger/schemas';
import type { JournalKind } from '@shared/ledger/kinds';
import { penniesToDecimal } from '@shared/money-math';
import type { Db } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';
import { idsOfReference, referenceLabeller } from './references';

export async function chartCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .orderBy(asc(ledgerAccounts.code));
  return rows.map((row) => row.code);
}

/** Every account of the chart with the period's debits, credits and their net. */
export async function trialBalanceOf(db: Db, { from, to }: LedgerPeriod): Promise<TrialBalance> {
  const { rows } = await db.execute<{
    code: string;
    name: string;
    type: LedgerAccountType;
    debit: string;
    credit: string;
  }>(sql`
    with moved as (
      select l.account_code, l.amount
        from ${journalLines} l
       where l.business_day >= ${from} and l.business_day <= ${to}
    )
    select a.code, a.name, a.type,
           coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as debit,
           coalesce(-sum(m.amount) filter (where m.amount < 0), 0)::text as credit
      from ${ledgerAccounts} a
      left join moved m on m.account_code = a.code
     group by a.code, a.name, a.type
     order by a.code`);
  let totalDebit = 0;
  let totalCredit = 0;
  const accounts = rows.map((row) => {
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    totalDebit += debit;
    totalCredit += credit;
    return {
      code: row.code,
      name: row.name,
      type: row.type,
      debit: penniesToDecimal(debit),
      credit: penniesToDecimal(credit),
      balance: penniesToDecimal(debit - credit),
    };
  });
  return {
    from,
    to,
    accounts,
    totalDebit: penniesToDecimal(totalDebit),
    totalCredit: penniesToDecimal(totalCredit),
  };
}

/** The entry has a line that `where` keeps. */
const linesOfEntry = (where: SQL) =>
  sql`exists (select 1 from ${journalLines} where ${journalLines.entryId} = ${journalEntries.id} and ${where})`;

async function entriesFilter(db: Db, query: Omit<LedgerEntriesQuery, 'page'>) {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(journalEntries.businessDay, query.from));
  if (query.to) conditions.push(lte(journalEntries.businessDay, query.to));
  if (query.kind) conditions.push(eq(journalEntries.kind, query.kind));
  if (query.account) conditions.push(linesOfEntry(eq(journalLines.accountCode, query.account)));
  if (query.reference) {
    const ids = await idsOfReference(db, query.reference);
    const named = [eq(journalEntries.recordId, query.reference)];
    if (ids.length > 0) {
      named.push(
        inArray(journalEntries.recordId, ids),
        linesOfEntry(
          or(
            inArray(journalLines.cashAdvanceId, ids),
            inArray(journalLines.checkoutId, ids),
            inArray(journalLines.repairId, ids),
          )!,
        ),
      );
    }
    conditions.push(or(...named)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The entries given, each with its lines in the order written and its reference;
 * `linesWhere` picks at least their lines (over `journal_entries`, joined).
 */
async function withLines(
  db: Db,
  entries: (typeof journalEntries.$inferSelect)[],
  linesWhere: SQL,
): Promise<JournalEntryView[]> {
  if (entries.length === 0) return [];
  const lines = await db
    .select({
      entryId: journalLines.entryId,
      accountCode: journalLines.accountCode,
      accountName: ledgerAccounts.name,
      amount: journalLines.amount,
      cashAdvanceId: journalLines.cashAdvanceId,
      checkoutId: journalLines.checkoutId,
      repairId: journalLines.repairId,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, journalLines.accountCode))
    .where(linesWhere)
    .orderBy(asc(journalLines.id));
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) {
    const own = linesOf.get(line.entryId);
    if (own) own.push(line);
    else linesOf.set(line.entryId, [line]);
  }
  const referenceOf = await referenceLabeller(db, lines);
  return entries.map((entry) => {
    const own = linesOf.get(entry.id) ?? [];
    return {
      id: entry.id,
      seq: entry.seq,
      businessDay: entry.businessDay,
      kind: entry.kind as JournalKind,
      recordType: entry.recordType,
      recordId: entry.recordId,
      reference: referenceOf(entry, own),
      occurredAt: entry.occurredAt.toISOString(),
      lines: own.map((line) => ({
        accountCode: line.accountCode,
        accountName: line.accountName,
        debit: line.amount > 0 ? penniesToDecimal(line.amount) : null,
        credit: line.amount < 0 ? penniesToDecimal(-line.amount) : null,
        cashAdvanceId: line.cashAdvanceId,
        checkoutId: line.checkoutId,
        repairId: line.repairId,
      })),
    };
  });
}

/** One page of the entries the query keeps, newest first. */
export async function entriesPage(db: Db, query: LedgerEntriesQuery, pageSize: number) {
  const where = await entriesFilter(db, query);
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.seq))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(journalEntries).where(where),
  ]);
  const ids = entries.map((entry) => entry.id);
  return {
    entries: await withLines(db, entries, inArray(journalLines.entryId, ids)),
    total: total?.n ?? 0,
  };
}

/** Every entry of the period's business days, day by day in the order written. */
export async function entriesOfPeriod(db: Db, { from, to }: LedgerPeriod) {
  const inPeriod = and(gte(journalEntries.businessDay, from), lte(journalEntries.businessDay, to))!;
  const entries = await db
    .select()
    .from(journalEntries)
    .where(inPeriod)
    .orderBy(asc(journalEntries.businessDay), asc(journalEntries.seq));
  // By the period rather than by id: a year's entries outnumber a query's parameters.
  return withLines(db, entries, inPeriod);
}
