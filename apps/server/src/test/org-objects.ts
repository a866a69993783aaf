import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { HIGHLIGHT_PALETTE, marketplaceDate } from '@fathom/contract';
import { niches, rankTrackerKeywords } from '../db/schema';
import { startBody } from './dives';
import type { TestApp, TestUser } from './harness';
import { firstLink } from './mail';
import { cerebroFile, seedImport } from './imports';
import { insertNiche } from './niche-fixture';
import { RADAR_HERO, radarNiche, trackHero } from './rank-radar-fixture';
import { BODIES, SWEPT_ASIN } from './sweep-requests';

/**
 * Path values naming one real object of every kind the API's paths name, all of one organization:
 * for each path parameter, the values naming its objects (`connectionId` names an organization
 * connection or an Amazon account connection, so it has both). The first value of each is the
 * one a path uses where another parameter is the one under test. Request bodies also name
 * `keywordId` (the tracker's search term "<name> term"), `secondNicheId` and `clientSpaceId`.
 */
export type OrgObjects = Record<string, (string | number)[]>;

/**
 * Makes, in the owner's organization and through the API as its owner would, one object of every
 * kind a path or body names: a space, a label, a saved filter, a niche with a research and a
 * Scheduled AutoDive, a second niche, a dive, a Rank Radar tracker with a search term, a tag on
 * it and an alert rule, an invoice (the organization subscribes to enterprise), a pending
 * invitation, an accepted connection with a client organization of its own that has a space, and
 * an Amazon account connection, and a data import. Every name and address holds `name`, so an answer that
 * shows one of these objects shows it.
 */
export async function everyObjectOf(
  t: TestApp,
  owner: TestUser,
  name: string,
): Promise<OrgObjects> {
  const api = async (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object) => {
    const url = `/api/orgs/${owner.orgId}${path}`;
    const res = await t.request({ method, url, cookie: owner.cookie, payload });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number; sndId: string; connection: { id: number } }>();
  };
  const subscribed = { subscriptionTierName: 'enterprise', recurrence: 'monthly' };
  await api('PUT', '/subscription', subscribed);
  const [invoice] = (await api('GET', '/invoices')) as unknown as { id: number }[];

  const nicheId = await radarNiche(t, owner, `${name} niche`, 5, RADAR_HERO, [SWEPT_ASIN]);
  const secondNicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: `${name} second niche`,
    createdBy: owner.id,
    asins: [RADAR_HERO],
    researches: [[]],
  });
  const schedule = await t.request({
    method: 'PUT',
    url: `/api/niches/${nicheId}/schedule`,
    cookie: owner.cookie,
    payload: BODIES['schedules.saveSchedule'],
  });
  if (schedule.statusCode !== 200) throw new Error(`schedule: ${schedule.body}`);
  const [niche] = await t.database.db
    .select({ researchId: niches.latestResearchId })
    .from(niches)
    .where(eq(niches.id, nicheId));
  const tracked = await trackHero(t, owner, nicheId, 5);
  const krtId = tracked.json<{ id: number }>().id;
  const rule = await api('POST', `/krt/${krtId}/alert-rules`, { kind: 'enters_top' });
  await api('POST', `/krt/${krtId}/krt-keyword/add`, { searchTerms: [`${name} term`] });
  const [keyword] = await t.database.db
    .select({ id: rankTrackerKeywords.id })
    .from(rankTrackerKeywords)
    .where(
      and(
        eq(rankTrackerKeywords.trackerId, krtId),
        eq(rankTrackerKeywords.keyword, `${name.toLowerCase()} term`),
      ),
    );
  const highlight = await api('POST', `/krt/${krtId}/highlights`, {
    title: `${name} tag`,
    color: HIGHLIGHT_PALETTE[0],
    startAt: marketplaceDate('com'),
    keywordIds: [keyword!.id],
  });

  const invitee = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const invitation = await api('POST', '/invitations', { email: invitee, role: 'member' });
  const mail = t.services.mailer.caught().find((m) => m.to === invitee);
  const token = firstLink(mail!.text).split('/').pop()!;

  const client = await t.signUp(`${name} Client`);
  const { connections } = t.services;
  const asOwner = { organizationId: owner.orgId, userId: owner.id, role: 'owner' as const };
  const link = await connections.request(asOwner, connections.code(client.orgId).code);
  await connections.accept(client.orgId, link.id);
  const clientSpace = await t.request({
    method: 'POST',
    url: `/api/orgs/${client.orgId}/spaces`,
    cookie: client.cookie,
    payload: { name: `${name} client space` },
  });
  const amazon = await api('POST', '/amazon-connections', {
    kind: 'amazon-ads',
    marketplace: 'com',
  });

  const dataImport = await seedImport(t, owner, `${name} competitors.csv`, {
    ...cerebroFile([{ asin: 'B0IMPORT01', term: `${name} term`, organicRank: 3 }], {
      [`${name} term`]: 1200,
    }),
  });

  return {
    orgId: [owner.orgId],
    userId: [owner.id],
    spaceId: [(await api('POST', '/spaces', { name: `${name} space` })).id],
    labelId: [(await api('POST', '/labels', { name: `${name} label` })).id],
    filterId: [(await api('POST', '/pipeline/filters', { name: `${name} filter`, filter: {} })).id],
    keyId: [(await api('POST', '/api-keys', { name: `${name} key`, scopes: ['read'] })).id],
    nicheId: [nicheId],
    // Named in bodies only: a niche to move researches to or to transfer.
    secondNicheId: [secondNicheId],
    researchId: [niche!.researchId!],
    sndId: [(await api('POST', '/dives', startBody(RADAR_HERO, 5))).sndId],
    krtId: [krtId],
    hid: [highlight.id],
    ruleId: [rule.id],
    invoiceId: [invoice!.id],
    importId: [dataImport.id],
    invitationId: [invitation.id],
    token: [token],
    connectionId: [link.id, amazon.connection.id],
    targetOrgId: [client.orgId],
    // Named in bodies only: the tracker's search term, a space of the client organization.
    keywordId: [keyword!.id],
    clientSpaceId: [clientSpace.json<{ id: number }>().id],
  };
}
