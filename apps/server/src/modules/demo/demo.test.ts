import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  amazonConnectionEndpoints,
  diveEndpoints,
  keywordListEndpoints,
  marketplaceDate,
  orgEndpoints,
  PipelineView,
  teamEndpoints,
  type NicheSummary,
  pipelineEndpoints,
  rankRadarEndpoints,
  rankRadarHighlightEndpoints,
  scheduleEndpoints,
  sessionEndpoints,
  TRACKER_LIMITS,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  nicheSnapshots,
  niches,
  nicheShares,
  organizationConnections,
  organizations,
  savedPipelineFilters,
  subscriptions,
  tierConfigs,
  userPreferences,
} from '../../db/schema';
import { diveAndWait, startBody } from '../../test/dives';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_NICHES, DEMO_TRACKED } from './demo-niches';
import {
  DEMO_ACCOUNTS,
  DEMO_CONNECTED_MARKETPLACE,
  DEMO_INVITEE,
  DEMO_PARTNER,
  DEMO_PASSWORD,
} from './demo.service';
import { DEMO_SHARED_NICHES } from './demo-sharing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: true, work: true });
  // Seeding dives the 33 niches and fills the trackers' 90 days, the suite's heaviest step: over
  // 4 minutes on two cores shared with many busy processes.
  await t.services.demo.seed();
}, 600_000);
afterAll(() => t.close());

interface Session {
  cookie: string;
  orgId: number;
  userId: string;
}
const sessions = new Map<string, Promise<Session>>();

/** Each demo account signs in once (sign-in is rate-limited). */
function signIn(email = DEMO_ACCOUNTS[0]!.email): Promise<Session> {
  let session = sessions.get(email);
  if (!session) {
    session = (async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: DEMO_PASSWORD },
      });
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const me = await t.call({ cookie }, sessionEndpoints.me);
      const orgId = me.organizations.find((o) => o.name === 'Demo Organization')!.id;
      return { cookie, orgId, userId: me.user.id };
    })();
    sessions.set(email, session);
  }
  return session;
}

async function nichesOf(email?: string): Promise<NicheSummary[]> {
  return t.call(await signIn(email), diveEndpoints.listNiches);
}

const key = (n: { marketplace: string; label: string }) => `${n.marketplace} ${n.label}`;

