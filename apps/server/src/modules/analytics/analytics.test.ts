import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_LIMITS,
  assignVariant,
  EXPERIMENTS,
  type AnalyticsEvent,
} from '@fathom/contract';
import { eq } from 'drizzle-orm';
import { experimentAssignments } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let manager: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Olga');
  member = await t.signUp('Mike');
  manager = await t.signUp('Tess');
  outsider = await t.signUp('Otto');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  await t.services.orgs.addMember(owner.orgId, manager.id, 'teamManager');
});
afterAll(() => t.close());

const click = (orgId: number | null, control: string, extra: object = {}): AnalyticsEvent => ({
  name: 'button_click',
  orgId,
  screen: '/niche/4/niche-analysis/mkl',
  control,
  occurredAt: new Date().toISOString(),
  ...extra,
});

const send = (user: TestUser | null, events: unknown[]) =>
  t.request({
    method: 'POST',
    url: '/api/analytics/events',
    cookie: user?.cookie,
    payload: { events },
  });

const exportCsv = (user: TestUser, orgId: number, query = '') =>
  t.request({
    method: 'GET',
    url: `/api/orgs/${orgId}/analytics/events.csv${query}`,
    cookie: user.cookie,
  });

const dataRows = (csv: string) => csv.trimEnd().split('\r\n').slice(1);

describe('analytics events', () => {
  it('stores a batch of clicks and select changes and exports them as CSV', async () => {
    // The member's variant is recorded when the app first asks for it.
    await t.request({ method: 'GET', url: '/api/me/experiments', cookie: member.cookie });
    const res = await send(member, [
      click(owner.orgId, 'Dive Again'),
      {
        name: 'select_change',
        orgId: owner.orgId,
        screen: '/',
        control: 'Marketplace',
        value: 'Germany (amazon.de)',
        occurredAt: new Date().toISOString(),
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 2 });

    const csv = await exportCsv(owner, owner.orgId);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(ANALYTICS_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    const variant = assignVariant(member.id, 'sidebar_upgrade_prompt');
    expect(rows[0]).toMatch(
      new RegExp(
        `^[^,]+Z,[^,]+Z,button_click,${member.id},${owner.orgId},/niche/4/niche-analysis/mkl,Dive Again,,${variant}$`,
      ),
    );
    expect(rows[1]).toContain(
      `select_change,${member.id},${owner.orgId},/,Marketplace,Germany (amazon.de),`,
    );
  });

  it('quotes commas and quotes and defuses cells that a spreadsheet would run', async () => {
    const org = outsider.orgId;
    await send(outsider, [click(org, 'Save, then "close"'), click(org, '=HYPERLINK("x")')]);
    const rows = dataRows((await exportCsv(outsider, org)).body);
    expect(rows[0]).toContain(',"Save, then ""close""",');
    expect(rows[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('refuses bad batches with 400 and stores nothing of them', async () => {
    const org = manager.orgId;
    const tooMany = Array.from({ length: ANALYTICS_LIMITS.batchSize + 1 }, () => click(org, 'A'));
    const cases: unknown[][] = [
      [],
      tooMany,
      [click(org, 'Bad\u0007bell')],
      [click(org, '')],
      [click(org, 'x'.repeat(ANALYTICS_LIMITS.controlLength + 1))],
      [click(org, 'Ok'), { ...click(org, 'Ok'), name: 'mouse_move' }],
      [click(org, 'Ok', { screen: 'https://elsewhere.example/' })],
      [click(org, 'Ok', { extra: 'field' })],
      [{ ...click(org, 'Ok'), name: 'select_change' }],
      [click(org, 'Ok', { occurredAt: 'yesterday' })],
      [click(org, 'Ok', { occurredAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })],
    ];
    for (const events of cases) {
      const res = await send(manager, events);
      expect(res.statusCode, JSON.stringify(events).slice(0, 120)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(dataRows((await exportCsv(manager, org)).body)).toEqual([]);
  });

  it('needs a session, and refuses events of an organization the user is not in', async () => {
    expect((await send(null, [click(null, 'A')])).statusCode).toBe(401);
    const res = await send(outsider, [click(outsider.orgId, 'Mine'), click(owner.orgId, 'Theirs')]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Organization not found');
    expect(dataRows((await exportCsv(owner, owner.orgId)).body).join('\n')).not.toContain('Theirs');
  });

  it('lets owners and team managers export, not plain members or outsiders', async () => {
    expect((await exportCsv(manager, owner.orgId)).statusCode).toBe(200);
    expect((await exportCsv(member, owner.orgId)).statusCode).toBe(403);
    expect((await exportCsv(outsider, owner.orgId)).statusCode).toBe(404);
  });

  it('exports a date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      dataRows((await exportCsv(owner, owner.orgId, `?from=${today}&to=${today}`)).body),
    ).toHaveLength(2);
    expect(
      dataRows((await exportCsv(owner, owner.orgId, '?from=2020-01-01&to=2020-01-31')).body),
    ).toEqual([]);
    expect((await exportCsv(owner, owner.orgId, '?from=2020-02-01&to=2020-01-01')).statusCode).toBe(
      400,
    );
    expect((await exportCsv(owner, owner.orgId, '?from=last-week')).statusCode).toBe(400);
  });
});

describe('experiment variants', () => {
  const experiments = (user: TestUser | null) =>
    t.request({ method: 'GET', url: '/api/me/experiments', cookie: user?.cookie });

  it('gives each user a stable variant and records it the first time', async () => {
    const first = await experiments(owner);
    expect(first.statusCode).toBe(200);
    const variant = first.json<{ sidebar_upgrade_prompt: string }>().sidebar_upgrade_prompt;
    expect(EXPERIMENTS.sidebar_upgrade_prompt).toContain(variant);
    expect(variant).toBe(assignVariant(owner.id, 'sidebar_upgrade_prompt'));
    expect((await experiments(owner)).json()).toEqual(first.json());

    const stored = await t.services.database.db
      .select({ variant: experimentAssignments.variant })
      .from(experimentAssignments)
      .where(eq(experimentAssignments.userId, owner.id));
    expect(stored).toEqual([{ variant }]);
  });

  it('keeps the recorded variant even if the assignment rule would now say otherwise', async () => {
    const other = EXPERIMENTS.sidebar_upgrade_prompt.find(
      (v) => v !== assignVariant(manager.id, 'sidebar_upgrade_prompt'),
    )!;
    await t.services.database.db
      .insert(experimentAssignments)
      .values({ userId: manager.id, experiment: 'sidebar_upgrade_prompt', variant: other });
    expect((await experiments(manager)).json()).toEqual({ sidebar_upgrade_prompt: other });
  });

  it('spreads users over every variant', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      const v = assignVariant(`user-${i}`, 'sidebar_upgrade_prompt');
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const v of EXPERIMENTS.sidebar_upgrade_prompt) expect(counts.get(v)).toBeGreaterThan(800);
  });

  it('needs a session', async () => {
    expect((await experiments(null)).statusCode).toBe(401);
  });
});
