/**
 * The routes of what is recorded for a customer beyond payments
 * (docs/decisions/039-lending-terms.md): the notice of withdrawal and the
 * extra-care note (staff), waivers and freezes of interest (owners: listed in
 * owner-only-routes.ts). /api/admin/* is guarded by the prefix hook (401/403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careNoteSchema,
  interestFreezeSchema,
  interestWaiverSchema,
  loanIdParamsSchema,
  loanSchema,
  paymentHeadersSchema,
  withdrawalNoticeSchema,
} from '@shared/cash-advances/agreement-schemas';
import { giveForbearance, recordWithdrawalNotice, setCareNote } from './forbearance';
import { toLoanDto, type LoanRecord } from './loan-book';
import { adminLoanTags, currentUser, loanErrors, loanId } from './route-helpers';

export const forbearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { redemptionMonths: app.config.redemptionMonths };
  const answer = (record: LoanRecord) => toLoanDto(record, 'staff', rules);
  const db = () => app.database.db;

  app.post(
    '/admin/cash-advances/:id/withdrawal',
    {
      schema: {
        tags: adminLoanTags,
        summary:
          'Record the customer’s notice of withdrawal (Consumer Credit Act 1974 s.66A), given within 14 days of the agreement: the loan then owes the credit and its interest by the day to the day of repayment, due within 30 days of the notice; that repayment (a payment of kind withdrawal) returns the pledge and closes the loan as withdrawn. The same day again answers the loan unchanged; another day, or a notice after the 14 days, is refused with 409.',
        params: loanIdParamsSchema,
        body: withdrawalNoticeSchema,
        response: { 200: loanSchema, ...loanErrors },
      },
    },
    async (request) =>
      answer(
        await recordWithdrawalNotice(
          db(),
          loanId(request.params.id),
          request.body.noticeGivenOn,
          currentUser(request).id,
        ),
      ),
  );

  app.post(
    '/admin/cash-advances/:id/waivers',
    {
      schema: {
        tags: adminLoanTags,
        summary:
          'Owners only: waive interest owed today on a running loan, with the reason (forbearance, CONC 6.7). Posts the waiver to the journal (interest waived) with an audit row. At most the interest owed (409). Idempotency-Key is required: a repeat answers 200 with the loan; the same key for something else is refused with 409.',
        params: loanIdParamsSchema,
        headers: paymentHeadersSchema,
        body: interestWaiverSchema,
        response: { 201: loanSchema, 200: loanSchema, ...loanErrors },
      },
    },
    async (request, reply) => {
      const { record, created } = await giveForbearance(
        db(),
        loanId(request.params.id),
        { kind: 'waiver', ...request.body },
        currentUser(request).id,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(answer(record));
    },
  );

  app.post(
    '/admin/cash-advances/:id/interest-freeze',
    {
      schema: {
        tags: adminLoanTags,
        summary:
          'Owners only: stop interest on a running loan from a day on, with the reason (forbearance, CONC 6.7); recorded with an audit row. One freeze per loan (409 for a second); never from before the last payment’s day (400). Idempotency-Key is required, as for waivers.',
        params: loanIdParamsSchema,
        headers: paymentHeadersSchema,
        body: interestFreezeSchema,
        response: { 201: loanSchema, 200: loanSchema, ...loanErrors },
      },
    },
    async (request, reply) => {
      const { record, created } = await giveForbearance(
        db(),
        loanId(request.params.id),
        { kind: 'freeze', ...request.body },
        currentUser(request).id,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(answer(record));
    },
  );

  app.put(
    '/admin/cash-advances/:id/care-note',
    {
      schema: {
        tags: adminLoanTags,
        summary:
          'Note that the loan’s customer needs extra care (a customer in vulnerable circumstances): staff see it on every loan of that customer. An empty note clears it. Recorded with an audit row.',
        params: loanIdParamsSchema,
        body: careNoteSchema,
        response: { 200: loanSchema, ...loanErrors },
      },
    },
    async (request) =>
      answer(
        await setCareNote(
          db(),
          loanId(request.params.id),
          request.body.note,
          currentUser(request).id,
        ),
      ),
  );
};
