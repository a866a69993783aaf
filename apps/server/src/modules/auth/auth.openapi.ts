import { z } from 'zod';
import {
  changeEmail,
  changePassword,
  deleteUser,
  getSession,
  listSessions,
  requestPasswordReset,
  resetPassword,
  revokeOtherSessions,
  signInEmail,
  signOut,
  signUpEmail,
  updateUser,
} from 'better-auth/api';

/** What the API document needs of a better-auth endpoint: its path, method, body and description. */
interface AuthEndpoint {
  path: string;
  options: {
    method: string | string[];
    body?: z.ZodType;
    metadata?: { openapi?: { description?: string; requestBody?: object; responses?: object } };
  };
}

/**
 * The account routes better-auth answers under /api/auth that Fathom's screens use, named as in
 * the rest of the API; `true` where no session is needed.
 */
const ACCOUNT_ROUTES: Record<string, [AuthEndpoint, boolean]> = {
  signUpEmail: [signUpEmail(), true],
  signInEmail: [signInEmail(), true],
  signOut: [signOut, false],
  getSession: [getSession(), false],
  listSessions: [listSessions(), false],
  revokeOtherSessions: [revokeOtherSessions, false],
  requestPasswordReset: [requestPasswordReset, true],
  resetPassword: [resetPassword, true],
  changePassword: [changePassword, false],
  updateUser: [updateUser(), false],
  changeEmail: [changeEmail, false],
  deleteUser: [deleteUser, false],
} as unknown as Record<string, [AuthEndpoint, boolean]>;

const AUTH_ERROR = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['message'],
};

/** The account and session objects the account routes answer. */
export const ACCOUNT_SCHEMAS = {
  User: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      emailVerified: { type: 'boolean' },
      image: { type: 'string', nullable: true },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'name', 'email', 'emailVerified', 'createdAt', 'updatedAt'],
  },
  Session: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      userId: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      ipAddress: { type: 'string', nullable: true },
      userAgent: { type: 'string', nullable: true },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'userId', 'expiresAt', 'createdAt', 'updatedAt'],
  },
};

/**
 * better-auth describes its answers in OpenAPI 3.1 terms in places: a `type` list with 'null'
 * becomes 3.0's `nullable`, and a `$ref` stands alone.
 */
function asOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asOpenApi30);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, asOpenApi30(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    return {
      ...schema,
      type: types[0],
      ...(types.length < schema.type.length && { nullable: true }),
    };
  }
  return schema;
}

function bodyOf({ options }: AuthEndpoint): object | undefined {
  const described = options.metadata?.openapi?.requestBody;
  if (described) return described;
  if (!options.body) return undefined;
  const { $schema: _, ...schema } = z.toJSONSchema(options.body, { target: 'openapi-3.0' });
  return { required: true, content: { 'application/json': { schema } } };
}

/** The account routes as OpenAPI path items, under the tag 'Accounts'. */
export function accountPaths(): Record<string, object> {
  const paths: Record<string, object> = {};
  for (const [operationId, [endpoint, open]] of Object.entries(ACCOUNT_ROUTES)) {
    const { method, metadata } = endpoint.options;
    const verb = (Array.isArray(method) ? method[0]! : method).toLowerCase();
    const body = bodyOf(endpoint);
    const errors = {
      400: { description: 'The request is not valid', schema: AUTH_ERROR },
      ...(!open && { 401: { description: 'No valid session', schema: AUTH_ERROR } }),
      429: { description: 'Too many attempts from this address', schema: AUTH_ERROR },
    };
    paths[`/api/auth${endpoint.path}`] = {
      [verb]: asOpenApi30({
        operationId,
        summary: metadata?.openapi?.description ?? operationId,
        tags: ['Accounts'],
        ...(open && { security: [] }),
        ...(body && { requestBody: body }),
        responses: {
          ...metadata?.openapi?.responses,
          ...Object.fromEntries(
            Object.entries(errors).map(([status, { description, schema }]) => [
              status,
              { description, content: { 'application/json': { schema } } },
            ]),
          ),
        },
      }),
    };
  }
  return paths;
}
