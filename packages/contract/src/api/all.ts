import { amazonConnectionEndpoints } from './amazon-connections';
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
};
