import { TRACKER_LIMITS, type JOBS, type MarketplaceTld, type Role } from '@fathom/contract';
import type { JobQueue } from '../../jobs/registry';
import type { AmazonConnectionsService } from '../amazon-connections/amazon-connections.service';
import type { Auth } from '../auth/auth';
import type { BillingService } from '../billing/billing.service';
import type { DivesService } from '../dives/dives.service';
import type { NicheTrackerService } from '../niche-tracker/niche-tracker.service';
import type { DemoHistory } from '../rank-radar/demo-history';
import type { OrgsService } from '../orgs/orgs.service';
import type { TeamService } from '../team/team.service';
import type { UnitOfWork } from '../unit-of-work';
import type { DemoRepository } from './demo.repository';
import {
  DEMO_LABELS,
  DEMO_SPACES,
  demoTrackers,
  type DemoLabel,
  type DemoSpace,
} from './demo-niches';
import { seedEvaluations, type DemoEvaluationDeps } from './demo-evaluations';
import { demoFilters, demoTagTree, seedPipeline, type DemoOrganization } from './demo-pipeline';
import { seedSharing } from './demo-sharing';

export const DEMO_PASSWORD = 'fathom-demo';

export const DEMO_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  { email: 'demo@fathom.app', name: 'Dana Reyes', role: 'owner' },
  { email: 'billing@fathom.app', name: 'Billie Chen', role: 'billingMember' },
  { email: 'manager@fathom.app', name: 'Marco Diaz', role: 'teamManager' },
  { email: 'member@fathom.app', name: 'Priya Shah', role: 'member' },
];

export const DEMO_ORGANIZATION = 'Demo Organization';
/** The demo organization's Amazon accounts are connected in this marketplace only. */
export const DEMO_CONNECTED_MARKETPLACE: MarketplaceTld = 'com';
/** Invited to the demo organization, not yet joined. */
export const DEMO_INVITEE = 'new.hire@example.com';
export const DEMO_PARTNER = 'Demo Partner Brand';

export interface DemoDeps extends DemoEvaluationDeps {
  repo: DemoRepository;
  work: UnitOfWork;
  /** Works the demo's dives and histories in the seeding process, none of them queued. */
  jobs: Pick<JobQueue<typeof JOBS>, 'workHere'>;
  auth: Auth;
  orgs: OrgsService;
  team: Pick<TeamService, 'invite'>;
  billing: BillingService;
  dives: Pick<DivesService, 'start'>;
  tracker: Pick<NicheTrackerService, 'requestBackfill'>;
  rankRadar: Pick<DemoHistory, 'request'>;
  amazonConnections: Pick<AmazonConnectionsService, 'connectSimulated'>;
}

/** The demo accounts the sign-in page offers in demo mode. */
export const DEMO_SIGN_INS = DEMO_ACCOUNTS.map((a) => ({
  email: a.email,
  password: DEMO_PASSWORD,
  role: a.role,
}));

