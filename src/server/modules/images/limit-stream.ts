/**
 * Counts the bytes of a request body on their way to storage and stops at
 * the limit, without reading the rest: the request is unpiped and paused,
 * not destroyed, so the 413 answer can still be sent on its socket.
 */
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

export class UploadAbortedError extends Error {
  constructor() {
    super('the upload stopped before its end');
    this.name = 'UploadAbortedError';
  }
}

export function limitBytes(source: Readable, limit: number): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new TooLargeError(limit));
      else callback(null, chunk);
    },
  });
  const stop = () => {
    source.unpipe(limited);
    source.pause();
  };
  limited.once('error', stop);
  source.once('error', (error) => limited.destroy(error));
  // A client that goes away mid-upload: 'close' without 'end'.
  source.once('close', () => {
    if (!source.readableEnded) limited.destroy(new UploadAbortedError());
  });
  source.pipe(limited);
  return limited;
}
