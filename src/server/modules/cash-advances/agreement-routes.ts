/**
 * The pawn book's routes (issue 15, docs/decisions/009-pawn-book.md): a loan
 * for its owner and for staff, its changes of state, payments, the receipt PDF
 * and the loan book as CSV. /api/admin/* is guarded by the prefix hook (401/403).
 */
import { audit, exportFilters } from '../audit/record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  activateCashAdvanceSchema,
  approveCashAdvanceSchema,
  forfeitAnswerSchema,
  forfeitCashAdvanceSchema,
  loanIdParamsSchema,
  loanOnQuerySchema,
  loanSchema,
  paymentAnswerSchema,
  paymentHeadersSchema,
  recordPaymentSchema,
  rejectCashAdvanceSchema,
} from '@shared/cash-advances/agreement-schemas';
import { adminCashAdvanceQuerySchema } from '@shared/cash-advances/schemas';
import { cashAdvances } from '../../db/schema';
import { conflict } from '../../http-error';
import { requireUser } from '../../plugins/auth-guards';
import { loanBookHeader, loanBookRow, toCsv } from './csv';
import { activateLoan, approveLoan, forfeitLoan, rejectLoan } from './lifecycle';
import {
  closuresOfLoans,
  forbearanceOfLoans,
  itemsOfLoans,
  ledgersOf,
  saleExpensesOfLoans,
  toLoanDto,
  toPaymentDto,
  type Audience,
  type LoanRecord,
} from './loan-book';
import { recordPayment } from './payments';
import {
  adminLoanTags,
  anyLoan as anyLoanOf,
  currentUser,
  loanErrors,
  loanId,
  ownLoan as ownLoanOf,
  sendPdf,
} from './route-helpers';
import { renderReceipt } from './receipt-pdf';
import { papersContext } from './papers';
import { loanFilterCondition } from './search';

const errors = loanErrors;
const adminTags = adminLoanTags;

