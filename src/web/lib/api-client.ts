/**
 * The one way the web app talks to the API: same-origin fetch with the session
 * cookie, JSON in and out, and a single error type for every non-2xx answer.
 */

export class ApiError extends Error {
  /** HTTP status of the failed response (0 when the request never got an answer). */
  readonly status: number;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  /** The server's `{ message }`, when the body is JSON and has one; forms show it to the user. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    // Spec section 8: "<status>: <body text or status text>".
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = readJsonMessage(body);
  }
}

function readJsonMessage(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: the text is already in the error message.
  }
  return undefined;
}

/** The server's message when there is one, else the fallback text the spec gives for that form. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

export type RequestOptions = {
  /** Statuses that mean "nothing here" rather than failure; the call then resolves to null. */
  nullOnStatus?: readonly number[];
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key that makes a repeated send safe. */
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    signal: options.signal ?? null,
  };
  if (body instanceof Blob) {
    // A file goes as it is (an upload's raw body), typed as the file is.
    headers['Content-Type'] ??= body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    if (options.nullOnStatus?.includes(response.status)) return null as T;
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const text = await response.text();
  // 204 and empty bodies carry no data; everything else the API sends is JSON.
  return (text ? JSON.parse(text) : null) as T;
}

export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) =>
    request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  /** A DELETE may carry a body (deleting an account sends the password). */
  delete: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('DELETE', path, body, options),
};

/**
 * A query function for plain GET endpoints (spec section 7's generic fetch). With
 * `on401: 'returnNull'` a signed-out answer resolves to null instead of failing.
 */
export function getQueryFn<T>(
  path: string,
  { on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {},
) {
  return ({ signal }: { signal: AbortSignal }): Promise<T | null> =>
    apiClient.get<T | null>(path, { signal, nullOnStatus: on401 === 'returnNull' ? [401] : [] });
}

/** One page of a list and the number of entries in the whole list. */
export type PagedList<T> = { items: T[]; total: number };

/**
 * GET a paged list whose body is the plain array and whose total travels in a
 * response header (the products lists: X-Total-Count). `apiClient` answers
 * bodies only, so this reads the header itself; failures are the same ApiError.
 * Without the header the total is the length of the page.
 */
export async function getPagedList<T>(
  path: string,
  { signal, totalHeader = 'x-total-count' }: { signal?: AbortSignal; totalHeader?: string } = {},
): Promise<PagedList<T>> {
  const response = await fetch(path, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal: signal ?? null,
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get(totalHeader));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}
