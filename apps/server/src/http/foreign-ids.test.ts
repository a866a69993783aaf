import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIONS,
  HIGHLIGHT_PALETTE,
  marketplaceDate,
  type ActionRule,
  type Endpoint,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { everyObjectOf, type OrgObjects } from '../test/org-objects';
import { publicTables, storedRowDigests } from '../test/row-counts';
import { RADAR_HERO } from '../test/rank-radar-fixture';
import {
  BODIES,
  endpoints,
  sweepRequest,
  type Body,
  type SweepValues,
} from '../test/sweep-requests';

/**
 * Every endpoint of the contract, called by the owner of one organization (the attacker's) with
 * the real ids of another organization's objects (the victim's): each kind of id in turn among
 * the attacker's own, and all of them at once in a path naming the attacker's organization and in
 * one naming the victim's. Each call must answer "not found", show nothing of the victim's, and
 * change no stored row of either organization.
 */

const paramsOf = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Path parameters that name no organization's object: the same for everyone. */
const SHARED: Record<string, string> = {
  asin: RADAR_HERO,
  marketplace: 'com',
  key: 'tagTree',
  date: marketplaceDate('com'),
};

type Answer = { status: number; body?: string; message?: string; showsVictim?: true };

/** Endpoints whose answer to the victim's ids is not "not found", and why. */
const ANSWERS: Record<string, Answer> = {
  // An invitation's token is the secret its e-mail carries: whoever holds it may read the
  // invitation, and only its addressee may accept it (team.test.ts).
  'team.previewInvitation': { status: 200, showsVictim: true },
  'team.acceptInvitation': { status: 403, showsVictim: true },
  // The trackers the caller's organization has on that niche: none.
  'rankRadar.nicheTrackers': { status: 200, body: '[]' },
};

/**
 * The objects route() finds before the handler runs (and the niche of a niche route): the victim's
 * is "not found" by that name, whatever the rest of the request names.
 */
const FOUND_BY_ROUTE: Record<string, string> = {
  nicheId: 'Niche not found',
  krtId: 'Rank Radar not found',
  hid: 'Highlight not found',
  ruleId: 'Alert rule not found',
  researchId: 'Research not found',
  filterId: 'Pipeline filter not found',
  keyId: 'API key not found',
  invitationId: 'Invitation not found',
  invoiceId: 'Invoice not found',
  importId: 'Import not found',
};

/** Every name and address of the victim's objects holds this (in any case). */
const MARKER = 'victimcorp';

/**
 * What a request naming the victim's ids must answer: under the victim's organization, that the
 * organization is not found; naming one of the victim's objects, "not found" (or ANSWERS), by
 * the name of the first one when route() finds it; naming the victim's ids in its body alone,
 * anything short of a server error that shows and changes nothing of the victim's.
 */
function expectedAnswer(name: string, endpoint: Endpoint, foreign: string[]): Answer | 'any' {
  if (foreign.includes('orgId')) return { status: 404, message: 'Organization not found' };
  const first = paramsOf(endpoint).find((kind) => foreign.includes(kind));
  if (first === undefined) return 'any';
  return ANSWERS[name] ?? { status: 404, message: FOUND_BY_ROUTE[first] };
}

/** The message of an error answer; nothing for another answer. */
function messageOf(body: string): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

const matches = (res: { statusCode: number; body: string }, expected: Answer) =>
  res.statusCode === expected.status &&
  (expected.body === undefined || res.body === expected.body) &&
  (expected.message === undefined || messageOf(res.body) === expected.message);

let t: TestApp;
let attacker: TestUser;
let own: OrgObjects;
let victim: OrgObjects;
let digests: ReturnType<typeof storedRowDigests>;
/** The kinds of id the sweep has sent as the victim's. */
const sent = new Set<string>();

beforeAll(async () => {
  t = await startTestApp();
  attacker = await t.signUp('Attacker');
  own = await everyObjectOf(t, attacker, 'Attacker');
  victim = await everyObjectOf(t, await t.signUp('Victimcorp Owner'), 'Victimcorp');
  digests = storedRowDigests(t.database, await publicTables(t.database));
});
afterAll(() => t.close());

/**
 * Bodies naming the request's objects by id, for endpoints whose BODIES names none: each id is
 * swept as the victim's like a path's.
 */
