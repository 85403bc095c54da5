/**
 * The API contract: every route declares its schemas (request and response,
 * zod through the type provider), and /api/docs publishes them as OpenAPI 3
 * with a browsable UI that works under the app's Content-Security-Policy.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { shop } from '../src/shared/shop';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import {
  API_DOCS_PREFIX,
  SESSION_SECURITY_SCHEME,
  WILDCARD_PARAM,
} from '../src/server/plugins/api-docs';
import { apiAnswers } from '../src/server/plugins/api-answers';
import { operationExamples, schemaExamples } from '../src/server/plugins/api-shop-examples';
import { SESSION_COOKIE } from '../src/server/plugins/session';
import { createTestDatabase } from './helpers/test-database';
import { signedInUser } from './helpers/users';

/**
 * POST/PUT/PATCH routes that take no JSON body, and why. Any other such
 * route must declare a body schema.
 */
const BODYLESS_ROUTES: Record<string, string> = {
  'POST /api/auth/logout': 'signs out the session of the cookie',
  'POST /api/objects/upload': 'hands out an upload address',
  'PUT /api/objects/put/*': 'the raw image file, streamed and checked byte by byte',
  'POST /api/request-photos/uploads': 'hands out a request photo upload address',
  'PUT /api/request-photos/uploads/*': 'the raw photo, streamed, checked and re-encoded',
  'POST /api/account/confirmation': 'sends the confirmation link of the account address again',
  'POST /api/track/:code/estimate/approve': 'the answer is the route; the code names the repair',
  'POST /api/track/:code/estimate/decline': 'the answer is the route; the code names the repair',
  'POST /api/admin/repairs/:id/estimate/send': 'sends the lines already written',
  'POST /api/admin/repairs/:id/uncollected-notice': 'the notice is worked out from the repair',
  'POST /api/admin/repairs/:id/uncollected-product': 'the product is made from the repair',
};

const isDocsRoute = (url: string) =>
  url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
const isHidden = (route: RouteOptions) => route.schema?.hide === true;
const methodsOf = (route: RouteOptions) =>
  Array.isArray(route.method) ? route.method : [route.method];
/** A zod schema, full zod's or zod/mini's (the public forms' shared schemas): both are zod's core schemas. */
const isZod = (value: unknown): value is z.core.$ZodType => value instanceof z.core.$ZodType;

/** The routes the contract covers: the whole API, and any other route not hidden (image delivery). */
function contractRoutes(routes: RouteOptions[]): RouteOptions[] {
  return routes.filter(
    (route) =>
      !isDocsRoute(route.url) &&
      (route.url.startsWith('/api/') || !isHidden(route)) &&
      methodsOf(route).some((method) => method !== 'HEAD'),
  );
}

const pathParams = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
  ...(url.endsWith('*') ? ['*'] : []),
];

/** What a route lacks to honour the contract, one line each; empty when it is complete. */
function contractProblems(route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const handler = String(route.handler);
  const method = methodsOf(route)
    .filter((m) => m !== 'HEAD')
    .join(',');
  const name = `${method} ${route.url}`;
  const problems: string[] = [];
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.entries(response).filter(([status]) => /^2(\d\d|xx)$/.test(status));
  if (success.length === 0) problems.push(`${name}: no response schema for its success status`);
  for (const [status, value] of Object.entries(response)) {
    if (!isZod(value)) problems.push(`${name}: response ${status} is not a zod schema`);
  }
  const params = pathParams(route.url);
  if (params.length > 0) {
    if (!(schema.params instanceof z.core.$ZodObject)) problems.push(`${name}: no params schema`);
    else {
      for (const param of params) {
        if (!(param in schema.params._zod.def.shape))
          problems.push(`${name}: params schema lacks "${param}"`);
      }
    }
  }
  const sendsBody = ['POST', 'PUT', 'PATCH'].includes(method) && !(name in BODYLESS_ROUTES);
  if ((sendsBody || /\.body\b/.test(handler)) && !isZod(schema.body)) {
    problems.push(`${name}: no body schema`);
  }
  if (/\.query\b/.test(handler) && !isZod(schema.querystring)) {
    problems.push(`${name}: reads the query string without a querystring schema`);
  }
  for (const part of ['body', 'querystring', 'params', 'headers']) {
    if (schema[part] !== undefined && !isZod(schema[part]))
      problems.push(`${name}: ${part} is not a zod schema`);
  }
  return problems;
}

