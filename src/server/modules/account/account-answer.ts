import type { Account } from '@shared/account/schemas';
import type { User } from '../../db/schema';
import { confirmedAddressOf } from '../email/recipients';

/** What GET /api/account and the account's writes answer: no password hash, no internals. */
export const toAccount = (user: User): Account => ({
  id: user.id,
  username: user.username,
  email: user.email,
  emailConfirmed: user.emailConfirmedAt !== null,
  confirmedEmail: confirmedAddressOf(user),
  remindersByEmail: user.remindersByEmail,
  updatesByEmail: user.updatesByEmail,
  createdAt: user.createdAt.toISOString(),
});
