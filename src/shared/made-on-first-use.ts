/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters above all:
 * building one (its locale data, its time zone) costs a phone some milliseconds, and made when
 * a module loads it adds to the one long task that runs a page's code before it can answer a
 * tap (decision 012). Made on first use, it costs nothing on a page that never formats.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A UK English date formatter with these options, made on first use. */
export const dateFormatOnFirstUse = (options: Intl.DateTimeFormatOptions) =>
  madeOnFirstUse(() => new Intl.DateTimeFormat('en-GB', options));
