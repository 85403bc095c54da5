/**
 * Repair bookings: booked by anyone (within each slot's capacity), listed by
 * their owner, and worked through by the shop's repairs desk.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import {
  bookingLimitMessages,
  GUEST_PLACES_TAKEN_MESSAGE,
  guestPlacesInSlot,
  MAX_BOOKINGS_PER_PHONE_PER_DAY,
  MAX_OPEN_BOOKINGS,
} from '@shared/repairs/booking-limits';
import { bookingDateMessages, bookingDateProblem, datesBetween } from '@shared/repairs/dates';
import { slotProblem } from '@shared/repairs/slots';
import {
  adminRepairPageSchema,
  adminRepairQuerySchema,
  adminRepairSchema,
  availabilitySchema,
  availabilityQuerySchema,
  createRepairSchema,
  guestContactProblem,
  repairSchema,
  repairStatusChangeProblem,
  updateRepairSchema,
  type DayAvailability,
} from '@shared/repairs/schemas';
import type { RepairStatus } from '@shared/repairs/values';
import { repairTimeSlots } from '@shared/repairs/values';
import { ownerOnlyReasons } from '@shared/staff/schemas';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { closuresBetween } from '../calendar/repository';
import { requireUser, signedInAdmin, signedInUser } from '../../plugins/auth-guards';
import { answeredChallenge, spendChallenge } from '../challenges/claim';
import { recordStrandedRefund, type ProviderRefund } from '../payments/refunds';
import { paidPennies } from './bill';
import { refundOnCancel } from './cancellation';
import { billGateProblem } from './status-gate';
import {
  bookRepair,
  countBookedSlots,
  countRepairStatuses,
  listOwnRepairs,
  listRepairPage,
  toAdminRepairDto,
  toRepairDto,
  updateRepair,
} from './repository';

export const SLOT_FULL_MESSAGE = 'That time slot is fully booked. Please choose another.';
const NOT_FOUND = 'Repair booking not found';

export const repairRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/repairs',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['repairs'],
        body: createRepairSchema,
        response: { 201: repairSchema, 400: messageSchema, 409: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = request.user;
      // The schema knows the weekly hours and bank holidays; the staff closures are here.
      const closures = await closuresBetween(
        app.database.db,
        input.preferredDate,
        input.preferredDate,
      );
      if (closures.has(input.preferredDate)) throw badRequest(bookingDateMessages.closed_day);
      // A guest must be reachable; a signed-in customer is reachable through the account.
      if (!user) {
        const problem = guestContactProblem(input);
        if (problem) throw badRequest(problem);
      }
      const challenge = await answeredChallenge(app.config.sessionSecret, input);
      const result = await bookRepair(
        app.database.db,
        {
          // The owner comes from the session only (PRODUCT.md); guests store no user.
          userId: user?.id ?? null,
          customerName: input.customerName ?? null,
          customerPhone: input.customerPhone ?? null,
          customerEmail: input.customerEmail ?? null,
          deviceType: input.deviceType,
          brandModel: input.brandModel,
          problemDescription: input.problemDescription,
          preferredDate: input.preferredDate,
          preferredTime: input.preferredTime,
        },
        {
          capacity: app.config.repairSlotCapacity,
          maxOpenBookings: MAX_OPEN_BOOKINGS,
          maxPerPhonePerDay: MAX_BOOKINGS_PER_PHONE_PER_DAY,
          guestPlaces: guestPlacesInSlot(app.config.repairSlotCapacity),
        },
        input.customerName ?? user?.username ?? null,
        {
          // Spent only with a booking: a full slot or a reached limit keeps the solution good.
          onBook: (tx) => spendChallenge(tx, challenge),
          notify: app.notices.repairBooked,
        },
      );
      if (result === 'full') throw conflict(SLOT_FULL_MESSAGE);
      if (result === 'guests') throw conflict(GUEST_PLACES_TAKEN_MESSAGE);
      if (typeof result === 'string') throw conflict(bookingLimitMessages[result]);
      return reply.code(201).send(toRepairDto(result));
    },
  );

  app.get(
    '/repairs/availability',
    {
      schema: {
        tags: ['repairs'],
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: messageSchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const capacity = app.config.repairSlotCapacity;
      const booked = new Map(
        (await countBookedSlots(app.database.db, from, to)).map((row) => [
          `${row.date}|${row.slot}`,
          row.booked,
        ]),
      );
      const closures = await closuresBetween(app.database.db, from, to);
      const now = new Date();
      const days = datesBetween(from, to).map((date): DayAvailability => {
        const problem = bookingDateProblem(date, now, closures);
        const reason = problem === 'invalid' ? null : problem;
        return {
          date,
          bookable: problem === null,
          reason,
          slots: repairTimeSlots.map((slot) => {
            const taken = booked.get(`${date}|${slot}`) ?? 0;
            const full = taken >= capacity;
            return {
              date,
              slot,
              booked: taken,
              capacity,
              full,
              // Offered only while the shop is open for an hour of it and it has not begun.
              available: problem === null && !full && slotProblem(date, slot, now) === null,
            };
          }),
        };
      });
      return { from, to, capacity, days };
    },
  );

  app.get(
    '/repairs',
    {
      preHandler: requireUser,
      schema: { tags: ['repairs'], response: { 200: z.array(repairSchema), 401: messageSchema } },
    },
    async (request) => {
      const rows = await listOwnRepairs(app.database.db, signedInUser(request).id);
      return rows.map(toRepairDto);
    },
  );

  app.get(
    '/admin/repairs',
    {
      schema: {
        tags: ['repairs', 'admin'],
        querystring: adminRepairQuerySchema,
        response: { 200: adminRepairPageSchema, 400: messageSchema },
      },
    },
    async (request) => {
      const { status, date, page, pageSize } = request.query;
      const [counts, rows] = await Promise.all([
        countRepairStatuses(app.database.db, date),
        listRepairPage(app.database.db, { status, date }, page, pageSize),
      ]);
      return {
        items: rows.map(toAdminRepairDto),
        page,
        pageSize,
        total: status ? counts[status] : counts.all,
        counts,
      };
    },
  );

  app.patch(
    '/admin/repairs/:id',
    {
      schema: {
        tags: ['repairs', 'admin'],
        summary:
          'Moves a booking on, or sets its estimated cost. Cancelling one that took money is the owner’s (else 403) and gives the money back in the same transaction (repair_refunds): what was paid less what was already refunded; money taken at the desk by refundMethod, or the way it was paid (400 when that was more than one way and none is given); money paid online to the card through the provider (502 when it refuses, with nothing changed). A repeat refunds nothing more.',
        params: z.object({ id: z.string() }),
        body: updateRepairSchema,
        response: {
          200: adminRepairSchema,
          400: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
      const change = request.body;
      // Refunds the provider made in the move's transaction: written even if it then fails.
      const givenToCards: ProviderRefund[] = [];
      let result: Awaited<ReturnType<typeof updateRepair>>;
      try {
        result = await updateRepair(app.database.db, request.params.id, change, admin.id, {
          check: async (current, tx) => {
            if (change.status === undefined) return null;
            // Cancelling a repair that took money owes the customer a refund: the owner's call.
            const cancelsPaid =
              change.status === 'cancelled' &&
              current.status !== 'cancelled' &&
              (await paidPennies(tx, current.id)) > 0;
            if (cancelsPaid && admin.staffRole !== 'owner') {
              throw forbidden(ownerOnlyReasons.paidRepairCancel);
            }
            return (
              repairStatusChangeProblem(current.status as RepairStatus, change.status) ??
              (await billGateProblem(tx, current, change.status))
            );
          },
          onCancel: (tx, current) =>
            refundOnCancel(tx, current, {
              method: change.refundMethod,
              actorId: admin.id,
              online: app.onlinePayments,
              onProviderRefund: (refund) => givenToCards.push(refund),
            }),
          notify: app.notices.repairChanged,
        });
      } catch (error) {
        for (const refund of givenToCards) {
          await recordStrandedRefund(app.database.db, refund, 'the repair could not be cancelled.');
        }
        throw error;
      }
      if (result === 'missing') throw notFound(NOT_FOUND);
      if ('refused' in result) throw conflict(result.refused);
      return toAdminRepairDto(result);
    },
  );
};
