import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIONS,
  ENDPOINT_GROUP_TAGS,
  ENDPOINT_OPERATIONS,
  ErrorBody,
  type Endpoint,
} from '@fathom/contract';
import { ACCOUNT_SCHEMAS, accountPaths } from '../modules/auth/auth.openapi';

/** The API's version in its document; a breaking change raises the major (docs/api/changes.md). */
export const API_VERSION = '1.2.0';

const SESSION = 'session';
const BEARER = 'bearer';
const ERROR_SCHEMA = z.toJSONSchema(ErrorBody);

const ERRORS = {
  400: 'The request is not valid: the message names the field',
  401: 'No valid session',
  403: 'The caller’s role, or the API key’s scopes, may not do this',
  404: 'Not found, or not the caller’s to see',
  413: 'The body is larger than this operation reads',
  429: 'Too many requests with this API key; Retry-After says when to try again',
} as const;
type ErrorStatus = keyof typeof ERRORS;

/** The errors an endpoint can answer, from its description and access rule. */
function errorsOf(endpoint: Endpoint): ErrorStatus[] {
  const scope = ACTIONS[endpoint.action].scope;
  const statuses: ErrorStatus[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) statuses.push(400);
  if (scope !== 'public') statuses.push(401, 403);
  if (endpoint.path.includes(':')) statuses.push(404);
  if (endpoint.body) statuses.push(413);
  if (scope !== 'public') statuses.push(429);
  return statuses;
}

/**
 * A record keyed by an enum (zod's `z.record(z.enum(...), v)`) comes out of OpenAPI 3.0 as
 * `required` keys with only `additionalProperties`: each required key is given that schema as its
 * property, so the document names every key it requires.
 */
function nameRecordKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nameRecordKeys);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && !schema.properties && typeof values === 'object') {
    schema.properties = Object.fromEntries(
      (schema.required as string[]).map((key) => [key, values]),
    );
  }
  Object.values(schema).forEach(nameRecordKeys);
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * Each operation as zod describes it, named by the contract (operationId and tag), with the
 * security it needs and the errors it answers in the one error shape.
 */
const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  nameRecordKeys(result.schema);
  const endpoint = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  const operation = endpoint && ENDPOINT_OPERATIONS.get(endpoint);
  if (!endpoint || !operation) return result;
  const errors = Object.fromEntries(
    errorsOf(endpoint).map((status) => [status, { ...ERROR_SCHEMA, description: ERRORS[status] }]),
  );
  return {
    ...result,
    schema: {
      ...result.schema,
      operationId: operation.operationId,
      tags: [operation.tag],
      ...(ACTIONS[endpoint.action].scope === 'public' && { security: [] }),
      response: { ...(result.schema.response as object), ...errors },
    },
  };
};

/** The OpenAPI document's options: who it is for, where it answers, how callers sign in. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Fathom API',
        version: API_VERSION,
        description: 'Niche research and rank tracking for Amazon sellers',
      },
      // Relative: the document describes the server that serves it.
      servers: [{ url: '/', description: 'The server this document came from' }],
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The session cookie that signing in at /api/auth/sign-in/email sets',
          },
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key (fk_…) created at /settings/api: it acts as its user in its own organization, within its scopes',
          },
        },
      },
      // Either a session or an API key.
      security: [{ [SESSION]: [] }, { [BEARER]: [] }],
      tags: [
        { name: 'Accounts', description: 'Signing up and in, sessions, passwords and the account' },
        ...Object.values(ENDPOINT_GROUP_TAGS),
      ],
    },
    transform,
    // The account routes, which better-auth answers, join the contract's endpoints.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as {
        paths?: object;
        components?: { schemas?: object };
      };
      return {
        ...document,
        paths: { ...accountPaths(), ...document.paths },
        components: {
          ...document.components,
          schemas: { ...ACCOUNT_SCHEMAS, ...document.components?.schemas },
        },
      };
    },
  };
}
