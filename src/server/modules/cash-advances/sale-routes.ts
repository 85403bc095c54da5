/**
 * The pawn book after the redemption period, over £75 (issue 27,
 * docs/decisions/023-pawn-law.md): the pre-contract information, the notice of
 * intention to sell, the listing, the sale with its statement, and the surplus
 * paid. /api/admin/* is guarded by the prefix hook (401/403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  forfeitAnswerSchema,
  loanIdParamsSchema,
  loanSchema,
  listForSaleSchema,
  noticeOfSaleSchema,
  preContractQuerySchema,
  noticePostedSchema,
  recordSaleSchema,
  surplusPaymentSchema,
  type Loan,
} from '@shared/cash-advances/agreement-schemas';
import { repaymentFigures } from '@shared/cash-advances/loan';
import { parsePennies } from '@shared/money-math';
import { conflict } from '../../http-error';
import { requireUser } from '../../plugins/auth-guards';
import { toLoanDto, type Audience, type LoanRecord } from './loan-book';
import { papersContext } from './papers';
import { renderNoticeOfSale, renderPreContract, renderSaleStatement } from './papers-pdf';
import {
  adminLoanTags as tags,
  anyLoan,
  currentUser,
  loanErrors as errors,
  loanId,
  ownLoan,
  sendPdf,
} from './route-helpers';
import {
  giveNoticeOfSale,
  listForSale,
  markNoticePosted,
  paySurplus,
  recordShopSale,
} from './sale';

const pdfSchema = (what: string) => z.unknown().describe(`${what} (application/pdf)`);

export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { redemptionMonths: app.config.redemptionMonths };
  const papers = papersContext(app.config);
  const db = () => app.database.db;
  const answer = (record: LoanRecord, audience: Audience = 'staff'): Loan =>
    toLoanDto(record, audience, rules);

  app.get(
    '/admin/cash-advances/:id/pre-contract.pdf',
    {
      schema: {
        tags,
        summary:
          'The pre-contract credit information for the agreement’s figures, printed for the customer before the agreement is made; `amount` (pounds) gives the figures of the amount about to be agreed',
        params: loanIdParamsSchema,
        querystring: preContractQuerySchema,
        response: { 200: pdfSchema('Pre-contract credit information'), ...errors },
      },
    },
    async (request, reply) => {
      const record = await anyLoan(db(), request.params.id);
      const { amount } = request.query;
      // Before the agreement: the figures of the amount about to be agreed, when given.
      const loan =
        amount && !record.advance.startDate
          ? {
              ...answer(record),
              ...repaymentFigures(
                parsePennies(amount)!,
                record.advance.collateralType,
                app.config.loanRates,
              ),
            }
          : answer(record);
      return sendPdf(
        reply,
        `pre-contract-information-${loan.agreementNumber}.pdf`,
        await renderPreContract(loan, papers),
      );
    },
  );

  app.post(
    '/admin/cash-advances/:id/notice-of-sale',
    {
      schema: {
        tags,
        summary:
          'Give notice of the intention to sell an active loan over £75 whose redemption period has ended (→ sale_notice). To a customer who agreed at the agreement to notices by email (noticesByEmail), it is emailed now to noticeEmail and counts from today: noticeOfSale.saleAllowedFrom is the first day it may be sold (14 clear days on). Otherwise nothing is emailed: the letter (notice-of-sale.pdf) is the notice, and saleAllowedFrom stays null until its posting day is recorded (PATCH). givenOn enters a notice already given on paper on that day (not sent again; its posting day is recorded the same way).',
        params: loanIdParamsSchema,
        body: noticeOfSaleSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => {
      const record = await giveNoticeOfSale(
        db(),
        loanId(request.params.id),
        request.body,
        currentUser(request).id,
        rules,
        { notify: app.notices.noticeOfSaleGiven },
      );
      return answer(record);
    },
  );

  app.patch(
    '/admin/cash-advances/:id/notice-of-sale',
    {
      schema: {
        tags,
        summary:
          'Record the day the printed notice of sale was posted first class (YYYY-MM-DD). Without the customer’s agreement to notices by email, the letter is treated as delivered on the second working day after posting (Monday to Friday, not a bank holiday in England and Wales) and the sale waits 14 clear days from then (noticeOfSale.deliveredOn, saleAllowedFrom); a notice already emailed keeps its date.',
        params: loanIdParamsSchema,
        body: noticePostedSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) =>
      answer(
        await markNoticePosted(
          db(),
          loanId(request.params.id),
          request.body.postedAt,
          currentUser(request).id,
        ),
      ),
  );

  app.get(
    '/admin/cash-advances/:id/notice-of-sale.pdf',
    {
      schema: {
        tags,
        summary: 'The notice of intention to sell, as a letter to post',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema('Notice of intention to sell'), ...errors },
      },
    },
    async (request, reply) => {
      const loan = answer(await anyLoan(db(), request.params.id));
      if (!loan.noticeOfSale) throw conflict('No notice of sale has been given on this loan.');
      return sendPdf(
        reply,
        `notice-of-sale-${loan.agreementNumber}.pdf`,
        await renderNoticeOfSale(loan, papers),
      );
    },
  );

  app.post(
    '/admin/cash-advances/:id/list-for-sale',
    {
      schema: {
        tags,
        summary:
          'From the day the notice allows, list the pledged items (→ for_sale): each becomes an off-listed product linked to the loan, for staff to check, photograph and list. A redemption withdraws them. Before that day (or before a letter’s posting is recorded), 409 saying why and from which day.',
        params: loanIdParamsSchema,
        body: listForSaleSchema,
        response: { 200: forfeitAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { record, productIds } = await listForSale(
        db(),
        loanId(request.params.id),
        currentUser(request).id,
        { note: request.body.note },
      );
      app.productCache.clear();
      return { ...answer(record), productIds };
    },
  );

  app.post(
    '/admin/cash-advances/:id/sale',
    {
      schema: {
        tags,
        summary:
          'Record a sale in the shop (sale_notice or for_sale → sold) from the day the notice allows (409 before it, saying why and from which day), with what it fetched, what the sale cost as itemised lines (expenses: up to 10 { description, amount }; sale_expenses is their total) and where it was sold (salePremises; the shop’s own premises unless told): the statement (owed to today, surplus or shortfall) is made and sent. A sale through the marketplace is recorded when its order is delivered or collected; while an open order holds one of the pawn’s items, a sale in the shop is refused (409) until the order desk cancels it.',
        params: loanIdParamsSchema,
        body: recordSaleSchema,
        response: { 200: loanSchema, ...errors },
      },
    },
    async (request) => {
      const record = await recordShopSale(
        db(),
        loanId(request.params.id),
        request.body,
        currentUser(request).id,
        { notify: app.notices.loanSold },
      );
      app.productCache.clear();
      return answer(record);
    },
  );

  async function sendStatement(
    record: LoanRecord,
    audience: Audience,
    reply: Parameters<typeof sendPdf>[0],
  ) {
    const loan = answer(record, audience);
    if (!loan.saleStatement)
      throw conflict('This loan has not been sold: there is no sale statement.');
    return sendPdf(
      reply,
      `sale-statement-${loan.agreementNumber}.pdf`,
      await renderSaleStatement(loan, papers),
    );
  }

  app.get(
    '/admin/cash-advances/:id/sale-statement.pdf',
    {
      schema: {
        tags,
        summary:
          'The statement of the sale of a pawn (proceeds, expenses, owed, surplus or shortfall)',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema('Sale statement'), ...errors },
      },
    },
    async (request, reply) => sendStatement(await anyLoan(db(), request.params.id), 'staff', reply),
  );

  app.get(
    '/cash-advances/:id/sale-statement.pdf',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cash advances'],
        summary: 'The statement of the sale of the signed-in customer’s own pawn, as a PDF',
        params: loanIdParamsSchema,
        response: {
          200: pdfSchema('Sale statement'),
          401: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) =>
      sendStatement(await ownLoan(db(), request, request.params.id), 'customer', reply),
  );

  app.post(
    '/admin/cash-advances/:id/surplus-payment',
    {
      schema: {
        tags,
        summary:
          'Record the surplus of a sale paid to the customer (sold → settled). Once per loan: a repeat with the same method answers 200 with the loan as it is; another method, 409.',
        params: loanIdParamsSchema,
        body: surplusPaymentSchema,
        response: { 201: loanSchema, 200: loanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { record, created } = await paySurplus(
        db(),
        loanId(request.params.id),
        request.body.method,
        currentUser(request).id,
      );
      return reply.code(created ? 201 : 200).send(answer(record));
    },
  );
};
