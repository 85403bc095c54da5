/** What every pawn book route reads the same way: the signed-in user, a loan's id, the loan. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../http-error';
import { LOAN_NOT_FOUND } from './lifecycle';
import { loadLoan, type LoanRecord } from './loan-book';

/**
 * The signed-in user, read in one place: a change on another branch replaces
 * `request.user!` with a typed guard, and only this helper then changes.
 */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Ids are UUIDs: anything else names no loan (404, like a missing one). */
export const loanId = (id: string) => {
  if (!isUuid(id)) throw notFound(LOAN_NOT_FOUND);
  return id;
};

/** The owner's loan: another customer's id answers 404, as a missing one does. */
export async function ownLoan(db: Db, request: FastifyRequest, id: string): Promise<LoanRecord> {
  const user = currentUser(request);
  const record = await loadLoan(db, loanId(id));
  if (!record || record.advance.userId !== user.id) throw notFound(LOAN_NOT_FOUND);
  return record;
}

export async function anyLoan(db: Db, id: string): Promise<LoanRecord> {
  const record = await loadLoan(db, loanId(id));
  if (!record) throw notFound(LOAN_NOT_FOUND);
  return record;
}

export const loanErrors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
};

export const adminLoanTags = ['cash advances', 'admin'];

/** A loan's document as a download nobody caches. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
