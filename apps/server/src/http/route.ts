import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@fathom/contract';
import { Id, isBillingMember, isTeamManager, type Role } from '@fathom/contract';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import type { Membership, SessionInfo, SessionUser } from '../lib/identity';
import type { Niche } from '../modules/niches/niches.service';

/**
 * What a route needs before its handler runs. `niche` and `manageableNiche` take the niche named
 * by the path's `:nicheId`: one the caller may see, or may change.
 */
export type Access =
  'public' | 'user' | 'member' | 'teamManager' | 'billingMember' | 'owner' | NicheAccess;
type NicheAccess = 'niche' | 'manageableNiche';

export interface Guards {
  /** The signed-in user, or null. */
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user with the session the request carries, or null; never extends the session. */
  currentSession(request: FastifyRequest): Promise<SessionInfo | null>;
  /** The user's membership in an organization, or null when not a member. */
  membership(userId: string, organizationId: number): Promise<Membership | null>;
  /**
   * A niche the user may see (or, with `manage`, change) and their membership in its
   * organization; raises "not found" or "forbidden" otherwise.
   */
  niche(
    userId: string,
    nicheId: number,
    manage: boolean,
  ): Promise<{ member: Membership; niche: Niche }>;
}

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Context<E extends Endpoint, A extends Access> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  user: A extends 'public' ? SessionUser | null : SessionUser;
  /** The caller's membership in the path's organization (for a niche route, the niche's). */
  member: A extends 'public' | 'user' ? undefined : Membership;
  niche: A extends NicheAccess ? Niche : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the response body, or sends the reply itself and returns it. */
type Handler<E extends Endpoint, A extends Access> = (
  ctx: Context<E, A>,
) => Promise<z.input<E['response']> | FastifyReply>;

const ROLE_CHECKS: Partial<Record<Access, (role: Role) => boolean>> = {
  teamManager: isTeamManager,
  billingMember: isBillingMember,
  owner: (role) => role === 'owner',
};

const isNicheAccess = (access: Access): access is NicheAccess =>
  access === 'niche' || access === 'manageableNiche';

const authorized = new WeakMap<
  FastifyRequest,
  { user: SessionUser | null; member: Membership | undefined }
>();

/** Who is calling and whether they may: runs before validation, so outsiders learn nothing. */
async function authorize(
  guards: Guards,
  endpoint: Endpoint,
  access: Access,
  request: FastifyRequest,
) {
  const user = await guards.currentUser(request);
  if (!user && access !== 'public') throw unauthorized();
  if (access === 'public' || access === 'user' || isNicheAccess(access))
    return { user, member: undefined };
  const rawOrgId = (request.params as { orgId?: string }).orgId;
  if (rawOrgId === undefined)
    throw new Error(`${endpoint.path} needs an :orgId to check membership`);
  // An id that cannot exist names no organization of the caller's.
  const orgId = Id.safeParse(rawOrgId);
  const member = orgId.success ? await guards.membership(user!.id, orgId.data) : null;
  if (!member) throw notFound('Organization');
  const allowed = ROLE_CHECKS[access];
  if (allowed && !allowed(member.role)) throw forbidden();
  return { user, member };
}

/** Registers an endpoint of the contract with its access rule and its handler. */
export function route<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  guards: Guards,
  endpoint: E,
  access: A,
  handler: Handler<E, A>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response },
    },
    preValidation: async (request) => {
      authorized.set(request, await authorize(guards, endpoint, access, request));
    },
    handler: async (request, reply) => {
      const { user, member } = authorized.get(request)!;
      // A niche is resolved once its id has been validated: a bad request stays a 400.
      const found = isNicheAccess(access)
        ? await guards.niche(
            user!.id,
            (request.params as { nicheId: number }).nicheId,
            access === 'manageableNiche',
          )
        : { member, niche: undefined };
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user,
        member: found.member,
        niche: found.niche,
        request,
        reply,
      } as Context<E, A>;
      return handler(ctx);
    },
  });
}
