/**
 * The last touch on the OpenAPI description before it is served (decision 032):
 * what the zod schemas cannot say by themselves, stated once here so a generated
 * client can trust every answer.
 * - The error answers every route shares (`{ message }`) are declared once in
 *   `components.responses` and referenced, their body the `Problem` schema.
 * - File answers carry their real media types and Content-Disposition; the two
 *   upload routes declare their raw request body and its size limit.
 * - Response headers the server sends (X-Total-Count, Set-Cookie, ETag,
 *   Retry-After) and the 304 of the routes that honour If-None-Match.
 * - Every operation gets a description built from its summary and its access rule.
 */
import { MAX_REQUEST_PHOTO_BYTES } from '@shared/cash-advances/request-photos';
import { MAX_IMAGE_BYTES } from '@shared/images';
import { exampleOf } from './api-examples';
import { ownerOnlyKey, ownerOnlyRoutes } from './owner-only-routes';
import { SESSION_COOKIE } from './session';

type Json = Record<string, unknown>;
type Operation = {
  summary?: string;
  description?: string;
  security?: Json[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The body of every failure (and of some plain confirmations). */
export const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'What went wrong, in words a person can act on',
  properties: { message: { type: 'string', description: 'The problem, one sentence' } },
  required: ['message'],
  examples: [{ message: 'Not found' }],
};

const headers = {
  RetryAfter: {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0, examples: [5] },
  },
  ETag: {
    description: 'The version of the answer; send it back in If-None-Match to get a 304',
    schema: { type: 'string', examples: ['"3f2a9c"'] },
  },
  XTotalCount: {
    description: 'How many items match in all pages',
    schema: { type: 'integer', minimum: 0, examples: [42] },
  },
  SetCookie: {
    description: `The session cookie \`${SESSION_COOKIE}\` (HttpOnly, SameSite=Lax), set or cleared`,
    schema: {
      type: 'string',
      examples: [`${SESSION_COOKIE}=abc123; Path=/; HttpOnly; SameSite=Lax`],
    },
  },
  ContentDisposition: {
    description: 'A download: `attachment` with the file name',
    schema: { type: 'string', examples: ['attachment; filename="receipt-CA-000123.pdf"'] },
  },
};

const problemContent = (example: string) => ({
  'application/json': { schema: ref('schemas', 'Problem'), example: { message: example } },
});

/** The shared error answers, by status. */
const sharedResponses: Record<string, { name: string; response: Json }> = {
  '400': {
    name: 'BadRequest',
    response: {
      description: 'The input does not pass its schema: the message names the problem',
      content: problemContent('Sort must be one of newest, price-asc, price-desc'),
    },
  },
  '401': {
    name: 'Unauthorized',
    response: { description: 'Not signed in', content: problemContent('Please sign in') },
  },
  '403': {
    name: 'Forbidden',
    response: {
      description:
        'Refused: signed in without the role the route needs, or a cross-site write (a state-changing request from another origin)',
      content: problemContent('Forbidden'),
    },
  },
  '404': {
    name: 'NotFound',
    response: { description: 'Nothing with this id or code', content: problemContent('Not found') },
  },
  '409': {
    name: 'Conflict',
    response: {
      description: 'The record is not in a state that allows this: the message says why',
      content: problemContent('This cash advance is not pending'),
    },
  },
  '413': {
    name: 'PayloadTooLarge',
    response: {
      description: 'The body is larger than the route accepts',
      content: problemContent('The image is larger than 10 MB'),
    },
  },
  '414': {
    name: 'URITooLong',
    response: {
      description: 'A path parameter longer than the router takes (100 characters)',
      content: problemContent('The address is too long.'),
    },
  },
  '415': {
    name: 'UnsupportedMediaType',
    response: {
      description: 'The body is not of a type the route accepts',
      content: problemContent('Please choose a photo (JPEG, PNG or WebP)'),
    },
  },
  '422': {
    name: 'UnprocessableContent',
    response: {
      description: 'Well-formed, but the content cannot be used: the message says why',
      content: problemContent('The upload was not found or has expired'),
    },
  },
  '429': {
    name: 'TooManyRequests',
    response: {
      description: 'Too many requests from this address; try again after Retry-After seconds',
      headers: { 'Retry-After': ref('headers', 'RetryAfter') },
      content: problemContent('Too many attempts. Please wait 1 minute and try again.'),
    },
  },
  '503': {
    name: 'ServiceUnavailable',
    response: {
      description:
        'Briefly unable to answer (the database is unreachable, the image workers are busy, the instance is shutting down, the card provider is down); try again after Retry-After seconds when it is sent',
      headers: { 'Retry-After': ref('headers', 'RetryAfter') },
      content: problemContent('The service is briefly unavailable. Please try again shortly.'),
    },
  },
};

