/** Cash advance requests: created by anyone, listed by their owner, managed by admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  adminCashAdvancePageSchema,
  adminCashAdvanceQuerySchema,
  cashAdvanceSchema,
  buildCreateCashAdvanceSchema,
  idempotencyHeadersSchema,
  updateCashAdvanceStatusSchema,
} from '@shared/cash-advances/schemas';
import { cashAdvanceCreatedSchema } from '@shared/cash-advances/follow';
import { dueDateFrom, repaymentFigures } from '@shared/cash-advances/loan';
import { isUuid } from '@shared/ids';
import { parsePennies } from '@shared/money-math';
import { sharedValue, timeLimitFor } from '../../cached-value';
import { conflict, notFound } from '../../http-error';
import { requireUser, signedInAdmin, signedInUser } from '../../plugins/auth-guards';
import { answeredChallenge, spendChallenge } from '../challenges/claim';
import {
  countRequestGroups,
  createCashAdvance,
  listAllRequests,
  listOwnCashAdvances,
  listRequestPage,
  markProcessed,
  toCashAdvanceDto,
} from './repository';
import { newFollowCode } from './follow';
import { filteredPage, isFiltering } from './search';

const NOT_FOUND = 'Cash advance request not found';
export const AGREEMENT_NOT_PROCESSED =
  'This loan has an agreement: it is closed only by redemption, forfeit or sale, never marked as processed.';
export const IDEMPOTENCY_KEY_TAKEN = 'This Idempotency-Key was already used for another request.';

/** Guest requests are owned by "customer_<timestamp>" (the spec's placeholder), not an account. */
const GUEST_ID_PREFIX = 'customer_';

const sameOwner = (recordUserId: string, userId: string | null) =>
  userId === null ? recordUserId.startsWith(GUEST_ID_PREFIX) : recordUserId === userId;

/** How stale the tab counts may be should a notification from another instance be lost (decision 005). */
const COUNTS_TTL_MS = 5_000;

export const cashAdvanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counting a tab reads every row of its group; pages are cheap, counts are cached.
  const groupCounts = sharedValue(
    app.cacheInvalidation,
    'request-counts',
    () => countRequestGroups(app.database.db),
    timeLimitFor(app.database, COUNTS_TTL_MS),
  );

  app.post(
    '/cash-advances',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['cash advances'],
        headers: idempotencyHeadersSchema,
        body: buildCreateCashAdvanceSchema(app.config.loanLimits),
        response: {
          201: cashAdvanceCreatedSchema,
          200: cashAdvanceCreatedSchema,
          400: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // A challenge not solved is refused before anything else happens.
      const challenge = await answeredChallenge(app.config.sessionSecret, input);
      const now = new Date();
      const figures = repaymentFigures(
        parsePennies(input.loanAmount)!,
        input.collateralType,
        app.config.loanRates,
      );
      const owner = request.user?.id ?? null;
      const photos = {
        uploadIds: app.requestPhotos.uploadIdsOf(input.photos ?? []),
        notAttached: app.requestPhotos.notAttached,
      };
      const { record, created } = await createCashAdvance(
        app.database.db,
        {
          // The owner comes from the session; a guest gets the spec's placeholder id.
          userId: owner ?? `${GUEST_ID_PREFIX}${now.getTime()}`,
          customerName: input.customerName,
          customerPhone: input.customerPhone,
          customerEmail: input.customerEmail ?? null,
          itemDescription: input.itemDescription,
          itemCategory: input.itemCategory,
          collateralType: input.collateralType,
          ...figures,
          dueDate: dueDateFrom(now),
          status: 'pending',
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          // A guest has no dashboard: a private link follows the request (issue 31).
          followCode: owner ? null : newFollowCode(),
        },
        photos,
        {
          // A repeated Idempotency-Key stores nothing and spends nothing: it answers the first record.
          onCreate: (tx) => spendChallenge(tx, challenge),
          notify: app.notices.cashAdvanceRequested,
        },
      );
      if (created) groupCounts.invalidate();
      // A replayed key answers the first request only to its owner (a guest's
      // key only to a guest): a key must not open someone else's record.
      else if (!sameOwner(record.userId, owner)) throw conflict(IDEMPOTENCY_KEY_TAKEN);
      return reply
        .code(created ? 201 : 200)
        .send({ ...toCashAdvanceDto(record), followCode: record.followCode });
    },
  );

  app.get(
    '/cash-advances',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cash advances'],
        response: { 200: z.array(cashAdvanceSchema), 401: messageSchema },
      },
    },
    async (request) => {
      const rows = await listOwnCashAdvances(app.database.db, signedInUser(request).id);
      return rows.map(toCashAdvanceDto);
    },
  );

  app.get(
    '/admin/cash-advances',
    {
      schema: {
        tags: ['cash advances', 'admin'],
        querystring: adminCashAdvanceQuerySchema,
        response: { 200: z.union([adminCashAdvancePageSchema, z.array(cashAdvanceSchema)]) },
      },
    },
    async (request) => {
      const { group, page, pageSize, search, overdue } = request.query;
      if (isFiltering({ search, overdue })) {
        // A search reads its own matches; the tab badges keep the whole book's counts.
        const size = group ? pageSize : 1000;
        const [counts, found] = await Promise.all([
          groupCounts.get(),
          filteredPage(app.database.db, { group, search, overdue }, group ? page : 1, size),
        ]);
        const items = found.rows.map(toCashAdvanceDto);
        return group ? { items, page, pageSize, total: found.total, counts } : items;
      }
      if (!group) return (await listAllRequests(app.database.db)).map(toCashAdvanceDto);
      const [counts, rows] = await Promise.all([
        groupCounts.get(),
        listRequestPage(app.database.db, group, page, pageSize),
      ]);
      return { items: rows.map(toCashAdvanceDto), page, pageSize, total: counts[group], counts };
    },
  );

  app.patch(
    '/admin/cash-advances/:id/status',
    {
      schema: {
        tags: ['cash advances', 'admin'],
        params: z.object({ id: z.string() }),
        body: updateCashAdvanceStatusSchema,
        response: { 200: cashAdvanceSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
      const result = await markProcessed(app.database.db, request.params.id, admin.id);
      groupCounts.invalidate();
      if (result === 'missing') throw notFound(NOT_FOUND);
      if (result === 'agreement') throw conflict(AGREEMENT_NOT_PROCESSED);
      if (result === 'refused') {
        throw conflict('Only pending or active requests can be marked as processed.');
      }
      return toCashAdvanceDto(result);
    },
  );
};