const BODY_IDS: Record<string, (v: SweepValues) => Body> = {
  'nicheEdits.setAssignee': (v) => ({ userId: v.userId }),
  'nicheEdits.setTags': (v) => ({ spaceIds: [v.spaceId], labelIds: [v.labelId] }),
  'nicheEdits.bulkTags': (v) => ({
    selection: { mode: 'ids', ids: [v.nicheId] },
    type: 'label',
    operation: 'assign',
    tagIds: [v.labelId],
  }),
  'nicheEdits.bulkAssignee': (v) => ({
    selection: { mode: 'ids', ids: [v.nicheId] },
    userId: v.userId,
  }),
  'nicheEdits.bulkDelete': (v) => ({ selection: { mode: 'ids', ids: [v.nicheId] } }),
  'team.invite': (v) => ({ email: 'probe@example.com', role: 'member', spaceIds: [v.spaceId] }),
  'connections.shareNiches': (v) => ({
    selection: { mode: 'ids', ids: [v.nicheId] },
    targetOrganizationId: v.targetOrgId,
  }),
  'connections.unshareNiches': (v) => ({
    selection: { mode: 'ids', ids: [v.nicheId] },
    targetOrganizationId: v.targetOrgId,
  }),
  'connections.transferNiches': (v) => ({
    selection: { mode: 'ids', ids: [v.secondNicheId] },
    targetOrganizationId: v.targetOrgId,
    targetOrganizationSpaceIds: [v.clientSpaceId],
  }),
  'rankRadar.track': (v) => ({
    asin: RADAR_HERO,
    marketplace: 'com',
    nicheId: v.nicheId,
    userSelectedNumberOfRankRadarKeywords: 5,
  }),
  'rankRadar.listTrackers': (v) => ({ tags: [v.labelId], assignees: [v.userId] }),
  'rankRadar.updateTracker': (v) => ({ tags: [v.labelId], assignees: [v.userId] }),
  'rankRadarHighlights.createHighlight': (v) => ({
    title: 'Probe tag',
    color: HIGHLIGHT_PALETTE[1],
    startAt: marketplaceDate('com'),
    keywordIds: [v.keywordId],
  }),
  'rankRadarHighlights.updateHighlight': (v) => ({ keywordIds: [v.keywordId] }),
  'rankRadarAlerts.createAlertRule': (v) => ({ kind: 'enters_top', keywordIds: [v.keywordId] }),
  'rankRadarAlerts.updateAlertRule': (v) => ({ keywordIds: [v.keywordId] }),
};

/** Every kind of id: those paths name, and those only bodies name (see OrgObjects). */
const KINDS = [
  ...new Set([
    ...endpoints.flatMap(([, e]) => paramsOf(e)),
    'keywordId',
    'secondNicheId',
    'clientSpaceId',
  ]),
].filter((kind) => !(kind in SHARED));

/** The kinds of id a request names: its path's, and its body's. */
function kindsOf(name: string, endpoint: Endpoint) {
  const body = BODY_IDS[name] ?? BODIES[name];
  const named = (kind: string) =>
    typeof body === 'function' && JSON.stringify(body({ [kind]: -1 })) !== JSON.stringify(body({}));
  const inPath = paramsOf(endpoint).filter((p) => !(p in SHARED));
  return [...inPath, ...KINDS.filter((k) => !inPath.includes(k) && named(k))];
}

const firstOf = (objects: OrgObjects) =>
  Object.fromEntries(Object.entries(objects).map(([kind, values]) => [kind, values[0]!]));

/**
 * The requests to try: for each kind of id, that id the victim's and the others the attacker's;
 * then every id the victim's, under the attacker's organization and under the victim's.
 */
function variants(name: string, endpoint: Endpoint) {
  const kinds = kindsOf(name, endpoint);
  const base = { ...firstOf(own), ...SHARED };
  const out: { foreign: string[]; values: Record<string, string | number> }[] = [];
  const others = kinds.filter((k) => k !== 'orgId');
  for (const kind of others)
    for (const value of foreignValues(kind))
      out.push({ foreign: [kind], values: { ...base, [kind]: value } });
  const allForeign = {
    ...base,
    ...Object.fromEntries(others.map((k) => [k, foreignValues(k)[0]!])),
  };
  if (others.length > 1) out.push({ foreign: others, values: allForeign });
  if (kinds.includes('orgId'))
    out.push({ foreign: kinds, values: { ...allForeign, orgId: victim.orgId![0]! } });
  return out;
}