/** The most rows one CSV export holds. */
const CSV_MAX_ROWS = 100_000;

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { redemptionMonths: app.config.redemptionMonths };
  const answer = (record: LoanRecord, audience: Audience, on?: string) =>
    toLoanDto(record, audience, rules, on ? { on } : {});
  const papers = papersContext(app.config);

  const ownLoan = (request: FastifyRequest, id: string) => ownLoanOf(app.database.db, request, id);
  const anyLoan = (id: string) => anyLoanOf(app.database.db, id);

  app.get(
    '/cash-advances/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cash advances'],
        summary:
          'One of the signed-in customer’s own cash advances, with its figures, payments and items',
        params: loanIdParamsSchema,
        response: { 200: loanSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => answer(await ownLoan(request, request.params.id), 'customer'),
  );

  app.get(
    '/admin/cash-advances/:id',
    {
      schema: {
        tags: adminTags,
        summary:
          'A cash advance as staff see it: request, agreement, items, ledger and balance, worked out to today or to `on` (YYYY-MM-DD, a quote for another day)',
        params: loanIdParamsSchema,
        querystring: loanOnQuerySchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => answer(await anyLoan(request.params.id), 'staff', request.query.on),
  );

  app.post(
    '/admin/cash-advances/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary:
          'Approve a pending request with an indicative offer (pending or approved → approved)',
        params: loanIdParamsSchema,
        body: approveCashAdvanceSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => {
      const { offerAmount, note } = request.body;
      const record = await approveLoan(
        app.database.db,
        loanId(request.params.id),
        { offerAmount, note },
        currentUser(request).id,
        app.notices.loanApproved,
      );
      return answer(record, 'staff');
    },
  );

  app.post(
    '/admin/cash-advances/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary:
          'Reject a request with a reason the customer sees (pending or approved → rejected)',
        params: loanIdParamsSchema,
        body: rejectCashAdvanceSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => {
      const record = await rejectLoan(
        app.database.db,
        loanId(request.params.id),
        request.body.reason,
        currentUser(request).id,
        app.notices.loanRejected,
      );
      return answer(record, 'staff');
    },
  );

  app.post(
    '/admin/cash-advances/:id/activate',
    {
      schema: {
        tags: adminTags,
        summary:
          'Record the agreement made in the shop (pending or approved → active), with the customer’s date of birth (18 or over on the start date) and address, and whether they agree to receive notices by email (noticesByEmail, false unless told) at noticeEmail (required when they do; Consumer Credit Act 1974 s.176A): without that agreement a notice of sale counts only once its letter is posted. Rate, total repayment and due date are worked out by the server. A start date before today (up to five years back) enters an agreement made on paper, marked as entered later.',
        params: loanIdParamsSchema,
        body: activateCashAdvanceSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => {
      const { loanAmount, startDate, items, dateOfBirth, address, collateralType } = request.body;
      const record = await activateLoan(
        app.database.db,
        loanId(request.params.id),
        {
          loanAmount,
          startDate,
          items,
          dateOfBirth,
          address,
          collateralType,
          rates: app.config.loanRates,
          // The customer's choice of notices by email (s.176A(1)(a)), and the address agreed.
          noticesByEmail: request.body.noticesByEmail,
          noticeEmail: request.body.noticeEmail ?? null,
        },
        currentUser(request).id,
        app.notices.loanAgreementStarted,
      );
      return answer(record, 'staff');
    },
  );

  app.post(
    '/admin/cash-advances/:id/payments',
    {
      schema: {
        tags: adminTags,
        summary:
          'Take a payment on an active loan, its interest charged by the day to today first: part (interest first, then principal), extension (exactly the interest owed to today, naming the term it extends by its dueDate: one extension per term; due 28 days after the later of the old due date and today), redemption (exactly the balance → paid, items returned) or withdrawal (after a notice of withdrawal: exactly the credit and its daily interest → withdrawn, items returned). A redemption or withdrawal without the pawn-receipt names the s.118 form taken instead (receiptSubstitute; a signed statement only for £75 or less). Idempotency-Key is required: a repeat answers 200 with the payment already taken; the same key with a different payment is refused with 409, and so is a payment whose basedOnPayments no longer matches the ledger (another payment was taken meanwhile).',
        params: loanIdParamsSchema,
        headers: paymentHeadersSchema,
        body: recordPaymentSchema,
        response: { 201: paymentAnswerSchema, 200: paymentAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, amount, method, note, dueDate, basedOnPayments, receiptSubstitute } =
        request.body;
      const { record, payment, created } = await recordPayment(
        app.database.db,
        loanId(request.params.id),
        {
          ...{ kind, amount, method, note, dueDate, basedOnPayments, receiptSubstitute },
          idempotencyKey: request.headers['idempotency-key'],
        },
        currentUser(request).id,
        app.notices.loanPaymentReceived,
      );
      // A redemption under notice of sale takes its listed products off sale (decision 023).
      if (kind === 'redemption' || kind === 'withdrawal') app.productCache.clear();
      return reply.code(created ? 201 : 200).send({
        ...answer(record, 'staff'),
        payment: toPaymentDto(payment, 'staff', record.staffNames),
      });
    },
  );

  app.post(
    '/admin/cash-advances/:id/forfeit',
    {
      schema: {
        tags: adminTags,
        summary: `Forfeit an active loan of £75 or less once its redemption period (REDEMPTION_MONTHS from the agreement) has ended: each held item becomes an off-listed (inactive) product linked to the loan. A larger loan is sold after a notice of sale instead (409).`,
        params: loanIdParamsSchema,
        body: forfeitCashAdvanceSchema,
        response: { 200: forfeitAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { record, productIds } = await forfeitLoan(
        app.database.db,
        loanId(request.params.id),
        rules.redemptionMonths,
        currentUser(request).id,
        { note: request.body.note, notify: app.notices.loanForfeited },
      );
      // New products: public product reads cached by every instance are dropped (decision 007).
      app.productCache.clear();
      return { ...answer(record, 'staff'), productIds };
    },
  );

  const pdfSchema = z.unknown().describe('The pawn receipt (application/pdf)');

  async function sendReceipt(record: LoanRecord, audience: Audience, reply: FastifyReply) {
    if (!record.advance.startDate) {
      throw conflict(
        'There is no agreement for this request yet: a receipt is made when the loan is agreed in the shop.',
      );
    }
    const loan = answer(record, audience);
    return sendPdf(
      reply,
      `pawn-receipt-${loan.agreementNumber}.pdf`,
      await renderReceipt(loan, papers),
    );
  }

  app.get(
    '/cash-advances/:id/receipt.pdf',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cash advances'],
        summary: 'The pawn receipt of the signed-in customer’s own loan, as a PDF',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema, 401: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) =>
      sendReceipt(await ownLoan(request, request.params.id), 'customer', reply),
  );

  app.get(
    '/admin/cash-advances/:id/receipt.pdf',
    {
      schema: {
        tags: adminTags,
        summary: 'The pawn receipt of a loan, as a PDF',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema, ...errors },
      },
    },
    async (request, reply) => sendReceipt(await anyLoan(request.params.id), 'staff', reply),
  );

  app.get(
    '/admin/cash-advances.csv',
    {
      schema: {
        tags: adminTags,
        summary:
          'The loan book as CSV (text/csv): one row per loan, figures in pounds, with the pawn records (agreement date and number, customer name and postal address, the pledge as on the receipt, credit, end of the redemption period, rate, redemption date, sale date and premises, gross proceeds, itemised expenses, net proceeds, status). Takes the list’s group, search and overdue filters.',
        querystring: adminCashAdvanceQuerySchema.pick({ group: true, search: true, overdue: true }),
        response: {
          200: z.unknown().describe('The loan book (text/csv)'),
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const rows = await db
        .select()
        .from(cashAdvances)
        .where(loanFilterCondition(request.query))
        .orderBy(desc(cashAdvances.createdAt), desc(cashAdvances.id))
        .limit(CSV_MAX_ROWS);
      const ids = rows.map((row) => row.id);
      const ledgers = await ledgersOf(db, ids);
      // The pawn records: the pledge as the receipt describes it, a sale's itemised costs.
      const items = await itemsOfLoans(db, ids);
      const saleExpenses = await saleExpensesOfLoans(db, ids);
      const forbearance = await forbearanceOfLoans(db, ids);
      const closures = await closuresOfLoans(db, rows);
      const now = new Date();
      const lines = rows.map((advance) =>
        loanBookRow(
          toLoanDto(
            {
              advance,
              payments: ledgers.get(advance.id) ?? [],
              items: (items.get(advance.id) ?? []).map((row) => row.item),
              photoIds: [],
              refunds: [],
              // The loan book has no column for who took a payment.
              staffNames: new Map(),
              closures,
              forbearance: forbearance.get(advance.id) ?? [],
              careNote: null,
              saleExpenses: saleExpenses.get(advance.id) ?? [],
            },
            'staff',
            rules,
            { now },
          ),
        ),
      );
      const day = now.toISOString().slice(0, 10);
      // Every export is in the audit trail: who took the customers' details, and which (issue 29).
      await audit(db, {
        action: 'export.loan_book',
        entity: 'export',
        changes: exportFilters(request.query),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="loan-book-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${toCsv([loanBookHeader, ...lines])}`);
    },
  );
};