const notModified = {
  description: 'Not modified: the copy named in If-None-Match is current (no body)',
  headers: { ETag: { ...headers.ETag, required: true } },
};

/** A response whose JSON body is `{ message }` and nothing else: a shared error answer. */
function isProblemAnswer(response: Json): boolean {
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema || Object.keys(content).length !== 1) return false;
  const properties = schema.properties as Json | undefined;
  return schema.type === 'object' && !!properties && Object.keys(properties).join() === 'message';
}

const binary = (mediaType: string) => ({
  schema: { type: 'string', contentMediaType: mediaType },
});

/** The routes whose success is a file, with its media types. */
function fileAnswer(method: string, path: string): { types: string[]; download: boolean } | null {
  if (method !== 'get') return null;
  if (path.endsWith('.pdf') || path.endsWith('/pdf'))
    return { types: ['application/pdf'], download: true };
  if (path.endsWith('.csv')) return { types: ['text/csv'], download: true };
  if (path === '/images/{id}') return { types: ['image/jpeg', 'image/webp'], download: false };
  if (path === '/api/request-photos/{id}') return { types: ['image/jpeg'], download: false };
  return null;
}

/** The raw bodies of the two upload routes. */
const uploadBodies: Record<string, { types: string[]; maxBytes: number; what: string }> = {
  'put /api/objects/put/{path}': {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream'],
    maxBytes: MAX_IMAGE_BYTES,
    what: 'The product image file itself (JPEG, PNG, WebP or GIF)',
  },
  'put /api/request-photos/uploads/{path}': {
    types: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
    maxBytes: MAX_REQUEST_PHOTO_BYTES,
    what: 'The photo file itself (JPEG, PNG or WebP)',
  },
};

/** Operations whose answer sets or clears the session cookie. */
const setsSessionCookie = new Set([
  'post /api/auth/register',
  'post /api/auth/login',
  'post /api/auth/logout',
  'post /api/auth/staff-invite',
  'delete /api/account',
]);

/** Lists that give their total in X-Total-Count. */
const countedLists = new Set(['get /api/products', 'get /api/admin/products']);

/**
 * Answers cached by ETag, 304 when If-None-Match holds it; true when every 200 has one
 * (a product a staff member sees while it is not on sale is answered fresh, without).
 */
const etagged = new Map([
  ['get /api/products', true],
  ['get /api/products/{id}', false],
  ['get /images/{id}', true],
]);

/** Operations that touch neither the database nor a worker: no 503 beyond their own. */
const neverUnavailable = new Set(['get /api/health', 'get /api/meta', 'get /api/orders/terms']);

