import type { Endpoint } from './endpoint';
import { amazonConnectionEndpoints } from './amazon-connections';
import { apiKeyEndpoints } from './api-keys';
import { analyticsEndpoints } from '../analytics/events';
import { billingEndpoints } from './billing';
import { connectionEndpoints } from './connections';
import { keywordAnalysisEndpoints } from './keyword-analysis';
import { keywordListEndpoints } from './keyword-lists';
import { manualKeywordEndpoints } from './manual-keywords';
import { diveEndpoints } from './dives';
import { nicheEditEndpoints } from './niche-edits';
import { nichePageEndpoints } from './niche-pages';
import { nicheTrackerEndpoints } from './niche-tracker';
import { orgEndpoints } from './orgs';
import { preferenceEndpoints } from './preferences';
import { savedFilterEndpoints } from './saved-filters';
import { pipelineEndpoints } from './pipeline';
import { profitEndpoints } from './profits';
import { scorecardEndpoints } from './scorecard';
import { rankRadarEndpoints } from './rank-radar';
import { rankRadarInsightEndpoints } from './rank-radar-insights';
import { rankRadarReportEndpoints } from './rank-radar-reports';
import { rankRadarHighlightEndpoints } from './rank-radar-highlights';
import { rankRadarAlertEndpoints } from './rank-radar-alerts';
import { rankRadarBsrEndpoints } from './rank-radar-bsr';
import { rankRadarVariationEndpoints } from './rank-radar-variations';
import { adDataPpcEndpoints } from './ads-data-ppc';
import { sqpEndpoints } from './ads-data-sqp';
import { rankRadarHistoryEndpoints } from './rank-radar-history';
import { dataImportEndpoints } from './imports';
import { scheduleEndpoints } from './schedules';
import { sessionEndpoints } from './session';
import { teamEndpoints } from './team';

/** Every endpoint of the API, by group: what the server registers and its route sweep tests. */
export const ENDPOINT_GROUPS = {
  session: sessionEndpoints,
  orgs: orgEndpoints,
  team: teamEndpoints,
  billing: billingEndpoints,
  dives: diveEndpoints,
  pipeline: pipelineEndpoints,
  schedules: scheduleEndpoints,
  nicheEdits: nicheEditEndpoints,
  analytics: analyticsEndpoints,
  connections: connectionEndpoints,
  savedFilters: savedFilterEndpoints,
  preferences: preferenceEndpoints,
  keywordLists: keywordListEndpoints,
  keywordAnalysis: keywordAnalysisEndpoints,
  nichePages: nichePageEndpoints,
  nicheTracker: nicheTrackerEndpoints,
  manualKeywords: manualKeywordEndpoints,
  profits: profitEndpoints,
  scorecard: scorecardEndpoints,
  rankRadar: rankRadarEndpoints,
  rankRadarInsights: rankRadarInsightEndpoints,
  rankRadarReports: rankRadarReportEndpoints,
  rankRadarHighlights: rankRadarHighlightEndpoints,
  rankRadarAlerts: rankRadarAlertEndpoints,
  rankRadarBsr: rankRadarBsrEndpoints,
  rankRadarVariations: rankRadarVariationEndpoints,
  adDataPpc: adDataPpcEndpoints,
  sqp: sqpEndpoints,
  amazonConnections: amazonConnectionEndpoints,
  rankRadarHistory: rankRadarHistoryEndpoints,
  dataImports: dataImportEndpoints,
  apiKeys: apiKeyEndpoints,
};

export type EndpointGroup = keyof typeof ENDPOINT_GROUPS;

/** Each group's name and description in the API document (its OpenAPI tag). */
export const ENDPOINT_GROUP_TAGS: Record<EndpointGroup, { name: string; description: string }> = {
  session: { name: 'Session', description: 'Health, configuration and the signed-in user' },
  orgs: { name: 'Organizations', description: 'Organizations, spaces, labels and members' },
  team: { name: 'Team', description: 'Invitations and roles' },
  billing: { name: 'Billing', description: 'Tiers, subscriptions, quotas and invoices' },
  dives: { name: 'Niche Dive', description: 'Starting and following Niche Dives' },
  pipeline: { name: 'Pipeline', description: 'The niche pipeline grid, its tag tree and exports' },
  schedules: { name: 'AutoDive', description: 'Scheduled AutoDives' },
  nicheEdits: { name: 'Niche edits', description: 'Bulk actions on niches' },
  analytics: { name: 'Analytics', description: 'Product usage events' },
  connections: { name: 'Connections', description: 'Sharing niches between organizations' },
  savedFilters: { name: 'Saved filters', description: 'Saved pipeline views' },
  preferences: { name: 'Preferences', description: 'Grid and panel preferences per user' },
  keywordLists: { name: 'Keyword lists', description: 'Keyword list settings and previews' },
  keywordAnalysis: { name: 'Keyword analysis', description: 'Roots and spelling groups' },
  nichePages: { name: 'Niche pages', description: 'A niche: overview, deep dive, keywords' },
  nicheTracker: { name: 'Niche tracker', description: 'Snapshots of a niche over time' },
  manualKeywords: { name: 'Manual keywords', description: 'Keywords added by hand to a niche' },
  profits: { name: 'Profits', description: 'Unit economics of a niche' },
  scorecard: { name: 'Scorecard', description: 'A niche evaluation' },
  rankRadar: { name: 'Rank Radar', description: 'Trackers and their search terms' },
  rankRadarInsights: { name: 'Rank Radar insights', description: 'Overview, pool and movers' },
  rankRadarReports: { name: 'Rank Radar reports', description: 'Heatmap, summaries and exports' },
  rankRadarHighlights: { name: 'Rank Radar highlights', description: 'Highlighted search terms' },
  rankRadarAlerts: { name: 'Rank Radar alerts', description: 'Alert rules and alerts' },
  rankRadarBsr: { name: 'Best-sellers rank', description: 'BSR history of tracked products' },
  rankRadarVariations: { name: 'Variations', description: 'Variations of tracked products' },
  adDataPpc: { name: 'PPC data', description: 'Sponsored Products data per search term' },
  sqp: { name: 'Search Query Performance', description: 'Brand Analytics SQP per search term' },
  amazonConnections: { name: 'Amazon connections', description: 'Seller accounts' },
  rankRadarHistory: { name: 'Rank history import', description: 'Importing rank history' },
  dataImports: { name: 'Data imports', description: 'Sellers’ own files: reports, exports, pages' },
  apiKeys: { name: 'API keys', description: "The caller's API keys: bearer tokens for scripts" },
};

/**
 * The OpenAPI operation of an endpoint: its key (unique across groups, so client generators name
 * methods by it) and its group's tag.
 */
export const ENDPOINT_OPERATIONS: ReadonlyMap<Endpoint, { operationId: string; tag: string }> =
  new Map(
    (Object.entries(ENDPOINT_GROUPS) as [EndpointGroup, Record<string, Endpoint>][]).flatMap(
      ([group, list]) =>
        Object.entries(list).map(
          ([key, endpoint]) =>
            [endpoint, { operationId: key, tag: ENDPOINT_GROUP_TAGS[group].name }] as const,
        ),
    ),
  );
