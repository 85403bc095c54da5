/** Test users straight in the database, and signed-in cookies for inject. */
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/modules/auth/password';
import { insertUser } from '../../src/server/modules/auth/repository';

let counter = 0;

export type TestUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
};

/**
 * Creates a user (a customer unless told otherwise) and signs them in. 'admin'
 * is an owner (who may do everything); 'staff' a member of staff (issue 29).
 */
export async function signedInUser(
  app: FastifyInstance,
  role: 'user' | 'admin' | 'staff' = 'user',
): Promise<TestUser> {
  counter += 1;
  const username = `${role}${counter}_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'correct horse battery';
  const user = await insertUser(app.database.db, {
    username,
    email,
    passwordHash: await hashPassword(password),
    role: role === 'user' ? 'user' : 'admin',
    staffRole: role === 'staff' ? 'staff' : 'owner',
  });
  const cookie = await signIn(app, username, password);
  return { id: user.id, username, email, password, cookie };
}

/** Signs in through the API and answers the Cookie header to send back. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('sign-in set no session cookie');
  return `sid=${sid.value}`;
}