const ownerOnly = new Set(
  ownerOnlyRoutes.map((route) =>
    ownerOnlyKey(route.method, route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')),
  ),
);

function accessLine(method: string, path: string, operation: Operation): string {
  if (ownerOnly.has(ownerOnlyKey(method, path))) return 'Owners only (session cookie of an owner).';
  if (path.startsWith('/api/admin/')) return 'Shop staff only (session cookie of a staff login).';
  if (operation.security?.some((entry) => Object.keys(entry).length > 0))
    return operation.security.some((entry) => Object.keys(entry).length === 0)
      ? 'Signed in or not.'
      : 'Signed-in customers (session cookie).';
  return 'Public.';
}

function describeOperation(method: string, path: string, operation: Operation) {
  const key = `${method} ${path}`;
  const responses = operation.responses;

  // The signed-in check answers a signed-out caller too: the cookie is optional.
  if (key === 'get /api/auth/user') operation.security = [{}, { sessionCookie: [] }];

  for (const [status, response] of Object.entries(responses)) {
    const shared = sharedResponses[status];
    if (shared && isProblemAnswer(response)) responses[status] = ref('responses', shared.name);
  }
  // A write's body goes through the content parsers first: over the app's body limit is a 413,
  // a content type they do not take a 415, whatever the route.
  if (['post', 'put', 'patch', 'delete'].includes(method)) {
    responses['413'] ??= ref('responses', 'PayloadTooLarge');
    responses['415'] ??= ref('responses', 'UnsupportedMediaType');
  }
  // The router refuses a path parameter past its length limit before the route runs
  // (414, or 404 where a wider route then takes the address), or one with a malformed
  // %-escape (400); and a parameter may name nothing (404).
  if (path.includes('{')) {
    responses['400'] ??= ref('responses', 'BadRequest');
    responses['404'] ??= ref('responses', 'NotFound');
    responses['414'] ??= ref('responses', 'URITooLong');
  }
  if (!neverUnavailable.has(key) && !responses['503'])
    responses['503'] = ref('responses', 'ServiceUnavailable');

  const file = fileAnswer(method, path);
  const fileDescription = responses['200']?.description;
  if (file && responses['200']) {
    responses['200'] = {
      description: typeof fileDescription === 'string' ? fileDescription : 'The file',
      headers: file.download
        ? { 'Content-Disposition': { ...headers.ContentDisposition, required: true } }
        : {},
      content: Object.fromEntries(file.types.map((type) => [type, binary(type)])),
    };
  }
  const upload = uploadBodies[key];
  if (upload) {
    operation.requestBody = {
      required: true,
      description: `${upload.what}, at most ${upload.maxBytes} bytes (${upload.maxBytes / 1_048_576} MB)`,
      content: Object.fromEntries(
        upload.types.map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type, maxLength: upload.maxBytes } },
        ]),
      ),
    };
  }
  // The webhook reads its body as the bytes Stripe signed (no schema can parse it in the
  // route), so what Stripe sends is stated here: a JSON event and its signature header.
  if (key === 'post /api/payments/stripe/webhook') {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: 'stripe-signature',
        in: 'header',
        required: true,
        description:
          'Stripe’s signature of the raw body with the webhook secret (`t=…,v1=…`); an event that does not verify is refused (400)',
        schema: { type: 'string' },
      },
    ];
    operation.requestBody = {
      required: true,
      description: 'A Stripe event, exactly as Stripe signed it',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              id: { type: 'string', examples: ['evt_1PqR2sT3uV4wX5yZ'] },
              type: { type: 'string', examples: ['checkout.session.completed'] },
              data: { type: 'object', properties: { object: { type: 'object' } } },
            },
            required: ['id', 'type', 'data'],
          },
        },
      },
    };
  }
  const success = responses['200'] ?? responses['201'];
  const addHeader = (name: string, header: Json) => {
    if (!success || '$ref' in success) return;
    success.headers = { ...(success.headers as Json | undefined), [name]: header };
  };
  if (setsSessionCookie.has(key)) addHeader('Set-Cookie', ref('headers', 'SetCookie'));
  if (countedLists.has(key)) addHeader('X-Total-Count', { ...headers.XTotalCount, required: true });
  if (etagged.has(key)) {
    addHeader('ETag', { ...headers.ETag, required: etagged.get(key) });
    responses['304'] = notModified;
  }
  if (key === 'get /api/account/export')
    addHeader('Content-Disposition', { ...headers.ContentDisposition, required: true });
  if (key === 'get /api/ready' && responses['503'] && !('$ref' in responses['503']))
    responses['503'].headers = { 'Retry-After': ref('headers', 'RetryAfter') };

  const summary = operation.summary ?? '';
  const sentence = summary && !/[.!?]$/.test(summary) ? `${summary}.` : summary;
  operation.description ??= [sentence, accessLine(method, path, operation)].join(' ').trim();
}

/** The served document, completed: see the module comment. */
export function describeApi<T>(document: T): T {
  const doc = document as Document;
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Problem: PROBLEM_SCHEMA };
  components.responses = Object.fromEntries(
    Object.values(sharedResponses).map(({ name, response }) => [name, response]),
  );
  // Only the headers answers refer to; the required ones are written out where they are sent.
  components.headers = { RetryAfter: headers.RetryAfter, SetCookie: headers.SetCookie };
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      if (operation && typeof operation === 'object' && 'responses' in operation)
        describeOperation(method, path, operation);
  dropUnusedSchemas(doc);
  addExamples(doc);
  return document;
}

type Media = { schema?: unknown; example?: unknown; examples?: unknown };

/** An example for every named schema, JSON request body and JSON answer that has none. */
function addExamples(doc: Document) {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Json>;
  for (const schema of Object.values(schemas))
    if (!schema.examples) schema.examples = [exampleOf(schema, schemas)];
  const exemplify = (content: unknown) => {
    const media = (content as Record<string, Media> | undefined)?.['application/json'];
    if (media?.schema && media.example === undefined && media.examples === undefined)
      media.example = exampleOf(media.schema, schemas);
  };
  for (const item of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      exemplify(operation.requestBody?.content);
      for (const response of Object.values(operation.responses))
        if (!('$ref' in response)) exemplify(response.content);
    }
}

/**
 * fastify-type-provider-zod writes an input twin (`LoanInput`) of every named shape;
 * only the ones a request body uses stay.
 */
function dropUnusedSchemas(doc: Document) {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  for (;;) {
    const text = JSON.stringify({
      paths: doc.paths,
      components: { ...doc.components, schemas: {} },
    });
    const used = new Set(
      [
        ...(text + JSON.stringify(schemas)).matchAll(/#\/components\/schemas\/([A-Za-z0-9_.-]+)/g),
      ].map((match) => match[1]),
    );
    const unused = Object.keys(schemas).filter((name) => !used.has(name) && name !== 'Problem');
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}
