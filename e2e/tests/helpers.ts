import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Heatmap, MarketplaceTld, Tracker } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';

export const DEMO_PASSWORD = 'fathom-demo';

/** The mail catcher's key the browser suite starts the server with (FATHOM_MAIL_KEY). */
export const MAIL_KEY = 'e2e-mail-catcher-key';

/** The demo server's mail catcher page, opened with its key. */
export const MAIL_PAGE = `/dev/mail?key=${MAIL_KEY}`;

/**
 * Host names the browser resolves to this machine (--host-resolver-rules) that are neither
 * localhost nor HTTPS, as a LAN address is: pages there are not a secure context. The server
 * trusts the first (FATHOM_TRUSTED_ORIGINS in playwright.config.ts) and not the second.
 */
export const LAN_HOST = 'lan.fathom.test';
export const UNTRUSTED_HOST = 'elsewhere.fathom.test';

/** The address of the app under test at another host name. */
export function appAt(host: string, path = '/'): string {
  return `http://${host}:${process.env.FATHOM_E2E_PORT ?? 3100}${path}`;
}

export const demo = {
  owner: 'demo@fathom.app',
  billing: 'billing@fathom.app',
  manager: 'manager@fathom.app',
  member: 'member@fathom.app',
};

export type DemoRole = keyof typeof demo;

/**
 * The tag of tests that start dives in the demo organization, add or move its niches, or count
 * its niches or its dived ASINs: they run one at a time (playwright.config.ts), so no such test
 * sees another's niches appear halfway. Every other test may run beside them.
 */
export const DEMO_NICHES = '@demo-niches';

/** Where the setup project keeps a signed-in browser state per demo account. */
export function authFile(role: DemoRole): string {
  const dir = process.env.FATHOM_E2E_AUTH_DIR;
  if (!dir) throw new Error('FATHOM_E2E_AUTH_DIR is set by playwright.config.ts');
  return join(dir, `${role}.json`);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A new account made through the API, signed in in the page's browser context. */
export async function signUpAndIn(page: Page, name: string, email: string, password: string) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
  });
  expect(signUp.ok()).toBe(true);
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
  });
  expect(signedIn.ok()).toBe(true);
}

/** Opens the newest invitation e-mail to `to` on the demo mail catcher page and follows its link. */
export async function followInvitation(page: Page, to: string): Promise<void> {
  await page.goto(MAIL_PAGE);
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .filter({ hasText: 'invited you to' });
  await expect(mail.first()).toBeVisible();
  await mail.first().getByRole('link').first().click();
}

/**
 * A new owner signed in on `page` and a new member who joined their organization by its
 * invitation e-mail, signed in on a tab of their own browser context.
 */
export async function ownerWithMember(
  page: Page,
  browser: Browser,
  owner: { name: string; email: string },
  member: { name: string; email: string },
  password: string,
): Promise<{ orgId: number; tab: Page; memberContext: BrowserContext }> {
  await signUpAndIn(page, owner.name, owner.email, password);
  const me = (await (await page.request.get('/api/me')).json()) as {
    organizations: { id: number }[];
  };
  const orgId = me.organizations[0]!.id;
  const invited = await page.request.post(`/api/orgs/${orgId}/invitations`, {
    data: { email: member.email, role: 'member' },
  });
  expect(invited.ok()).toBe(true);

  const memberContext = await browser.newContext();
  const tab = await memberContext.newPage();
  await signUpAndIn(tab, member.name, member.email, password);
  await followInvitation(tab, member.email);
  const organization = `${owner.name}'s organization`;
  await tab.getByRole('button', { name: `Join ${organization}` }).click();
  await expect(tab.getByRole('combobox', { name: 'Organization' })).toHaveValue(organization);
  return { orgId, tab, memberContext };
}

export async function memberName(page: Page, orgId: number, email: string): Promise<string> {
  const response = await page.request.get(`/api/orgs/${orgId}/members`);
  expect(response.ok()).toBe(true);
  const members = (await response.json()) as { name: string; email: string }[];
  const member = members.find((candidate) => candidate.email === email);
  if (!member) throw new Error(`No member ${email} in organization ${orgId}`);
  return member.name;
}

export async function organizationId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/me');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { organizations: { id: number; name: string }[] };
  const organization = me.organizations.find((candidate) => candidate.name === name);
  if (!organization) throw new Error(`Not a member of ${name}`);
  return organization.id;
}

