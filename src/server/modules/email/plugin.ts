/**
 * Email: `app.notices` (the messages of each event, written in its
 * transaction) and `app.outbox` (the worker that delivers them and runs the
 * due-date scheduler; main.ts starts it), and the staff's outbox route.
 */
import type { FastifyInstance } from 'fastify';
import { createNotices, type Notices } from './notices';
import { enqueueRepairReminders } from '../repairs/uncollected';
import { enqueueLoanReminders } from './reminders';
import { smtpTransport } from './transport';
import { OutboxWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages of each event: call inside the event's transaction. */
    notices: Notices;
    /** Delivers the outbox and writes due-date reminders (started by main.ts). */
    outbox: OutboxWorker;
  }
}

export function registerEmail(app: FastifyInstance): void {
  const { config, database } = app;
  const notices = createNotices({
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
    redemptionMonths: config.redemptionMonths,
    deliver: config.smtpUrl !== undefined,
  });
  app.decorate('notices', notices);
  app.decorate(
    'outbox',
    new OutboxWorker({
      database,
      transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
      from: config.mailFrom,
      log: app.log,
      scheduleReminders: async (now) =>
        (await enqueueLoanReminders(database.db, notices, now, {
          redemptionMonths: config.redemptionMonths,
        })) + (await enqueueRepairReminders(database.db, notices.repairUncollected, now)),
    }),
  );
  // A write that succeeded may have committed a message: send it now, not at the next round.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.outbox.nudge();
    }
  });
}
