/**
 * The served API description as a contract every API test enforces (decision 032):
 * each answer a test receives through `app.inject` must have a status the operation
 * declares, one of its media types, a body its schema accepts (ajv, JSON Schema
 * 2020-12 as in OpenAPI 3.1) and the headers it declares as required. A route whose
 * answer drifts from /api/docs/json fails its own test.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { WILDCARD_PARAM } from '../../src/server/plugins/api-docs';

type Json = Record<string, unknown>;
type Header = { required?: boolean };
type Media = { schema?: Json };
type Response = {
  $ref?: string;
  description?: string;
  headers?: Record<string, Header & { $ref?: string }>;
  content?: Record<string, Media>;
};
type Operation = { operationId?: string; responses: Record<string, Response> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Json; responses?: Record<string, Response> };
};

/** Where the shared schemas live for ajv: component refs point into it. */
const COMPONENTS_ID = 'openapi-components';

type Route = { method: string; template: string; pattern: RegExp; operation: Operation };

/** `/api/things/{id}` as a pattern; a trailing `{path}` (a wildcard route, api-docs.ts) takes slashes too. */
function routePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part, index, parts) => {
      if (!/^\{[^}]+\}$/.test(part)) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      return part === `{${WILDCARD_PARAM}}` && index === parts.length - 2 && parts.at(-1) === ''
        ? '.+'
        : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const baseType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export type ContractCheck = (options: InjectOptions | string, res: LightMyRequestResponse) => void;

/** The checker for one app, built from the document it serves. */
export function contractCheck(app: FastifyInstance): ContractCheck {
  // Every $ref to a shared schema, resolved through the one schema ajv knows them by.
  const document = JSON.parse(
    JSON.stringify(app.swagger()).replaceAll('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`),
  ) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: document.components?.schemas ?? {} });

  const routes: Route[] = Object.entries(document.paths)
    .flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: routePattern(template),
        operation,
      })),
    )
    // A fixed path before a template that would also match it (/api/orders/terms, /api/orders/{id}).
    .sort((a, b) => a.template.split('{').length - b.template.split('{').length);

  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Json) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate;
  };
  const resolve = (response: Response): Response =>
    response.$ref
      ? (document.components?.responses?.[response.$ref.split('/').at(-1)!] ?? response)
      : response;

  return (options, res) => {
    const request: { method?: string; url?: string; path?: string; payloadAsStream?: boolean } =
      typeof options === 'string' ? { url: options } : (options as never);
    const method = (request.method ?? 'GET').toUpperCase();
    const rawUrl = request.url ?? request.path;
    if (typeof rawUrl !== 'string' || request.payloadAsStream) return;
    const pathname = new URL(rawUrl, 'http://test').pathname;
    const lookup = method === 'HEAD' ? 'GET' : method;
    const route = routes.find((r) => r.method === lookup && r.pattern.test(pathname));
    // An address the description does not name (a page, an unknown path) is not the API's to check,
    // nor a probe a test adds for itself (every operation of the app has an operationId).
    if (!route?.operation.operationId) return;
    const where = `${method} ${pathname} (${route.operation.operationId ?? route.template}) answered ${res.statusCode}`;
    const status = String(res.statusCode);
    const listed =
      route.operation.responses[status] ??
      route.operation.responses[`${status[0]}XX`] ??
      route.operation.responses.default;
    if (!listed) throw new Error(`API contract: ${where}, a status its description does not list`);
    const response = resolve(listed);

    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (header.required && res.headers[name.toLowerCase()] === undefined)
        throw new Error(`API contract: ${where} without its required ${name} header`);
    }
    const content = response.content;
    if (method === 'HEAD') return;
    if (!content || Object.keys(content).length === 0) {
      if (res.rawPayload.length > 0)
        throw new Error(`API contract: ${where} with a body its description does not have`);
      return;
    }
    const type = baseType(res.headers['content-type'] as string | undefined);
    const media = Object.entries(content).find(([declared]) => baseType(declared) === type);
    if (!media)
      throw new Error(
        `API contract: ${where} as ${type || 'no media type'}, not ${Object.keys(content).join(' or ')}`,
      );
    const [declaredType, { schema }] = media;
    if (!declaredType.includes('json') || !schema) return;
    let body: unknown;
    try {
      body = res.payload === '' ? null : JSON.parse(res.payload);
    } catch {
      throw new Error(`API contract: ${where} with a body that is not JSON`);
    }
    const validate = validatorOf(
      `${route.method} ${route.template} ${status} ${declaredType}`,
      schema,
    );
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (error) =>
            `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
        )
        .join('; ');
      throw new Error(`API contract: ${where} with a body its schema refuses: ${problems}`);
    }
  };
}

/**
 * Wraps the app's `inject` so every answer passes the contract check. Only the
 * promise form (`await app.inject({...})`) is checked; the chained and callback
 * forms pass through unchanged.
 */
export function enforceContract(app: FastifyInstance) {
  const check = contractCheck(app);
  const inject = app.inject.bind(app);
  const checked = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined)
      return (inject as (...args: unknown[]) => unknown)(options, callback);
    return inject(options).then((res) => {
      check(options, res);
      return res;
    });
  }) as FastifyInstance['inject'];
  Object.defineProperty(app, 'inject', { value: checked, configurable: true, writable: true });
}