/**
 * The victim's ids of a kind, but for one that is also the attacker's own: `connectionId` names
 * two kinds of object, so the victim's organization connection may carry the number of the
 * attacker's own Amazon connection, which the attacker may rightly remove.
 */
const foreignValues = (kind: string) => victim[kind]!.filter((v) => !own[kind]!.includes(v));

describe('a tracker the member may see but not change', () => {
  // The tracker's niche is the owner's and in no space: a member sees it, only managers change it.
  let member: TestUser;
  beforeAll(async () => {
    member = await t.signUp('Member');
    await t.services.orgs.addMember(attacker.orgId, member.id, 'member');
  });

  const onTracker = endpoints.filter(([, e]) => paramsOf(e).includes('krtId'));
  it.each(onTracker)(
    '%s answers 403 where its action changes the tracker, and changes nothing then',
    async (name, endpoint) => {
      const before = await digests();
      const values = { ...firstOf(own), ...SHARED };
      const res = await sweepRequest(t, name, endpoint, values, member, BODY_IDS);
      if ((ACTIONS[endpoint.action] as ActionRule).manage) {
        expect(res.statusCode).toBe(403);
        expect(messageOf(res.body)).toBe(
          'You can only change Rank Radars of niches you can manage',
        );
        expect(await digests()).toEqual(before);
      } else {
        expect([403, 404]).not.toContain(res.statusCode);
      }
    },
  );
});

describe('another organization’s ids', () => {
  it('every kind of id a path names has an object in both organizations', () => {
    const kinds = new Set(endpoints.flatMap(([, e]) => paramsOf(e)));
    const missing = [...kinds].filter((k) => !(k in SHARED) && !(own[k] && victim[k]));
    expect(missing).toEqual([]);
  });

  const swept = endpoints.filter(([name, e]) => kindsOf(name, e).length > 0);
  it.each(swept)('%s answers "not found" and changes nothing', async (name, endpoint) => {
    const failures: string[] = [];
    for (const { foreign, values } of variants(name, endpoint)) {
      const before = await digests();
      const res = await sweepRequest(t, name, endpoint, values, attacker, BODY_IDS);
      const line = `${endpoint.method} ${endpoint.path} with the victim's ${foreign.join(', ')}`;
      const shown = `${line}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      const expected = expectedAnswer(name, endpoint, foreign);
      if (expected === 'any' ? res.statusCode >= 500 : !matches(res, expected))
        failures.push(shown);
      if (!(expected !== 'any' && expected.showsVictim) && res.body.toLowerCase().includes(MARKER))
        failures.push(`shows the victim's: ${shown}`);
      if (/not found.*not found/i.test(messageOf(res.body)))
        failures.push(`says "not found" twice: ${shown}`);
      const after = await digests();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) failures.push(`changed ${changed.join(', ')}: ${shown}`);
      for (const kind of foreign) sent.add(kind);
    }
    expect(failures).toEqual([]);
  });

  it('sent the victim’s id of every kind a path names', () => {
    const kinds = new Set(swept.flatMap(([name, e]) => kindsOf(name, e)));
    expect([...kinds].filter((k) => !sent.has(k))).toEqual([]);
  });

  /**
   * The control: the same requests naming the caller's own objects find them, so the "not found"
   * above is the victim's ids' doing. Run last; removals at the end, the deepest paths first.
   */
  it('answers the same requests naming the caller’s own objects', async () => {
    const last = ['nicheEdits.deleteNiche', 'nicheEdits.bulkDelete'];
    const order = ([name, e]: (typeof swept)[number]) => {
      if (last.includes(name)) return 2000 + last.indexOf(name);
      if (name === 'connections.transferNiches') return 500;
      const removal = e.method === 'DELETE' || /\/(leave|cancel|delete|resend)$/.test(e.path);
      return removal ? 1000 - e.path.length : 0;
    };
    const failures: string[] = [];
    const controlled = swept.filter(([name, e]) => kindsOf(name, e).some((k) => k !== 'orgId'));
    for (const [name, endpoint] of controlled.sort((a, b) => order(a) - order(b))) {
      // `connectionId` is the Amazon connection on its routes, the organization connection elsewhere.
      const amazon = endpoint.path.includes('/amazon-connections/');
      const ownValues = {
        ...firstOf(own),
        ...SHARED,
        connectionId: own.connectionId![amazon ? 1 : 0]!,
      };
      const res = await sweepRequest(t, name, endpoint, ownValues, attacker, BODY_IDS);
      if (res.statusCode === 404)
        failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
