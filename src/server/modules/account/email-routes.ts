/**
 * The account's emailed links: "Forgot your password?" and its single-use
 * reset link, confirming an address, and changing it (issue "accounts
 * customers can run themselves"). Links are made and read in account-links.ts.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  changeEmailSchema,
  CONFIRM_LINK_INVALID,
  confirmEmailSchema,
  PASSWORD_RESET_SENT,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  RESET_LINK_INVALID,
  WRONG_PASSWORD,
} from '@shared/account/schemas';
import { messageSchema } from '@shared/api';
import { challengeFields } from '@shared/challenges';
import { accountMessages } from '@shared/auth/account-rules';
import type { Tx } from '../../db/client';
import { lostRace } from '../../db/conflicts';
import { users, type User } from '../../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { endOtherSessions } from '../../plugins/session';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordResetCapReached } from '../auth/password-reset-cap';
import { findUserById } from '../auth/repository';
import {
  CONFIRM_EMAIL_DAYS,
  passwordFingerprint,
  PASSWORD_RESET_MINUTES,
  readAccountLink,
  sameAddress,
  signAccountLink,
  spendAccountLink,
} from './account-links';
import { toAccount } from './account-answer';
import { claimChallenge } from '../challenges/claim';
import { confirmedAddressOf } from '../email/recipients';

const EMAIL_TAKEN = 'Email already exists';

/** Writes the confirmation email of the user's current address (in the caller's transaction). */
export async function sendConfirmation(app: FastifyInstance, tx: Tx, user: User): Promise<void> {
  const token = signAccountLink(
    app.config.sessionSecret,
    { purpose: 'confirm-email', userId: user.id, email: user.email },
    CONFIRM_EMAIL_DAYS * 86_400_000,
  );
  await app.notices.notify(
    tx,
    { userId: user.id, guestEmail: null, name: user.username },
    'account',
    {
      template: 'accountConfirmEmail',
      // One per address and link: asking again sends a new one.
      dedupeKey: `confirm-email:${user.id}:${token.slice(-22)}`,
      props: ({ name }) => ({
        name,
        confirmUrl: `${app.config.publicUrl}/confirm-email?token=${token}`,
      }),
    },
    { evenUnconfirmed: true },
  );
}