describe('the demo organization', () => {
  it('names the demo accounts it made, on which production mode refuses to start', async () => {
    expect(await t.services.demo.accountsPresent()).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('has a member of every role and a pending invitation, once', async () => {
    const owner = await signIn();

    const members = await t.call(owner, orgEndpoints.listMembers);
    expect(members.map((m) => m.role).sort()).toEqual([
      'billingMember',
      'member',
      'owner',
      'teamManager',
    ]);
    const invitations = await t.call(owner, teamEndpoints.listInvitations);
    expect(invitations).toEqual([
      expect.objectContaining({ email: DEMO_INVITEE, status: 'pending', role: 'member' }),
    ]);
    expect(await t.services.demo.seed()).toBe(false);
  });

  it('opens on a pipeline of over 30 niches in every marketplace, each dived already', async () => {
    const marketplaces = Object.keys(KNOWN_ASINS).sort();
    const list = await nichesOf();
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.map(key).sort()).toEqual(DEMO_NICHES.map(key).sort());
    expect([...new Set(list.map((n) => n.marketplace))].sort()).toEqual(marketplaces);
    for (const niche of list) {
      expect(niche).toMatchObject({ jobCount: 1, numCompetitors: 10 });
      expect(niche.numKeywords).toBeGreaterThan(0);
      expect(niche.heroKeyword).toBeTruthy();
    }
    expect(list.filter((n) => n.hasSchedule)).toHaveLength(4);

    // Every niche carries the pipeline's figures of its dive.
    const stored = await t.database.db
      .select()
      .from(niches)
      .where(
        inArray(
          niches.id,
          list.map((n) => n.id),
        ),
      );
    for (const n of stored) {
      expect(n.minSearchVolume).not.toBeNull();
      expect(n.keywordStrength).not.toBeNull();
      expect(n.medianSalesLower).toBeLessThanOrEqual(n.medianSales!);
      expect(n.medianSalesHigher).toBeGreaterThanOrEqual(n.medianSales!);
      expect(n.medianRevenueHigherCents).toBeGreaterThanOrEqual(n.medianRevenueCents!);
    }
  });

  it('is whole when seeding resolves: every tracker filled, nothing of it left to the job queue', async () => {
    const owner = await signIn();
    const { orgId } = owner;
    const days = TRACKER_LIMITS.demoHistoryDays;
    // Each niche's tracker has its past days, the days before its marketplace's today. The hourly
    // snapshot may have taken today too, if its hour came while the demo was seeding.
    const snapshots = await t.database.db
      .select({
        nicheId: nicheSnapshots.nicheId,
        marketplace: niches.marketplace,
        dates: sql<
          string[]
        >`array_agg(${nicheSnapshots.date}::text order by ${nicheSnapshots.date})`,
      })
      .from(nicheSnapshots)
      .innerJoin(niches, eq(niches.id, nicheSnapshots.nicheId))
      .where(eq(niches.organizationId, orgId))
      .groupBy(nicheSnapshots.nicheId, niches.marketplace);
    expect(snapshots).toHaveLength(DEMO_NICHES.length);
    for (const niche of snapshots) {
      const today = marketplaceDate(niche.marketplace);
      const pastDays = Array.from({ length: days }, (_, i) => addDays(today, i - days));
      expect(niche.dates.filter((d) => d < today)).toEqual(pastDays);
      expect(niche.dates.filter((d) => d >= today)).toEqual(
        niche.dates.length > days ? [today] : [],
      );
    }
    // Rank Radar lists the three trackers, each with every past day collected and highlighted.
    const list = await t.call(owner, rankRadarEndpoints.listTrackers, { body: {} });
    const trackers = list.data;
    expect(trackers).toHaveLength(DEMO_TRACKED.length);
    for (const tracker of trackers) {
      const yesterday = addDays(marketplaceDate(tracker.marketplace), -1);
      expect(tracker.lastCollectedDate! >= yesterday).toBe(true);
      const highlights = await t.call(owner, rankRadarHighlightEndpoints.highlights, {
        params: { krtId: tracker.id },
      });
      expect(highlights.highlights.length).toBeGreaterThan(0);
    }
    // The tracker in the connected marketplace shows PPC data on its heatmap.
    const main = trackers.find((k) => k.marketplace === DEMO_CONNECTED_MARKETPLACE)!;
    const heatmap = await t.call(owner, rankRadarEndpoints.heatmap, { params: { krtId: main.id } });
    expect(heatmap.coverage.hasNoPpcDataForAllKeywords).toBe(false);
    // None of the demo's work went through the queue, where a user's job would wait behind it.
    // The queue is shared: other organizations' jobs (earlier test files', the queue's own ticks)
    // may be in it, so only jobs naming the demo's runs, niches, trackers or organization count.
    const queued: unknown = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job
        where data->>'diveRunId' in (select id::text from dive_runs where organization_id = ${orgId})
          or data->>'nicheId' in (select id::text from niches where organization_id = ${orgId})
          or data->>'trackerId' in
            (select id::text from rank_trackers where organization_id = ${orgId})
          or data->>'organizationId' = ${String(orgId)}`,
    );
    expect((queued as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('has niches with keyword and phrase exclusions and keywords added by hand', async () => {
    const owner = await signIn();
    const list = await nichesOf();
    const edited = DEMO_NICHES.filter((n) => n.keywordLists);
    expect(edited.length).toBeGreaterThanOrEqual(2);
    for (const demo of edited) {
      const niche = list.find((n) => key(n) === key(demo))!;
      const params = { nicheId: niche.id };
      const settings = await t.call(owner, keywordListEndpoints.keywordSettings, { params });
      const { excludedKeywords, excludedPhrases, added } = demo.keywordLists!;
      expect(settings.mklSettings).toMatchObject({ excludedKeywords, excludedPhrases });
      // Each exclusion hides keywords the dive found.
      for (const phrase of settings.mklSettings.phraseExclusions)
        expect(phrase.keywordsCount, phrase.phrase).toBeGreaterThan(0);
      expect(settings.mklSettings.keywordExclusions.length).toBe(excludedKeywords.length);

      const mkl = await t.call(owner, diveEndpoints.keywords, { params, query: { list: 'mkl' } });
      expect(
        mkl
          .filter((k) => k.manual)
          .map((k) => k.keyword)
          .sort(),
      ).toEqual([...added].sort());
      for (const k of mkl) {
        expect(excludedKeywords).not.toContain(k.keyword);
        expect(excludedPhrases.some((p) => ` ${k.keyword} `.includes(` ${p} `))).toBe(false);
      }
      expect(mkl.find((k) => k.keyword === added[0])!.searchVolume).toBeGreaterThan(0);
    }
  });

  it('shows the plain member fewer niches: none in a space they are not granted, unless assigned', async () => {
    const owner = await nichesOf();
    const member = await nichesOf('member@fathom.app');
    const manager = await nichesOf('manager@fathom.app');
    expect(manager).toHaveLength(owner.length);

    const hidden = DEMO_NICHES.filter(
      (n) =>
        n.spaces?.length &&
        n.spaces.every((s) => s === 'Outdoor') &&
        !n.assignees?.includes('member'),
    );
    expect(hidden.length).toBeGreaterThan(5);
    expect(member).toHaveLength(owner.length - hidden.length);
    for (const niche of hidden) expect(member.map(key)).not.toContain(key(niche));
    // In Outdoor, but assigned to the plain member: seen, and theirs to change.
    expect(member.find((n) => key(n) === 'com water bottle')).toMatchObject({ canManage: true });
  });

  it('uses its three spaces, and a scheduled niche dives again after the first day', async () => {
    const owner = await signIn();
    const spaces = await t.call(owner, orgEndpoints.listSpaces);
    expect(spaces.map((s) => s.name).sort()).toEqual(['Home & Office', 'Kitchen', 'Outdoor']);
    const [tree] = await t.call(owner, pipelineEndpoints.pipelineTags);
    const spaceNodes = tree!.children.filter((tag) => tag.type === 'space');
    expect(spaceNodes.map((tag) => tag.title).sort()).toEqual(spaces.map((s) => s.name).sort());
    expect(spaceNodes.every((tag) => tag.count > 0)).toBe(true);

    const garlic = (await nichesOf()).find((n) => key(n) === 'com garlic press')!;
    const schedule = await t.call(owner, scheduleEndpoints.schedule, {
      params: { nicheId: garlic.id },
    });
    expect(schedule).toMatchObject({ interval: 'Weekly', type: 'SameCompetitors' });
    expect(schedule!.nextRunDate > marketplaceDate('com')).toBe(true);
  });

  it('gives the owner saved filters and a tag tree, on an agency tier with a connected client', async () => {
    const { orgId, userId } = await signIn();
    const filters = await t.database.db
      .select()
      .from(savedPipelineFilters)
      .where(
        and(
          eq(savedPipelineFilters.organizationId, orgId),
          eq(savedPipelineFilters.userId, userId),
        ),
      );
    expect(filters).toHaveLength(2);
    for (const f of filters) expect(PipelineView.safeParse(f.filter).success).toBe(true);
    const [tagTree] = await t.database.db
      .select()
      .from(userPreferences)
      .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, 'tagTree')));
    expect(tagTree?.value).toMatchObject({ collapsed: false });

    const [tier] = await t.database.db
      .select({ features: tierConfigs.features })
      .from(subscriptions)
      .innerJoin(tierConfigs, eq(tierConfigs.tier, subscriptions.tier))
      .where(eq(subscriptions.organizationId, orgId));
    expect(tier?.features).toContain('AGENCY');
    const [connection] = await t.database.db
      .select({ status: organizationConnections.status, client: organizations.name })
      .from(organizationConnections)
      .innerJoin(organizations, eq(organizations.id, organizationConnections.clientOrganizationId))
      .where(eq(organizationConnections.agencyOrganizationId, orgId));
    expect(connection).toEqual({ status: 'accepted', client: DEMO_PARTNER });
    const shared = await t.database.db
      .select({ label: niches.label, sharedWith: organizations.name })
      .from(nicheShares)
      .innerJoin(niches, eq(niches.id, nicheShares.nicheId))
      .innerJoin(organizations, eq(organizations.id, nicheShares.organizationId))
      .where(eq(niches.organizationId, orgId));
    expect(shared.map((s) => s.label).sort()).toEqual([...DEMO_SHARED_NICHES]);
    expect(shared.every((s) => s.sharedWith === DEMO_PARTNER)).toBe(true);
  });

  it('shows PROFITS and evaluations on some niches: every badge of the pipeline', async () => {
    const { data: rows } = await t.call(await signIn(), pipelineEndpoints.pipeline, { body: {} });
    const row = (label: string, marketplace = 'com') =>
      rows.find((r) => r.label === label && r.marketplace === marketplace)!;
    expect(row('french press')).toMatchObject({
      evaluationStatus: 'COMPLETE',
      shippingMethod: 'oceanLclamz',
    });
    expect(row('french press').evaluationScore).toBeGreaterThan(0);
    expect(row('french press').turnsPerYear).toBeGreaterThan(0);
    expect(row('meat thermometer')).toMatchObject({
      evaluationStatus: 'IN_PROGRESS',
      turnsPerYear: null,
    });
    expect(row('meat thermometer').landedCostPerProduct).toBeGreaterThan(0);
    expect(row('yoga mat').evaluationStatus).toBe('COMPLETE');
    expect(row('yoga mat').evaluationQuestionsNeedAnswer).toContain('riskCompliance');
    expect(row('wireless charger').evaluationStatus).toBe('COMPLETE');
    expect(row('wireless charger').evaluationScore).toBeLessThanOrEqual(0);
    expect(row('knife sharpener', 'co.uk').landedCostPerProduct).toBeGreaterThan(0);
  });

  it('has simulated Amazon Ads and Selling Partner connections in its main marketplace only', async () => {
    const member = await signIn(DEMO_ACCOUNTS[3]!.email);
    const { connections } = await t.call(member, amazonConnectionEndpoints.amazonConnections);
    expect(connections.map((c) => [c.marketplace, c.kind, c.provider]).sort()).toEqual([
      ['com', 'amazon-ads', 'simulated'],
      ['com', 'sp-api', 'simulated'],
    ]);
  });

  // Last: the niche it makes would be one more in the lists the tests above count.
  it("dives a user's product at once after the start, its MKL page full", async () => {
    const { cookie, orgId } = await signIn();
    const user = { id: '', email: '', cookie, orgId };
    const status = await diveAndWait(t, user, startBody(KNOWN_ASINS.com.strongHero, 10));
    expect(status).toMatchObject({ status: 'completed', link: expect.stringMatching(/mkl$/) });
    const nicheId = status.link!.split('/')[2]!;
    const mkl = await t.call(user, diveEndpoints.keywords, {
      params: { nicheId },
      query: { list: 'mkl' },
    });
    expect(mkl.length).toBeGreaterThan(0);
  });
});