export function createDemoService(deps: DemoDeps) {
  return {
    /**
     * Creates the demo organization once: an owner, a billing member, a team manager and a plain
     * member, three spaces and a few labels, a pipeline of niches in several marketplaces (tagged,
     * assigned, annotated, some scheduled, some with PROFITS and a scorecard), the owner's saved
     * filters, and a client organization connected to it, with which it shares a few niches.
     * Every niche is dived and every tracker filled when it resolves: the demo's jobs are worked
     * here, never queued, so no user's job waits behind them. False when it exists already.
     */
    seed: () => deps.jobs.workHere(() => seedDemo(deps)),

    /** The demo accounts this database holds: their password is public, so production refuses them. */
    async accountsPresent(): Promise<string[]> {
      const present: string[] = [];
      for (const { email } of DEMO_ACCOUNTS)
        if (await deps.repo.userExists(email)) present.push(email);
      return present;
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;

async function seedDemo({
  repo,
  work,
  auth,
  orgs,
  team,
  billing,
  dives,
  tracker,
  rankRadar,
  amazonConnections,
  ...evaluations
}: DemoDeps): Promise<boolean> {
  const [owner] = DEMO_ACCOUNTS;
  if (await repo.userExists(owner!.email)) return false;

  // Demo accounts are created directly: their published password is exempt from the strength
  // rule, and their addresses count as verified, so they sign in without an e-mail.
  const context = await auth.$context;
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await context.internalAdapter.createUser(
      { name: account.name, email: account.email, emailVerified: true },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await context.password.hash(DEMO_PASSWORD),
    });
    ids[account.email] = created.id;
  }
  const ownerId = ids[owner!.email]!;
  // Sign-up gave the owner a personal organization: it becomes the demo organization.
  const [home] = await orgs.organizationsOf(ownerId);
  await repo.renameOrganization(home!.id, DEMO_ORGANIZATION);
  // The demo lets a new user try everything: the largest tier.
  await billing.startSubscription(home!.id, 'enterprise');
  for (const account of DEMO_ACCOUNTS.slice(1))
    await orgs.addMember(home!.id, ids[account.email]!, account.role);

  const userIds = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, ids[a.email]!])) as Record<
    Role,
    string
  >;
  const spaceIds = {} as Record<DemoSpace, number>;
  for (const [name, granted] of Object.entries(DEMO_SPACES) as [DemoSpace, readonly Role[]][]) {
    spaceIds[name] = (await orgs.createSpace(home!.id, name)).id;
    for (const role of granted)
      await orgs.setSpaceAccess(home!.id, spaceIds[name], userIds[role], true);
  }
  // A pending invitation shows the team page at work (the mail waits on the mail catcher page).
  await team.invite(
    { organizationId: home!.id, userId: ownerId, role: 'owner' },
    { email: DEMO_INVITEE, role: 'member', spaceIds: [spaceIds.Kitchen] },
  );
  const labelIds = {} as Record<DemoLabel, number>;
  for (const name of DEMO_LABELS) labelIds[name] = (await orgs.createLabel(home!.id, name)).id;
  const org: DemoOrganization = { id: home!.id, ownerId, userIds, spaceIds, labelIds };

  // A pipeline to open: niches in several marketplaces, dived by the same jobs as any other.
  const nicheIds = await seedPipeline({ repo, dives }, org);
  // The niche tracker starts with the niches' last 90 days, read from the market (a demo-only
  // history; real niches are tracked from their first day on).
  await tracker.requestBackfill(nicheIds, TRACKER_LIMITS.demoHistoryDays);
  // Simulated Amazon Ads and Selling Partner connections in the main marketplace feed the PPC and
  // SQP panels of the trackers filled next; the other marketplaces are left unconnected and show
  // the empty states.
  const asOwner = { organizationId: org.id, userId: ownerId, role: 'owner' as const };
  for (const kind of ['amazon-ads', 'sp-api'] as const)
    await amazonConnections.connectSimulated(asOwner, kind, DEMO_CONNECTED_MARKETPLACE);
  // Three Rank Radars with the same 90 days of history, PPC days and SQP weeks.
  await rankRadar.request(
    demoTrackers(nicheIds).map(({ nicheId, asin }) => ({
      organizationId: org.id,
      userId: ownerId,
      nicheId,
      asin,
      days: TRACKER_LIMITS.demoHistoryDays,
    })),
  );
  await seedEvaluations(evaluations, ownerId, nicheIds);
  for (const { name, filter } of demoFilters(org))
    await repo.saveFilter(org.id, ownerId, name, filter);
  await repo.savePreference(ownerId, 'tagTree', demoTagTree(org));

  // The partner brand is on the starter tier and has used its month's dives: it shows the limits.
  // It is the demo organization's client: the agency may transfer niches into its spaces.
  const partner = await orgs.createOrganization(DEMO_PARTNER, ownerId);
  await orgs.createSpace(partner.id, 'Partner catalog');
  await billing.startSubscription(partner.id, 'starter');
  const { limit } = await billing.quota(partner.id, 'DIVED_ASINS');
  await work.run((repos) =>
    repos.quota.charge('demo:partner-usage', partner.id, 'DIVED_ASINS', limit ?? 0),
  );
  const connectionId = await repo.connect(org.id, partner.id, ownerId);
  // A few niches are shared with the partner: its pipeline shows them read only.
  await seedSharing(repo, { connectionId, clientId: partner.id, by: ownerId, nicheIds });
  return true;
}
