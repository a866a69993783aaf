import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@fathom/contract';
import { DomainError, type DomainErrorKind } from '../lib/errors';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The status each kind of domain error leaves the HTTP edge with. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}

/** Every error leaves as `{ statusCode, error, message }`, with validation problems spelled out. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS_OF_KIND[error.kind];
      return reply.status(status).send(errorBody(status, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.status(400).send(errorBody(400, message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply.status(500).send(errorBody(500, 'Something went wrong'));
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .send(errorBody(status, status === 500 ? 'Something went wrong' : error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`));
  });
}
