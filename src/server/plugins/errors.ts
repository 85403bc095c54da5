/**
 * One error shape for every failure: `{ "message": "..." }` with the right status.
 * Client mistakes get a message that names the problem; server faults get a
 * generic message and a log line, never a stack trace or SQL.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../db/unavailable';
import { LOST_RACE_MESSAGE, lostRace } from '../db/conflicts';
import { HttpError } from '../http-error';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/** zod's own messages do not name the field; ours (from src/shared) always do. */
const GENERIC_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|must )/;

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const message = first.message ?? 'Invalid value';
  if (!GENERIC_ZOD_MESSAGE.test(message)) return message;
  const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const part = error.validationContext === 'body' ? '' : `${error.validationContext ?? 'request'} `;
  return where ? `${part}${where}: ${message}` : `${part}${message}`;
}

/** Fastify's own client errors, rephrased for a person reading them. */
function describeClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; JSON was expected.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON with Content-Type: application/json.';
    default:
      return error.message;
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    if (isDatabaseUnavailable(error)) {
      // Not our bug and not for long (a restart, a failover): ask the client to come back.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const race = lostRace(error);
    if (race) {
      // Another request won a race on the same rows: theirs stands, this one may be retried.
      request.log.warn({ err: error, race }, 'write lost a race');
      return reply.code(409).send({ message: LOST_RACE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: describeClientError(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({ message: GENERIC_FAILURE });
  });
}

/**
 * Errors Fastify meets before it finds a route (a malformed or over-long
 * address) skip the error handler: Fastify's `frameworkErrors` option sends
 * them here, so they keep the one shape too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ message: 'The address is too long.' });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ message: 'The address is not valid (a malformed %-escape).' });
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    reply.code(500).send({ message: GENERIC_FAILURE });
  }
}

/** Unknown API paths answer JSON, never the HTML app. */
export function apiNotFound(method: string, url: string) {
  const path = url.split('?')[0];
  return { message: `No API route for ${method} ${path}` };
}
