/** Shapes shared by every API route. */
import { z } from 'zod';

/** Every failure, and some successes, answer `{ "message": ... }`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** GET /api/meta: whether this instance runs in demo mode (the login page shows demo logins). */
export const appMetaSchema = z.object({ demo: z.boolean() });
export type AppMeta = z.infer<typeof appMetaSchema>;
