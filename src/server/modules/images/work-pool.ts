/**
 * The bounded pool every sharp job of this instance runs in (decision 020):
 * at most `size` jobs at once, at most `queueLimit` more waiting in order,
 * and past that a refusal at once (503 with Retry-After) instead of a queue
 * that grows with the attackers.
 *
 * sharp does its work on native threads, never on the JavaScript thread; what
 * an image can starve is the CPU and libuv's thread pool (shared with file
 * reads and password hashing), where a sharp job holds a thread from start to
 * end. Each job uses one libvips thread (sharp.concurrency(1) in
 * processing.ts), so the pool's size is the number of cores, and of libuv
 * threads, images may take (IMAGE_WORKERS; by default one fewer than the
 * machine's cores and two fewer than libuv's threads: see config.ts).
 *
 * Jobs bound the CPU; uploads are admitted too (admitUpload), which bounds
 * the memory: an upload holds its body, up to 10 MB, from its first byte to
 * the end of its last job, including while it arrives from a slow client and
 * between its check and its re-encode, when it is in no job at all.
 */
import { IMAGES_BUSY_MESSAGE } from '@shared/images';
import { HttpError } from '../../http-error';

/** Seconds a client is asked to wait before sending the image again. */
export const IMAGES_BUSY_RETRY_AFTER_SECONDS = 5;

/** Thrown by run() when `size` jobs are running and `queueLimit` are waiting. */
export class PoolFullError extends Error {
  constructor() {
    super('the image work pool is full');
    this.name = 'PoolFullError';
  }
}

/** The answer to a refused job: 503, come back in a few seconds. */
export const imagesBusy = () =>
  new HttpError(503, IMAGES_BUSY_MESSAGE, {
    'retry-after': String(IMAGES_BUSY_RETRY_AFTER_SECONDS),
  });

/** The same answer to an upload refused before its body is read: Connection: close leaves it unread. */
const uploadsBusy = () =>
  new HttpError(503, IMAGES_BUSY_MESSAGE, {
    'retry-after': String(IMAGES_BUSY_RETRY_AFTER_SECONDS),
    connection: 'close',
  });

export class WorkPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private admitted = 0;

  constructor(
    readonly size: number,
    readonly queueLimit: number,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be at least 1');
    if (!Number.isInteger(queueLimit) || queueLimit < 0) {
      throw new RangeError('queueLimit must be 0 or more');
    }
  }

  /** Jobs running now. */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Uploads admitted and not yet finished, whoever sent them. */
  get uploads(): number {
    return this.admitted;
  }

  /** Uploads held at once: one for each job that may run or wait, so admitted uploads fit the queue. */
  get uploadLimit(): number {
    return this.size + this.queueLimit;
  }

  /**
   * Runs a whole upload (reading its body, then its jobs through run()) when
   * fewer than uploadLimit are admitted; otherwise 503 at once, before a byte
   * of the body is read or anything is claimed, so the client may send it again.
   */
  async admitUpload<T>(upload: () => Promise<T>): Promise<T> {
    if (this.admitted >= this.uploadLimit) throw uploadsBusy();
    this.admitted += 1;
    try {
      return await upload();
    } finally {
      this.admitted -= 1;
    }
  }

  /**
   * Runs the job when a place is free and answers its result; rejects with
   * PoolFullError at once (the job never starts) when the queue is full.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      if (this.waiting.length >= this.queueLimit) throw new PoolFullError();
      // The place is handed over by the job that ends (see below), so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** run(), with a full pool answered as 503 (imagesBusy) for a route to throw. */
  async runOrBusy<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await this.run(job);
    } catch (error) {
      if (error instanceof PoolFullError) throw imagesBusy();
      throw error;
    }
  }
}