export const accountEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const secret = app.config.sessionSecret;

  /**
   * Writes the reset email for the address, if an account has it and the address
   * has room under its cap (after the answer is sent, so neither shows in it).
   */
  async function sendResetLink(email: string): Promise<void> {
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!user) return;
    const token = signAccountLink(
      secret,
      {
        purpose: 'password-reset',
        userId: user.id,
        password: passwordFingerprint(user.password),
        email: user.email,
      },
      PASSWORD_RESET_MINUTES * 60_000,
    );
    await app.database.db.transaction(async (tx) => {
      // Counted under the address's lock: requests at once, on any instance, send one.
      if (await passwordResetCapReached(tx, user.email)) return;
      await app.notices.notify(
        tx,
        { userId: user.id, guestEmail: null, name: user.username },
        'account',
        {
          template: 'accountPasswordReset',
          dedupeKey: `password-reset:${user.id}:${token.slice(-22)}`,
          props: ({ name }) => ({
            name,
            resetUrl: `${app.config.publicUrl}/reset-password?token=${token}`,
            validMinutes: PASSWORD_RESET_MINUTES,
          }),
        },
        { evenUnconfirmed: true },
      );
    });
  }

  app.post(
    '/auth/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'An address is sent at most one reset email every five minutes and three an hour, ' +
          'whoever asks; the answer is the same 202 whether the email is sent, held back by ' +
          'that cap, or the address has no account.',
        // With a solved challenge (docs/decisions/018-proof-of-work-challenges.md).
        body: passwordResetRequestSchema.safeExtend(challengeFields),
        response: { 202: messageSchema, 400: messageSchema },
      },
    },
    async (request, reply) => {
      // The challenge first, before anything else: checked and spent, or a 400.
      await claimChallenge(app.database.db, secret, request.body);

      // The work happens after the answer, so a known address and an unknown one
      // answer in the same time: nobody learns here whether an address has an account.
      const { email } = request.body;
      app.afterAnswer.schedule(reply, 'password reset email', () => sendResetLink(email));
      return reply.code(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, 400: messageSchema },
      },
    },
    async (request) => {
      const link = readAccountLink(secret, request.body.token);
      if (link?.purpose !== 'password-reset') throw badRequest(RESET_LINK_INVALID);
      if (await isCommonPassword(request.body.password)) {
        throw badRequest(accountMessages.passwordCommon);
      }
      const password = await hashPassword(request.body.password);
      await app.database.db.transaction(async (tx) => {
        // Checked under the row's lock: an address or password changed at the same
        // moment either comes first (and the link dies) or waits for this reset.
        const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
        if (
          !user ||
          passwordFingerprint(user.password) !== link.password ||
          !sameAddress(user.email, link.email)
        ) {
          throw badRequest(RESET_LINK_INVALID);
        }
        if (!(await spendAccountLink(tx, link))) throw badRequest(RESET_LINK_INVALID);
        // The link came to this address, which the account still has: it is the
        // owner's, so it counts as confirmed too.
        await tx
          .update(users)
          .set({
            password,
            emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
            confirmedEmail: user.email,
          })
          .where(eq(users.id, user.id));
        // Whoever was signed in with the old password is signed out everywhere.
        await endOtherSessions(tx, user.id);
      });
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: confirmEmailSchema,
        response: { 200: messageSchema, 400: messageSchema },
      },
    },
    async (request) => {
      const link = readAccountLink(secret, request.body.token);
      if (link?.purpose !== 'confirm-email') throw badRequest(CONFIRM_LINK_INVALID);
      const confirmed = await app.database.db.transaction(async (tx) => {
        if (!(await spendAccountLink(tx, link))) return false;
        // Only the address the link was sent to: after a change, an old link confirms nothing.
        const rows = await tx
          .update(users)
          // From now on the account's messages go here, no longer to the old address.
          .set({ emailConfirmedAt: new Date(), confirmedEmail: sql`${users.email}` })
          .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`))
          .returning({ id: users.id });
        return rows.length > 0;
      });
      if (!confirmed) throw badRequest(CONFIRM_LINK_INVALID);
      return { message: 'Thank you: your email address is confirmed.' };
    },
  );

  app.post(
    '/account/confirmation',
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: { tags: ['account'], response: { 202: messageSchema, 401: messageSchema } },
    },
    async (request, reply) => {
      const user = await findUserById(app.database.db, signedInUser(request).id);
      if (!user) throw unauthorized();
      if (!user.emailConfirmedAt) {
        await app.database.db.transaction((tx) => sendConfirmation(app, tx, user));
      }
      return reply
        .code(202)
        .send({ message: `We have sent a confirmation link to ${user.email}.` });
    },
  );

  app.put(
    '/account/email',
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: changeEmailSchema,
        response: {
          200: accountSchema,
          401: messageSchema,
          403: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) => {
      const user = await findUserById(app.database.db, signedInUser(request).id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.password, request.body.password))) {
        throw forbidden(WRONG_PASSWORD);
      }
      const email = request.body.email;
      if (email.toLowerCase() === user.email.toLowerCase()) return toAccount(user);
      const [taken] = await app.database.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            or(
              sql`lower(${users.email}) = lower(${email})`,
              // Another account's old address, still getting its receipts while a change is pending.
              sql`lower(${users.confirmedEmail}) = lower(${email})`,
            ),
            ne(users.id, user.id),
          ),
        )
        .limit(1);
      if (taken) throw conflict(EMAIL_TAKEN);
      const confirmedBefore = confirmedAddressOf(user);
      // Back to the address already confirmed: nothing to confirm again.
      const backToConfirmed = confirmedBefore !== null && sameAddress(confirmedBefore, email);
      const changed = await app.database.db
        .transaction(async (tx) => {
          // The old confirmed address keeps getting the account's messages
          // until the new one is confirmed (confirmedEmail stays as it is).
          const [row] = await tx
            .update(users)
            .set({
              email,
              emailConfirmedAt: backToConfirmed ? new Date() : null,
              confirmedEmail: confirmedBefore,
            })
            .where(eq(users.id, user.id))
            .returning();
          // The address the account's messages went to hears of it at once
          // (a security message, always sent)…
          await app.notices.notify(
            tx,
            { userId: null, guestEmail: confirmedBefore ?? user.email, name: user.username },
            'account',
            {
              template: 'accountEmailChanged',
              dedupeKey: `email-changed:${user.id}:${Date.now()}`,
              props: ({ name }) => ({ name, newEmail: email }),
            },
          );
          // …and the new one is asked to confirm before anything else goes there.
          if (!backToConfirmed) await sendConfirmation(app, tx, row!);
          return row!;
        })
        .catch((error: unknown) => {
          // Two accounts asking for the same new address at once: the second hears it is taken.
          throw lostRace(error) === 'unique' ? conflict(EMAIL_TAKEN) : error;
        });
      return toAccount(changed);
    },
  );
};
