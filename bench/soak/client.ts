/** One HTTP exchange as the soak sees it, and the record of all of them. */
import { performance } from 'node:perf_hooks';

export type Exchange = {
  action: string;
  method: string;
  path: string;
  /** HTTP status, or 0 when no answer came (refused, reset). */
  status: number;
  started: number;
  ended: number;
  retryAfter: string | null;
  message: string | null;
  /** The parsed JSON body of a JSON answer. */
  body: unknown;
  /** Why there was no answer (ECONNREFUSED, ECONNRESET, …). */
  error: string | null;
};

export type RequestOptions = {
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
};

export class Recorder {
  readonly exchanges: Exchange[] = [];
  /** Exchanges not finished yet, to know what is in flight at a given moment. */
  readonly inFlight = new Set<{ started: number }>();

  constructor(private readonly baseUrl: string) {}

  async send(
    action: string,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Exchange> {
    const marker = { started: performance.now() };
    this.inFlight.add(marker);
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const exchange: Exchange = {
      action,
      method,
      path,
      status: 0,
      started: marker.started,
      ended: 0,
      retryAfter: null,
      message: null,
      body: null,
      error: null,
    };
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      exchange.status = res.status;
      exchange.retryAfter = res.headers.get('retry-after');
      const text = await res.text();
      if (res.headers.get('content-type')?.includes('application/json') && text) {
        exchange.body = JSON.parse(text) as unknown;
        const message = (exchange.body as { message?: unknown }).message;
        if (typeof message === 'string') exchange.message = message;
      }
    } catch (error) {
      exchange.status = 0;
      exchange.error = describeNetworkError(error);
    } finally {
      exchange.ended = performance.now();
      this.inFlight.delete(marker);
    }
    this.exchanges.push(exchange);
    return exchange;
  }
}

function describeNetworkError(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (!current.cause) return current.name === 'TimeoutError' ? 'TIMEOUT' : current.message;
    current = current.cause;
  }
  return String(error);
}

/** The session cookie a sign-in answered, ready to send back. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie.split(';')[0]!;
}
