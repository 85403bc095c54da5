import type { PublicUser } from '@shared/auth/schemas';
import type { User } from '../../db/schema';
import { staffRoleOf, type SessionUser } from '../../plugins/session';

/** A user as the API and the server-drawn pages show them (never the password hash). */
export function toPublicUser(user: User | SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'user',
    staffRole: staffRoleOf(user.role, user.staffRole),
    createdAt: user.createdAt.toISOString(),
  };
}
