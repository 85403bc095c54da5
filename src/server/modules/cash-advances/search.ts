/**
 * Finding loans on the admin list and in the CSV: by customer name, phone
 * number or agreement number, and only the overdue ones.
 */
import { and, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RequestGroup } from '@shared/cash-advances/schemas';
import { activeTabStatuses, processedTabStatuses } from '@shared/cash-advances/values';
import { parseAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { parseUkPhone } from '@shared/phone';
import type { Db } from '../../db/client';
import { cashAdvances } from '../../db/schema';

export type LoanFilter = {
  search?: string | undefined;
  overdue?: boolean | undefined;
  group?: RequestGroup | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE condition of a filter, or undefined when it filters nothing. */
export function loanFilterCondition(filter: LoanFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.group) {
    const statuses = filter.group === 'active' ? activeTabStatuses : processedTabStatuses;
    parts.push(inArray(cashAdvances.status, [...statuses]));
  }
  if (filter.overdue) {
    parts.push(sql`${cashAdvances.status} = 'active' and ${cashAdvances.dueDate} < now()`);
  }
  const search = filter.search?.trim();
  if (search) {
    const either: SQL[] = [ilike(cashAdvances.customerName, `%${escapeLike(search)}%`)];
    const digits = search.replace(/\D/g, '');
    // A phone number however it was typed: "07700 900123", "07700900123", "900123",
    // and "+44 7700 900123" as numbers are stored ("07700 900123", decision 019).
    if (digits.length >= 4 && /^[\d\s()+-]+$/.test(search)) {
      const national = parseUkPhone(search)?.national.replace(/\D/g, '');
      for (const typed of new Set([digits, national ?? digits])) {
        either.push(
          sql`regexp_replace(coalesce(${cashAdvances.customerPhone}, ''), '[^0-9]', '', 'g') like ${`%${typed}%`}`,
        );
      }
    }
    const number = parseAgreementNumber(search);
    if (number !== null) either.push(sql`${cashAdvances.agreementNumber} = ${number}`);
    parts.push(or(...either)!);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export const isFiltering = (filter: LoanFilter) => Boolean(filter.search?.trim() || filter.overdue);

/** One page of the filtered list, newest first, and how many match. */
export async function filteredPage(db: Db, filter: LoanFilter, page: number, pageSize: number) {
  const where = loanFilterCondition(filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(cashAdvances)
      .where(where)
      .orderBy(desc(cashAdvances.createdAt), desc(cashAdvances.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cashAdvances).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
