/**
 * The journal's money (decision 037): each line of an entry on an account that
 * holds a payment method's money (cash drawer, card terminal, Stripe, bank),
 * with the entry's business day and kind. The cash-up and the payments page
 * both sum this one source, so they cannot disagree about a payment; a close's
 * own over-or-short entry is the count, not money moved, and is left out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { journalLines, ledgerAccounts } from '../../db/schema';

/**
 * `select business_day, kind, entry_id, method, amount (pennies, + in)` over the lines
 * `where` keeps (each line carries its entry's business day and kind).
 */
export function moneyLines(where: SQL): SQL {
  return sql`
    select ${journalLines.businessDay} as business_day, ${journalLines.kind} as kind,
           ${journalLines.entryId} as entry_id, ${ledgerAccounts.method} as method,
           ${journalLines.amount} as amount
      from ${journalLines}
      join ${ledgerAccounts} on ${ledgerAccounts.code} = ${journalLines.accountCode}
     where ${ledgerAccounts.method} is not null
       and ${journalLines.kind} <> 'cash_up_difference'
       and ${where}`;
}

/** Takes the close's side of the business-day lock (migration 0020): in-flight postings finish first. */
export async function lockForClose(db: { execute: (query: SQL) => Promise<unknown> }) {
  await db.execute(sql`select journal_close_lock()`);
}
