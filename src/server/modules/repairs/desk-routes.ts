/**
 * The repairs desk's side of estimates and bills (issue 30), all under
 * /api/admin/repairs/:id (the admin prefix hook signs staff in): the estimate,
 * a phone approval, payments and the hand-over, the invoice, warranty claims
 * and the uncollected goods steps. Each answers the repair's account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import { parsePennies } from '@shared/money-math';
import { fcaFrnLine } from '@shared/legal';
import { idempotencyHeadersSchema } from '@shared/cash-advances/schemas';
import { adminRepairAccountSchema } from '@shared/repairs/bill-schemas';
import {
  estimateInputSchema,
  phoneApprovalSchema,
  repairPaymentSchema,
  uncollectedSaleSchema,
  warrantyClaimSchema,
  warrantyDecisionSchema,
} from '@shared/repairs/estimates';
import { eq } from 'drizzle-orm';
import { repairs, type Repair } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { signedInAdmin } from '../../plugins/auth-guards';
import { adminRepairAccountOf } from './account';
import { billOf, warrantyUntil } from './bill';
import { answerEstimate, saveEstimate, sendEstimate } from './estimates';
import { renderRepairInvoice, renderUncollectedNotice, invoiceNumber } from './invoice-pdf';
import { recordRepairPayment } from './payments';
import {
  giveUncollectedNotice,
  makeUncollectedProduct,
  recordUncollectedSale,
} from './uncollected';
import { createWarrantyClaim, decideWarrantyClaim } from './warranty';

const NOT_FOUND = 'Repair booking not found';
const params = z.object({ id: z.string() });
const answers = () => ({
  200: adminRepairAccountSchema,
  400: messageSchema,
  404: messageSchema,
  409: messageSchema,
});
const createdAnswers = { ...answers(), 201: adminRepairAccountSchema };
const pdfAnswer = {
  200: z.unknown().describe('application/pdf'),
  404: messageSchema,
  409: messageSchema,
};
const tags = ['repairs', 'admin'];

export const repairDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  /** The id checked before the database sees it; a missing row is a 404. */
  const idOf = (raw: string) => {
    if (!isUuid(raw)) throw notFound(NOT_FOUND);
    return raw;
  };
  const found = (row: Repair | null) => {
    if (!row) throw notFound(NOT_FOUND);
    return adminRepairAccountOf(db(), row);
  };
  const load = async (raw: string) => {
    const [row] = await db()
      .select()
      .from(repairs)
      .where(eq(repairs.id, idOf(raw)))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  const frn = () => fcaFrnLine(app.config.fcaFrn, app.config.demo);

  app.get(
    '/admin/repairs/:id/account',
    {
      schema: {
        tags,
        summary: "A repair's estimate, bill, payments and warranty",
        params,
        response: answers(),
      },
    },
    async (request) => adminRepairAccountOf(db(), await load(request.params.id)),
  );

  app.put(
    '/admin/repairs/:id/estimate',
    {
      schema: {
        tags,
        summary: 'Write (or revise) the estimate lines; a revised estimate needs a new approval',
        params,
        body: estimateInputSchema,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return found(await saveEstimate(db(), idOf(request.params.id), request.body.lines, admin.id));
    },
  );

  app.post(
    '/admin/repairs/:id/estimate/send',
    {
      schema: {
        tags,
        summary: 'Send the estimate to the customer (email and tracking page)',
        params,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return found(
        await sendEstimate(
          db(),
          idOf(request.params.id),
          app.config.repairDiagnosticFeePennies,
          admin.id,
          app.notices.repairEstimateSent,
        ),
      );
    },
  );

  app.post(
    '/admin/repairs/:id/estimate/phone-approval',
    {
      schema: {
        tags,
        summary: 'Record an approval the customer gave on the phone: who, and when',
        params,
        body: phoneApprovalSchema,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      const at = request.body.approvedAt ? new Date(request.body.approvedAt) : new Date();
      if (at.getTime() > Date.now() + 60_000)
        throw badRequest('Approved at cannot be in the future');
      return found(
        await answerEstimate(
          db(),
          { id: idOf(request.params.id) },
          {
            answer: 'approved',
            channel: 'phone',
            decidedBy: `${request.body.approvedBy} (taken by ${admin.username})`,
            at,
            actorId: admin.id,
          },
        ),
      );
    },
  );

  app.post(
    '/admin/repairs/:id/payments',
    {
      schema: {
        tags,
        summary:
          'Record a payment taken in the shop (Idempotency-Key required); handOver: true also hands the device back',
        params,
        headers: idempotencyHeadersSchema,
        body: repairPaymentSchema,
        response: createdAnswers,
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const key = request.headers['idempotency-key']?.trim();
      if (!key) throw badRequest('An Idempotency-Key header is required');
      const id = idOf(request.params.id);
      const amountPennies = parsePennies(request.body.amount)!;
      const result = await recordRepairPayment(
        db(),
        id,
        {
          amountPennies,
          method: request.body.method,
          handOver: request.body.handOver ?? false,
          idempotencyKey: key,
        },
        admin.id,
      );
      if (!result) throw notFound(NOT_FOUND);
      const row = await load(id);
      return reply.code(result.created ? 201 : 200).send(await adminRepairAccountOf(db(), row));
    },
  );

  app.get(
    '/admin/repairs/:id/invoice.pdf',
    { schema: { tags, summary: "The repair's invoice as a PDF", params, response: pdfAnswer } },
    async (request, reply) => {
      const row = await load(request.params.id);
      const bill = await billOf(db(), row);
      if (!bill) throw conflict('This repair has no bill yet: the estimate has no answer.');
      const pdf = await renderRepairInvoice(row, bill, warrantyUntil(row), frn());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoiceNumber(row)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/admin/repairs/:id/warranty-claims',
    {
      schema: {
        tags,
        summary: 'Book a warranty claim on a collected repair: a new booking linked to it',
        params,
        body: warrantyClaimSchema,
        response: createdAnswers,
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const claim = await createWarrantyClaim(
        db(),
        idOf(request.params.id),
        request.body.problemDescription,
        admin.id,
      );
      if (!claim) throw notFound(NOT_FOUND);
      return reply.code(201).send(await adminRepairAccountOf(db(), claim));
    },
  );

  app.post(
    '/admin/repairs/:id/warranty-decision',
    {
      schema: {
        tags,
        summary: 'Accept a warranty claim (free of charge) or refuse it with a reason',
        params,
        body: warrantyDecisionSchema,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return found(
        await decideWarrantyClaim(db(), idOf(request.params.id), request.body, admin.id),
      );
    },
  );

  app.post(
    '/admin/repairs/:id/uncollected-notice',
    {
      schema: {
        tags,
        summary:
          'Give the uncollected goods notice (90 days after ready): email, and the letter to print',
        params,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return found(
        await giveUncollectedNotice(
          db(),
          idOf(request.params.id),
          admin.id,
          app.notices.repairUncollected,
        ),
      );
    },
  );

  app.get(
    '/admin/repairs/:id/uncollected-notice.pdf',
    {
      schema: {
        tags,
        summary: 'The uncollected goods notice as a letter to print',
        params,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      if (!row.uncollectedNoticeAt)
        throw conflict('No uncollected goods notice was given for this repair.');
      const owed = (await billOf(db(), row))?.balancePennies ?? 0;
      const pdf = await renderUncollectedNotice(row, owed, frn());
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="uncollected-${invoiceNumber(row)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/admin/repairs/:id/uncollected-product',
    {
      schema: {
        tags,
        summary: "After the notice's date: the device becomes a draft product",
        params,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return found(await makeUncollectedProduct(db(), idOf(request.params.id), admin.id));
    },
  );

  app.post(
    '/admin/repairs/:id/uncollected-sale',
    {
      schema: {
        tags,
        summary: 'Record the sale of an uncollected device, accounted for to the customer',
        params,
        body: uncollectedSaleSchema,
        response: answers(),
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      const proceeds = parsePennies(request.body.proceeds)!;
      return found(
        await recordUncollectedSale(
          db(),
          idOf(request.params.id),
          { proceeds, costsOfSale: request.body.costsOfSale },
          admin.id,
        ),
      );
    },
  );
};