/** "/api/products/:id" as OpenAPI writes it: "/api/products/{id}". */
const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAM}}`);

let app: FastifyInstance;
let database: Database;
let webRoot: string;

beforeAll(async () => {
  // A stand-in for the built React app, so its hidden routes exist too.
  webRoot = mkdtempSync(path.join(tmpdir(), 'contract-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  database = await createTestDatabase();
  // Demo mode, where /api/docs is open to all (PRODUCT.md); production access is tested below.
  app = await buildApp({ config: testConfig({ demo: true }), database, webRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('every route declares its schemas', () => {
  it('covers the whole API', () => {
    const urls = contractRoutes(app.routeTable).map((route) => route.url);
    expect(urls.length).toBeGreaterThanOrEqual(25);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/admin/products/:id', '/images/:id']),
    );
    expect(urls.some(isDocsRoute)).toBe(false);
  });

  it('finds no route without its request and response schemas', () => {
    const problems = contractRoutes(app.routeTable).flatMap(contractProblems);
    expect(problems, `routes without schemas:\n${problems.join('\n')}`).toEqual([]);
  });

  it('names a route that declares no schema', () => {
    const bare: RouteOptions = {
      method: 'POST',
      url: '/api/things/:id',
      handler: async (request) => request.body,
    };
    expect(contractProblems(bare)).toEqual([
      'POST /api/things/:id: no response schema for its success status',
      'POST /api/things/:id: no params schema',
      'POST /api/things/:id: no body schema',
    ]);
    const reader: RouteOptions = {
      method: 'GET',
      url: '/api/things',
      schema: { response: { 200: z.array(z.string()) } },
      handler: async (request) => [String(request.query)],
    };
    expect(contractProblems(reader)).toEqual([
      'GET /api/things: reads the query string without a querystring schema',
    ]);
  });
});

type Operation = {
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, Response | { $ref: string }>;
  security?: Record<string, string[]>[];
};
type Response = { description: string; content?: Record<string, { schema: object }> };
type OpenApi = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, object>;
    responses?: Record<string, Response>;
    securitySchemes: Record<string, object>;
  };
};

describe('/api/docs/json', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json<OpenApi>();
  });

  it('is an OpenAPI 3 document about this shop and this version', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: `${shop.name} API`, version: packageJson.version });
    expect(doc.components.securitySchemes[SESSION_SECURITY_SCHEME]).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
  });

  it('lists every API route with its methods, and nothing hidden', () => {
    const expected = contractRoutes(app.routeTable).flatMap((route) =>
      methodsOf(route)
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method.toLowerCase()} ${openApiPath(route.url)}`),
    );
    const listed = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method} ${url}`),
    );
    expect(listed.sort()).toEqual([...new Set(expected)].sort());
    expect(
      Object.keys(doc.paths).filter((url) => url === '/' || url.startsWith(API_DOCS_PREFIX)),
    ).toEqual([]);
  });

  it('is well formed: valid paths, parameters, responses, tags, references and schemas', () => {
    // Strict: an unknown keyword or format is a mistake, as in OpenAPI 3.1's JSON Schema 2020-12.
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(ajv);
    ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
    const declaredTags = new Set(doc.tags.map((tag) => tag.name));
    const problems: string[] = [];
    const checkSchema = (where: string, schema: object) => {
      try {
        // A $ref to a shared schema resolves in the `components` schema added below
        // (compiled once, strictly, when first referenced).
        ajv.compile(
          JSON.parse(
            JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'),
          ) as object,
        );
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
    };
    ajv.addSchema(
      JSON.parse(
        JSON.stringify({ $id: 'components', $defs: doc.components.schemas ?? {} }).replaceAll(
          '"#/components/schemas/',
          '"#/$defs/',
        ),
      ) as object,
    );
    for (const [url, operations] of Object.entries(doc.paths)) {
      if (!url.startsWith('/')) problems.push(`${url}: path must start with /`);
      const templated = [...url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${url}`;
        if (!['get', 'put', 'post', 'delete', 'patch', 'options', 'head'].includes(method)) {
          problems.push(`${where}: unknown method`);
        }
        const statuses = Object.keys(operation.responses ?? {});
        if (statuses.length === 0) problems.push(`${where}: no responses`);
        for (const status of statuses) {
          if (!/^[1-5](\d\d|XX)$|^default$/.test(status))
            problems.push(`${where}: bad status ${status}`);
          const listed = operation.responses[status]!;
          // A shared answer is declared once in components.responses (decision 032).
          const response =
            '$ref' in listed
              ? doc.components.responses?.[listed.$ref.replace('#/components/responses/', '')]
              : listed;
          if (!response) {
            problems.push(`${where} ${status}: unknown shared answer`);
            continue;
          }
          if (typeof response.description !== 'string')
            problems.push(`${where} ${status}: no description`);
          for (const [type, media] of Object.entries(response.content ?? {})) {
            checkSchema(`${where} ${status} ${type}`, media.schema);
          }
        }
        const pathParameters = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(pathParameters.sort(), `${where} path parameters`).toEqual([...templated].sort());
        for (const parameter of operation.parameters ?? []) {
          if (!['path', 'query', 'header', 'cookie'].includes(parameter.in)) {
            problems.push(`${where}: parameter ${parameter.name} in ${parameter.in}`);
          }
          if (parameter.in === 'path' && parameter.required !== true) {
            problems.push(`${where}: path parameter ${parameter.name} not required`);
          }
          if (parameter.schema)
            checkSchema(`${where} parameter ${parameter.name}`, parameter.schema);
        }
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          checkSchema(`${where} body ${type}`, media.schema);
        }
        for (const tag of operation.tags ?? []) {
          if (!declaredTags.has(tag)) problems.push(`${where}: undeclared tag ${tag}`);
        }
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) {
            if (!(scheme in doc.components.securitySchemes))
              problems.push(`${where}: unknown security ${scheme}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes bodies, queries and guards from the zod schemas', () => {
    const register = doc.paths['/api/auth/register']!.post!;
    expect(register.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['username', 'email', 'password']) as unknown,
    });
    const search = doc.paths['/api/products']!.get!;
    expect(search.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'sort', 'page', 'pageSize']),
    );
    const idempotency = doc.paths['/api/cash-advances']!.post!.parameters?.find(
      (p) => p.in === 'header',
    );
    expect(idempotency).toMatchObject({ name: 'idempotency-key', required: false });
    const guarded = [{ [SESSION_SECURITY_SCHEME]: [] }];
    expect(doc.paths['/api/admin/products']!.get!.security).toEqual(guarded);
    // Signed out, the signed-in check answers too (200 null or 401): the cookie is optional.
    expect(doc.paths['/api/auth/user']!.get!.security).toEqual([{}, ...guarded]);
    // A public operation says so with an empty list (Redocly's security-defined rule).
    expect(doc.paths['/api/products']!.get!.security).toEqual([]);
  });
});

describe('/api/docs/json for client generators (Redocly recommended rules)', () => {
  let doc: OpenApi & { servers?: unknown[] };
  beforeAll(async () => {
    doc = (await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })).json();
  });
  /** Take no input, need no session, change nothing: no 4xx exists (.redocly.lint-ignore.yaml). */
  const NO_4XX = ['get /api/health', 'get /api/ready', 'get /api/meta', 'get /api/orders/terms'];

  it('names every operation uniquely, summarises it, declares its security and its 4xx answers', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations) as [
        string,
        { operationId?: string; summary?: string; security?: unknown; responses: object },
      ][]) {
        const where = `${method} ${url}`;
        if (!operation.operationId) problems.push(`${where}: no operationId`);
        else if (ids.has(operation.operationId)) problems.push(`${where}: operationId taken`);
        else ids.add(operation.operationId);
        if (!operation.summary) problems.push(`${where}: no summary`);
        if (!Array.isArray(operation.security)) problems.push(`${where}: no security`);
        const has4xx = Object.keys(operation.responses).some((status) => status.startsWith('4'));
        if (!has4xx && !NO_4XX.includes(where)) problems.push(`${where}: no 4xx answer`);
      }
    }
    expect(problems).toEqual([]);
    expect(doc.servers).toEqual([{ url: '/', description: 'This shop' }]);
  });

  it('lists the guards’ and the validation’s answers', () => {
    const create = doc.paths['/api/cash-advances']!.post!.responses;
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['400', '403', '429']));
    const admin = doc.paths['/api/admin/dashboard']!.get!.responses;
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['401', '403']));
  });
});

describe('/api/docs/json for people reading it (decision 032)', () => {
  type Json = Record<string, unknown>;
  type Media = { schema?: Json; example?: unknown; examples?: unknown };
  type Described = {
    description?: string;
    requestBody?: { content?: Record<string, Media> };
    responses: Record<string, { description?: string; content?: Record<string, Media> }>;
  };
  let doc: {
    paths: Record<string, Record<string, Described>>;
    components: { schemas: Record<string, Json>; responses: Record<string, Json> };
  };
  beforeAll(async () => {
    doc = (await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })).json();
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${url}`,
        operation,
      })),
    );

  it('says what every answer is: no "Default Response"', () => {
    const undescribed = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => !('$ref' in response))
        .filter(
          ([, response]) => !response.description || response.description === 'Default Response',
        )
        .map(([status]) => `${key} ${status}`),
    );
    expect(undescribed).toEqual([]);
    for (const [name, response] of Object.entries(doc.components.responses))
      expect(response.description, name).toMatch(/\w/);
    // Every description written in api-answers.ts belongs to an answer the API gives.
    const given = new Set(
      operations().flatMap(({ key, operation }) =>
        Object.keys(operation.responses).map((status) => `${key} ${status}`),
      ),
    );
    const stale = Object.entries(apiAnswers).flatMap(([key, answers]) =>
      // Card payments' routes exist only when Stripe is configured, not in this app.
      /pay-online|\/api\/payments\/(stripe|sessions)/.test(key)
        ? []
        : Object.keys(answers)
            .map((status) => `${key} ${status}`)
            .filter((answer) => !given.has(answer)),
    );
    expect(stale).toEqual([]);
  });

  it('describes every operation and shows an example of its JSON request and success answer', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations()) {
      if (!operation.description?.trim()) problems.push(`${key}: no description`);
      const body = operation.requestBody?.content?.['application/json'];
      if (body && body.example === undefined) problems.push(`${key}: no request example`);
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (/^2\d\d$/.test(status) && json && json.example === undefined)
          problems.push(`${key} ${status}: no example`);
      }
    }
    expect(problems).toEqual([]);
    const keys = new Set(operations().map(({ key }) => key));
    expect(
      Object.keys(operationExamples).filter(
        (key) => !keys.has(key) && !/pay-online|\/api\/payments\/sessions/.test(key),
      ),
    ).toEqual([]);
  });

  it('names the shared shapes, each with a description and the shop’s own example', () => {
    const schemas = doc.components.schemas;
    for (const name of ['Loan', 'LoanPayment', 'PledgedItem', 'Order', 'Product', 'Repair', 'User'])
      expect(Object.keys(schemas)).toContain(name);
    const problems = Object.entries(schemas).flatMap(([name, schema]) => [
      ...(typeof schema.description === 'string' && schema.description
        ? []
        : [`${name}: no description`]),
      ...(Array.isArray(schema.examples) && schema.examples.length > 0
        ? []
        : [`${name}: no example`]),
      ...(name in schemaExamples || name === 'Problem' ? [] : [`${name}: no example of the shop`]),
    ]);
    expect(problems).toEqual([]);
    // A loan and a little more is the Loan and the rest: one Loan type in a generated client.
    expect(schemas.LoanWithPayment!.allOf).toEqual([
      { $ref: '#/components/schemas/Loan' },
      expect.objectContaining({ required: ['payment'] }),
    ]);
    expect(schemas.LoanWithPayment!.unevaluatedProperties).toBe(false);
  });

  it('writes no object shape out twice: one seen again is named in components.schemas', () => {
    const seen = new Map<string, Set<string>>();
    const shape = (node: Json) =>
      JSON.stringify(node, (key, value: unknown) =>
        ['description', 'examples', 'example'].includes(key) ? undefined : value,
      );
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item) => walk(item, where));
      else if (node && typeof node === 'object') {
        const schema = node as Json;
        const properties = schema.properties as Json | undefined;
        if (schema.type === 'object' && properties && Object.keys(properties).length >= 3) {
          const key = shape(schema);
          seen.set(key, (seen.get(key) ?? new Set()).add(where));
        }
        for (const value of Object.values(schema)) walk(value, where);
      }
    };
    for (const { key, operation } of operations()) walk(operation, key);
    const repeated = [...seen.entries()]
      .filter(([, where]) => where.size > 1)
      .map(([key, where]) => `${[...where].join(', ')}: ${key.slice(0, 120)}`);
    expect(repeated).toEqual([]);
  });

  it('has examples that pass their own schemas', () => {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: { schemas: doc.components.schemas } });
    const problems: string[] = [];
    const check = (where: string, schema: unknown, example: unknown) => {
      const validate = ajv.compile(
        JSON.parse(
          JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/components/schemas/'),
        ) as object,
      );
      if (!validate(example))
        problems.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas))
      for (const example of (schema.examples as unknown[] | undefined) ?? [])
        check(`components.schemas.${name}`, { $ref: `#/components/schemas/${name}` }, example);
    for (const { key, operation } of operations()) {
      const media = [
        ['request', operation.requestBody?.content?.['application/json']] as const,
        ...Object.entries(operation.responses).map(
          ([status, response]) => [status, response.content?.['application/json']] as const,
        ),
      ];
      for (const [what, json] of media)
        if (json?.schema && json.example !== undefined)
          check(`${key} ${what}`, json.schema, json.example);
    }
    expect(problems).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('answers the browsable UI as HTML under the app’s Content-Security-Policy', async () => {
    const [res, appPage] = await Promise.all([
      app.inject({ method: 'GET', url: API_DOCS_PREFIX }),
      app.inject({ method: 'GET', url: '/marketplace', headers: { accept: 'text/html' } }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Not relaxed for the docs: the very policy the app's pages get.
    expect(res.headers['content-security-policy']).toBe(appPage.headers['content-security-policy']);
    // This site's scripts, and the pages' one inline script by its hash (shared/early-taps-script.ts).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+';/);
    // The docs' scripts are loaded from this site: none inline.
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(src).toMatch(new RegExp(`^${API_DOCS_PREFIX}/static/`));
      const script = await app.inject({ method: 'GET', url: src! });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('is not taken for an unknown API path', async () => {
    const docs = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(docs.statusCode).toBe(200);
    const unknown = await app.inject({ method: 'GET', url: '/api/docsx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No API route for GET /api/docsx' });
  });
});

describe('/api/docs without demo mode (DEMO=0)', () => {
  let production: FastifyInstance;
  let productionDb: Database;
  beforeAll(async () => {
    productionDb = await createTestDatabase();
    production = await buildApp({
      config: testConfig({ demo: false }),
      database: productionDb,
      webRoot,
    });
    await production.ready();
  });
  afterAll(async () => {
    await production.close();
    await productionDb.close();
  });

  it('is for signed-in staff only: 401 signed out, 403 for a customer, 200 for an admin', async () => {
    for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/json`]) {
      const signedOut = await production.inject({ url });
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json(), url).toHaveProperty('message');
    }
    const customer = await signedInUser(production);
    const refused = await production.inject({
      url: `${API_DOCS_PREFIX}/json`,
      headers: { cookie: customer.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signedInUser(production, 'admin');
    for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/json`]) {
      const res = await production.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