/** A JSON answer of the API that must succeed. */
export async function get<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/**
 * Dives a new niche of 10 competitors of a marketplace's strong hero (amazon.com's unless told)
 * through the API and answers its id.
 */
export async function createNiche(
  page: Page,
  orgId: number,
  marketplace: MarketplaceTld = 'com',
): Promise<number> {
  const id = () => crypto.randomUUID().replaceAll('-', '');
  const started = await page.request.post(`/api/orgs/${orgId}/dives`, {
    data: {
      asin: KNOWN_ASINS[marketplace].strongHero,
      marketplace,
      competitorsCount: 10,
      origin: 'e2e',
      progressBarId: id(),
      triggerDive: {
        numberOfCompetitors: 10,
        diveOrigin: 'e2e',
        progressBarId: id(),
      },
    },
  });
  expect(started.ok()).toBe(true);
  const { sndId } = (await started.json()) as { sndId: string };
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const status = await get<{ status: string; link: string | null }>(
          page,
          `/api/orgs/${orgId}/dives/${sndId}`,
        );
        link = status.link;
        return status.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  return Number(/\/niche\/(\d+)\//.exec(link!)![1]);
}

/**
 * A new account (signed in) with a niche dived around the strong hero of a marketplace
 * (amazon.com unless told) and a tracker of 10 of its search terms.
 */
export async function newTracker(
  page: Page,
  name: string,
  marketplace: MarketplaceTld = 'com',
): Promise<{ orgId: number; tracker: Tracker }> {
  const email = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}@example.com`;
  await signUpAndIn(page, name, email, 'correct horse battery staple 42');
  await page.goto('/');
  const me = await get<{ organizations: { id: number }[] }>(page, '/api/me');
  const orgId = me.organizations[0]!.id;
  const nicheId = await createNiche(page, orgId, marketplace);
  const made = await page.request.post(`/api/orgs/${orgId}/krt`, {
    data: {
      asin: KNOWN_ASINS[marketplace].strongHero,
      marketplace,
      nicheId,
      userSelectedNumberOfRankRadarKeywords: 10,
    },
  });
  expect(made.ok()).toBe(true);
  return { orgId, tracker: (await made.json()) as Tracker };
}

/** The trackers of an organization the page's user may see (the first page of the list). */
export async function trackersOf(page: Page, orgId: number): Promise<Tracker[]> {
  const res = await page.request.post(`/api/orgs/${orgId}/krt/list`, { data: {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Tracker[] }).data;
}

/**
 * A demo tracker whose past days are all collected: the demo marks a tracker with its tags and
 * note once its days are in, so no collection still under way adds days (and the alerts they
 * raise) while a test reads it.
 */
export async function fullyCollectedTracker(page: Page, orgId: number): Promise<Tracker> {
  let found: Tracker | undefined;
  await expect
    .poll(
      async () => {
        for (const tracker of await trackersOf(page, orgId)) {
          const { highlights } = await get<{ highlights: unknown[] }>(
            page,
            `/api/orgs/${orgId}/krt/${tracker.id}/highlights`,
          );
          if (highlights.length > 0) {
            found = tracker;
            break;
          }
        }
        return found !== undefined;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

/** A demo tracker whose heatmap shows PPC data (its history and PPC days are imported by jobs). */
export async function trackerWithPpc(page: Page, orgId: number) {
  let found: { tracker: Tracker; heatmap: Heatmap } | null = null;
  await expect
    .poll(
      async () => {
        for (const tracker of await trackersOf(page, orgId)) {
          if (!tracker.lastCollectedDate) continue;
          const heatmap = await get<Heatmap>(page, `/api/orgs/${orgId}/krt/${tracker.id}/heatmap`);
          if (!heatmap.coverage.hasNoPpcDataForAllKeywords) {
            found = { tracker, heatmap };
            break;
          }
        }
        return found !== null;
      },
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe(true);
  return found!;
}

/**
 * Puts the pipeline grid back to its default columns, with no filter or sort: the grid keeps
 * them with the user's preferences, so they would follow the demo user from one test to the next.
 */
export async function resetPipelineGrid(page: Page): Promise<void> {
  const reset = await page.request.put('/api/preferences/grid.pipeline', {
    data: { columnOrder: [], columnVisibility: {}, columnSizing: {} },
  });
  expect(reset.ok()).toBe(true);
}
