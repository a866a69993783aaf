import {
  DEFAULT_KEYWORD_SETTINGS,
  followingRunDate,
  KeywordSettingsBody,
  marketplaceDate,
  PipelineView,
  type PipelineView as View,
  type PreferenceValue,
  type Role,
} from '@fathom/contract';
import { mapLimit } from '../../lib/concurrency';
import type { DivesService } from '../dives/dives.service';
import type { DemoRepository } from './demo.repository';
import { DEMO_NICHES, type DemoLabel, type DemoNiche, type DemoSpace } from './demo-niches';

/** Competitors of each demo niche: enough to show the lists, quick to dive at first start. */
export const DEMO_NICHE_COMPETITORS = 10;
const DEMO_STARTS_AT_ONCE = 4;

export interface DemoPipelineDeps {
  repo: DemoRepository;
  dives: Pick<DivesService, 'start'>;
}

export interface DemoOrganization {
  id: number;
  ownerId: string;
  userIds: Record<Role, string>;
  spaceIds: Record<DemoSpace, number>;
  labelIds: Record<DemoLabel, number>;
}

/** The niche's Scheduled AutoDive: its competitors again on Mondays (or the 1st), from tomorrow. */
function scheduleOf(niche: DemoNiche, createdBy: string, now: Date) {
  if (!niche.schedule) return null;
  const timing =
    niche.schedule === 'Monthly'
      ? { interval: niche.schedule, dayOfWeek: null, dayOfMonth: 1 }
      : { interval: niche.schedule, dayOfWeek: 1, dayOfMonth: null };
  return {
    ...timing,
    type: 'SameCompetitors' as const,
    heroAsin: null,
    numberOfCompetitors: DEMO_NICHE_COMPETITORS,
    // Never due on the day of the first start, while the demo's own dives run.
    nextRunDate: followingRunDate(timing, marketplaceDate(niche.marketplace, now)),
    createdBy,
  };
}

/**
 * The demo pipeline: every niche stored at once with its spaces, labels, assignees, notes and
 * schedule, then dived by the job workers like any Dive Again (its figures follow within about a
 * minute of the first start).
 */
export async function seedPipeline(
  { repo, dives }: DemoPipelineDeps,
  org: DemoOrganization,
  now = new Date(),
): Promise<number[]> {
  const nicheIds: number[] = [];
  for (const niche of DEMO_NICHES) {
    nicheIds.push(
      await repo.addNiche({
        organizationId: org.id,
        createdBy: org.ownerId,
        marketplace: niche.marketplace,
        label: niche.label,
        heroAsin: niche.hero,
        notes: niche.notes ?? '',
        hasRankIssue: niche.hasRankIssue ?? false,
        spaceIds: (niche.spaces ?? []).map((s) => org.spaceIds[s]),
        labelIds: (niche.labels ?? []).map((l) => org.labelIds[l]),
        assigneeIds: (niche.assignees ?? []).map((role) => org.userIds[role]),
        schedule: scheduleOf(niche, org.ownerId, now),
      }),
    );
  }
  // Exclusions and keywords added by hand, there before the first dive sorts the lists.
  for (const [i, niche] of DEMO_NICHES.entries()) {
    if (!niche.keywordLists) continue;
    const { added, ...exclusions } = niche.keywordLists;
    const settings = KeywordSettingsBody.parse({
      ...DEFAULT_KEYWORD_SETTINGS,
      mklSettings: { ...DEFAULT_KEYWORD_SETTINGS.mklSettings, ...exclusions },
    });
    await repo.keywordLists(nicheIds[i]!, org.ownerId, settings, added);
  }
  // The first dives already run while the others start: a few starts at a time keep up with them.
  await mapLimit(DEMO_NICHES, DEMO_STARTS_AT_ONCE, async (niche, i) => {
    const id = `demo${i}${niche.marketplace.replaceAll('.', '')}`;
    await dives.start(org.id, org.ownerId, {
      asin: niche.hero,
      marketplace: niche.marketplace,
      competitorsCount: DEMO_NICHE_COMPETITORS,
      origin: 'demo',
      progressBarId: `${id}discovery`,
      nicheId: nicheIds[i]!,
      triggerDive: {
        numberOfCompetitors: DEMO_NICHE_COMPETITORS,
        diveOrigin: 'demo',
        progressBarId: `${id}dive`,
      },
      shouldCreateRankRadar: false,
      lockedAsins: [],
      excludedAsins: [],
    });
  });
  return nicheIds;
}

/** The owner's two saved pipeline filters. */
export function demoFilters(org: DemoOrganization): { name: string; filter: View }[] {
  const views: { name: string; filter: View }[] = [
    {
      name: 'Kitchen launch candidates',
      filter: {
        tags: { spaceIds: [org.spaceIds.Kitchen], labelIds: [org.labelIds['Launch candidate']] },
        filters: [{ field: 'numLaunchKeywords', condition: 'greaterOrEqual', value: '10' }],
        sort: [{ field: 'medianRevenueCents', desc: true }],
      },
    },
    {
      name: 'Weak competition, US',
      filter: {
        filters: [
          { field: 'marketplace', condition: 'equals', value: 'com' },
          { field: 'competitionStrength', condition: 'lessThanOrEqual', value: '0.6' },
        ],
        sort: [{ field: 'competitionStrength', desc: false }],
      },
    },
  ];
  // Stored as the grid applies them, with every default filled in.
  return views.map((v) => ({ name: v.name, filter: PipelineView.parse(v.filter) }));
}

/** The owner's tag tree: open, with the demo organization's node expanded. */
export const demoTagTree = (org: DemoOrganization): PreferenceValue<'tagTree'> => ({
  collapsed: false,
  expanded: [`organization-${org.id}`],
});
