/**
 * The lost pawn-receipt forms (Consumer Credit Act 1974 s.118(1)), printed by
 * staff at the counter: the statutory declaration for any pawn, the signed
 * statement for credit of £75 or less. /api/admin/* is guarded by the prefix
 * hook (401/403); any member of staff may print them, like the receipt.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loanIdParamsSchema } from '@shared/cash-advances/agreement-schemas';
import { lostReceiptForms } from '@shared/cash-advances/pawn-terms-text';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { conflict } from '../../http-error';
import { toLoanDto, type LoanRecord } from './loan-book';
import {
  SIGNED_STATEMENT_LIMIT_MESSAGE,
  renderSignedStatement,
  renderStatutoryDeclaration,
  signedStatementAllowed,
} from './lost-receipt-forms';
import { papersContext } from './papers';
import { adminLoanTags as tags, anyLoan, loanErrors as errors, sendPdf } from './route-helpers';

const pdfSchema = (what: string) => z.unknown().describe(`${what} (application/pdf)`);

/** A form only for an agreement the customer may still redeem (s.118(1): "when it is redeemable"). */
function redeemableAgreement(record: LoanRecord): void {
  if (!record.advance.startDate) {
    throw conflict(
      'There is no agreement for this request yet: a lost-receipt form is for an agreement made in the shop.',
    );
  }
  if (!(redeemableStatuses as readonly string[]).includes(record.advance.status)) {
    throw conflict('This pawn can no longer be redeemed, so no lost-receipt form is needed.');
  }
}

export const lostReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { redemptionMonths: app.config.redemptionMonths };
  const papers = papersContext(app.config);
  const db = () => app.database.db;

  app.get(
    '/admin/cash-advances/:id/lost-receipt/statutory-declaration.pdf',
    {
      schema: {
        tags,
        summary:
          'The statutory declaration that replaces a lost pawn-receipt (s.118(1)(a)), filled in with the agreement, to be made before a solicitor, commissioner for oaths or justice of the peace',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema(lostReceiptForms.statutoryDeclaration), ...errors },
      },
    },
    async (request, reply) => {
      const record = await anyLoan(db(), request.params.id);
      redeemableAgreement(record);
      const loan = toLoanDto(record, 'staff', rules);
      return sendPdf(
        reply,
        `lost-receipt-statutory-declaration-${loan.agreementNumber}.pdf`,
        await renderStatutoryDeclaration(loan, papers),
      );
    },
  );

  app.get(
    '/admin/cash-advances/:id/lost-receipt/signed-statement.pdf',
    {
      schema: {
        tags,
        summary:
          'The signed statement that replaces a lost pawn-receipt where the credit is £75 or less (s.118(1)(b)), filled in with the agreement; 409 over £75',
        params: loanIdParamsSchema,
        response: { 200: pdfSchema(lostReceiptForms.signedStatement), ...errors },
      },
    },
    async (request, reply) => {
      const record = await anyLoan(db(), request.params.id);
      redeemableAgreement(record);
      const loan = toLoanDto(record, 'staff', rules);
      if (!signedStatementAllowed(loan)) throw conflict(SIGNED_STATEMENT_LIMIT_MESSAGE);
      return sendPdf(
        reply,
        `lost-receipt-signed-statement-${loan.agreementNumber}.pdf`,
        await renderSignedStatement(loan, papers),
      );
    },
  );
};
