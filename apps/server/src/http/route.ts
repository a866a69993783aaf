import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@fathom/contract';
import { ACTIONS, Id, may, type ActionRule } from '@fathom/contract';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import type { OwnApiKey } from '../modules/api-keys/api-keys.repository';
import type { KeyCaller } from '../modules/api-keys/api-keys.service';
import type { Membership, SessionInfo, SessionUser } from '../lib/identity';
import type { OrgInvoice } from '../modules/billing/subscriptions.repository';
import type { OrgImport } from '../modules/imports/imports.repository';
import type { AccessibleNiche, ResearchRef } from '../modules/niches/niches.repository';
import type { OwnSavedFilter } from '../modules/pipeline-filters/pipeline-filters.repository';
import type { TrackerAlertRule } from '../modules/rank-radar/alerts/alerts.repository';
import type { TrackerHighlight } from '../modules/rank-radar/highlights/highlights.repository';
import type { AccessibleTracker } from '../modules/rank-radar/rank-radar.repository';
import type { OrgInvitation } from '../modules/team/team.repository';
import { admitKey } from './api-key-access';

type Scope<E extends Endpoint> = (typeof ACTIONS)[E['action']]['scope'];

/**
 * The objects a path names below its organization or niche, each as its guard resolved it: one
 * the caller may see (with the action's `manage`, change). Repositories take these, not bare ids.
 */
export interface Resources {
  tracker: AccessibleTracker;
  highlight: TrackerHighlight;
  alertRule: TrackerAlertRule;
  research: ResearchRef;
  savedFilter: OwnSavedFilter;
  invitation: OrgInvitation;
  invoice: OrgInvoice;
  dataImport: OrgImport;
  apiKey: OwnApiKey;
}

/** What a path's next object is looked for among: the caller's membership, the objects before it. */
type Found = { member: Membership; niche?: AccessibleNiche | undefined } & Partial<Resources>;

interface Resolver<K extends keyof Resources> {
  /** The path parameter naming the object. */
  param: string;
  find: (guards: Guards, found: Found, id: number, manage: boolean) => Promise<Resources[K]>;
}

/**
 * How each object is found. A path's objects are resolved in its order once the request is
 * valid, before the handler runs: one the caller may not see is "not found", one they may only
 * see where the action changes it "forbidden".
 */
const RESOURCES = {
  tracker: { param: 'krtId', find: (g, found, id, manage) => g.tracker(found.member, id, manage) },
  highlight: { param: 'hid', find: (g, found, id) => g.highlight(found.tracker!, id) },
  alertRule: { param: 'ruleId', find: (g, found, id) => g.alertRule(found.tracker!, id) },
  research: { param: 'researchId', find: (g, found, id) => g.research(found.niche!, id) },
  savedFilter: { param: 'filterId', find: (g, found, id) => g.savedFilter(found.member, id) },
  invitation: { param: 'invitationId', find: (g, found, id) => g.invitation(found.member, id) },
  invoice: { param: 'invoiceId', find: (g, found, id) => g.invoice(found.member, id) },
  dataImport: { param: 'importId', find: (g, found, id) => g.dataImport(found.member, id) },
  apiKey: { param: 'keyId', find: (g, found, id) => g.apiKey(found.member, id) },
} as const satisfies { [K in keyof Resources]: Resolver<K> };

export interface Guards {
  /** The signed-in user, or null. */
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user with the session the request carries, or null; never extends the session. */
  currentSession(request: FastifyRequest): Promise<SessionInfo | null>;
  /**
   * The API key the request carries as a bearer token, or null without one; an unknown, revoked
   * or expired key is "unauthorized".
   */
  bearerKey(request: FastifyRequest): Promise<KeyCaller | null>;
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
  ): Promise<{ member: Membership; niche: AccessibleNiche }>;
  /** A Rank Radar tracker of the member's organization whose niche they may see (or change). */
  tracker(member: Membership, krtId: number, manage: boolean): Promise<AccessibleTracker>;
  /** A highlight (tag or note) of the tracker. */
  highlight(tracker: AccessibleTracker, hid: number): Promise<TrackerHighlight>;
  /** An alert rule of the tracker. */
  alertRule(tracker: AccessibleTracker, ruleId: number): Promise<TrackerAlertRule>;
  /** A research of the niche. */
  research(niche: AccessibleNiche, researchId: number): Promise<ResearchRef>;
  /** One of the member's own saved pipeline filters. */
  savedFilter(member: Membership, filterId: number): Promise<OwnSavedFilter>;
  /** An invitation of the member's organization. */
  invitation(member: Membership, invitationId: number): Promise<OrgInvitation>;
  /** An invoice of the member's organization. */
  invoice(member: Membership, invoiceId: number): Promise<OrgInvoice>;
  /** A data import of the member's organization. */
  dataImport(member: Membership, importId: number): Promise<OrgImport>;
  /** One of the member's own live API keys. */
  apiKey(member: Membership, keyId: number): Promise<OwnApiKey>;
}

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Whether the endpoint's path has the `:name` parameter. */
type Names<E extends Endpoint, Name extends string> = E['path'] extends
  `${string}/:${Name}` | `${string}/:${Name}/${string}`
  ? true
  : false;

