/**
 * Work a route does once its answer has gone (decision 022: a password reset
 * answers in the same time whether or not the address has an account).
 *
 * Each task is known from the moment the handler asks for it, so `settled()`
 * covers it even before the answer is sent: closing the app waits for the
 * tasks in hand, and tests wait for them before reading what they wrote. A
 * task must be safe to lose (the instance may stop before it runs): the
 * customer asks again.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export class AfterAnswer {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `task` once `reply` has been sent (or its connection has gone). */
  schedule(reply: FastifyReply, what: string, task: () => Promise<void>): void {
    const sent = new Promise<void>((resolve) => {
      if (reply.raw.writableFinished || reply.raw.destroyed) resolve();
      reply.raw.once('finish', resolve);
      reply.raw.once('close', resolve);
    });
    const done = sent
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `after the answer: ${what} failed`))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once every task scheduled so far (and any they schedule) has finished. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
