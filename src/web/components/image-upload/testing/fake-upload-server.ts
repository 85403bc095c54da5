/**
 * Tests only: a stand-in XMLHttpRequest (the file PUT) and fetch (the JSON calls)
 * for the three upload steps, so component tests can drive progress and answers.
 */
import { vi } from 'vitest';

type XhrListener = (xhr: FakeXhr) => void;

export class FakeXhr extends EventTarget {
  /** Every request sent since the last reset, oldest first. */
  static instances: FakeXhr[] = [];
  /** Runs when a request is sent; leave null to drive each request by hand. */
  static onSend: XhrListener | null = null;

  static reset(): void {
    FakeXhr.instances = [];
    FakeXhr.onSend = null;
  }

  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
    const onSend = FakeXhr.onSend;
    if (onSend) setTimeout(() => onSend(this), 0);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown, statusText = status === 200 ? 'OK' : 'Error'): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  failNetwork(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** Answers every file PUT: half-way progress, all bytes, then 200 { message, objectPath }. */
export function answerUploadsWith(status = 200, body: unknown = defaultReceived) {
  FakeXhr.onSend = (xhr) => {
    const size = xhr.body instanceof Blob ? xhr.body.size : 0;
    xhr.progress(size / 2, size);
    xhr.progress(size, size);
    xhr.respond(status, body);
  };
}

const defaultReceived = { message: 'Upload received', objectPath: '/objects/uploads/abc' };

export const UPLOAD_URL = '/api/objects/put/test-token';

type Answer = { status?: number; body: unknown };
type Route = Answer | ((init: RequestInit | undefined) => Answer | Promise<Answer>);

/**
 * A fetch that answers "METHOD /path" from `routes` (404 otherwise); by default the
 * start step gives UPLOAD_URL and the process step "/images/abc".
 */
export function fakeFetch(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } },
    'PUT /api/admin/product-images': { body: { imagePath: '/images/abc' } },
    ...routes,
  };
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const route = all[`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(init) : route;
    const { status = 200, body } = answer ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** Installs FakeXhr and the given fetch; undo with vi.unstubAllGlobals() and FakeXhr.reset(). */
export function installFakeUploadServer(fetchMock: ReturnType<typeof fakeFetch> = fakeFetch()) {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A file of exactly `size` bytes. */
export function makeFile(size: number, type = 'image/jpeg', name = 'x.jpg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A promise with its resolve function, for answers the test releases by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