/** The objects the endpoint's path names, resolved (see RESOURCES). */
type ResolvedOf<E extends Endpoint> = {
  [K in keyof Resources]: Names<E, (typeof RESOURCES)[K]['param']> extends true
    ? Resources[K]
    : undefined;
};

export interface Context<E extends Endpoint> extends ResolvedOf<E> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
  user: Scope<E> extends 'public' ? SessionUser | null : SessionUser;
  /** The caller's membership in the path's organization (for a niche route, the niche's). */
  member: Scope<E> extends 'public' | 'user' ? undefined : Membership;
  niche: Scope<E> extends 'niche' ? AccessibleNiche : undefined;
  /** The API key the request was made with, or null for a session. */
  key: KeyCaller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the response body, or sends the reply itself and returns it. */
type Handler<E extends Endpoint> = (
  ctx: Context<E>,
) => Promise<z.input<E['response']> | FastifyReply>;

const authorized = new WeakMap<
  FastifyRequest,
  { user: SessionUser | null; member: Membership | undefined; key: KeyCaller | null }
>();

/** Who is calling and whether they may: runs before validation, so outsiders learn nothing. */
async function authorize(
  guards: Guards,
  endpoint: Endpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const rule: ActionRule = ACTIONS[endpoint.action];
  // A key acts as its user, within its scopes and in its own organization only.
  const key = await guards.bearerKey(request);
  if (key) admitKey(key, endpoint, reply);
  const user = key ? key.user : await guards.currentUser(request);
  if (!user && rule.scope !== 'public') throw unauthorized();
  if (rule.scope !== 'organization') return { user, member: undefined, key };
  const rawOrgId = (request.params as { orgId?: string }).orgId;
  if (rawOrgId === undefined)
    throw new Error(`${endpoint.path} needs an :orgId to check membership`);
  // An id that cannot exist names no organization of the caller's.
  const orgId = Id.safeParse(rawOrgId);
  const reachable = orgId.success && (!key || key.organizationId === orgId.data);
  const member = reachable ? await guards.membership(user!.id, orgId.data) : null;
  if (!member) throw notFound('Organization');
  if (!may(member.role, endpoint.action)) throw forbidden();
  return { user, member, key };
}

/** Registers an endpoint of the contract with its handler; its action says who may call it. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  guards: Guards,
  endpoint: E,
  handler: Handler<E>,
): void {
  const rule: ActionRule = ACTIONS[endpoint.action];
  const params = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, param]) => param);
  const named = (Object.keys(RESOURCES) as (keyof Resources)[])
    .filter((name) => params.includes(RESOURCES[name].param))
    .sort((a, b) => params.indexOf(RESOURCES[a].param) - params.indexOf(RESOURCES[b].param));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    // The API document names and describes the operation from its endpoint (http/openapi.ts).
    config: { endpoint },
    ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response },
    },
    preValidation: async (request, reply) => {
      authorized.set(request, await authorize(guards, endpoint, request, reply));
    },
    handler: async (request, reply) => {
      const { user, member, key } = authorized.get(request)!;
      // A niche is resolved once its id has been validated: a bad request stays a 400.
      const found =
        rule.scope === 'niche'
          ? await guards.niche(
              user!.id,
              (request.params as { nicheId: number }).nicheId,
              rule.manage === true,
            )
          : { member, niche: undefined };
      if (key && found.member && found.member.organizationId !== key.organizationId)
        throw notFound('Niche');
      const resources: Partial<Resources> = {};
      for (const name of named) {
        const { param, find } = RESOURCES[name] as Resolver<typeof name>;
        const id = (request.params as Record<string, number>)[param]!;
        const before = { member: found.member!, niche: found.niche, ...resources };
        Object.assign(resources, { [name]: await find(guards, before, id, rule.manage === true) });
      }
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user,
        member: found.member,
        niche: found.niche,
        key,
        ...resources,
        request,
        reply,
      } as Context<E>;
      return handler(ctx);
    },
  });
}
