/**
 * Who is acting, for the audit trail (decision 025). The request's staff
 * member and address are carried through the async calls of the request, so
 * a write deep in a repository records its actor without every function
 * passing them along. Set by one hook (audit-plugin.ts) once the session is known.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type AuditActor = {
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  /** True for a staff member (owner or staff): only their writes are staff writes. */
  staff: boolean;
};

const storage = new AsyncLocalStorage<AuditActor>();

export function runAsActor<T>(actor: AuditActor, work: () => T): T {
  return storage.run(actor, work);
}

/** Sets the actor for the rest of the current async context (the request's hooks and handler). */
export function enterActor(actor: AuditActor): void {
  storage.enterWith(actor);
}

export function currentActor(): AuditActor | undefined {
  return storage.getStore();
}
