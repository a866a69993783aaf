import {
  buildPath,
  DEFAULT_KEYWORD_SETTINGS,
  ENDPOINT_GROUPS,
  marketplaceDate,
  SHIPPING_METHODS,
  type Endpoint,
} from '@fathom/contract';
import type { TestApp, TestUser } from './harness';

/** Every endpoint of the contract, named `group.name`: a new endpoint is swept as soon as it exists. */
export const endpoints = Object.entries(ENDPOINT_GROUPS).flatMap(([group, list]) =>
  Object.entries<Endpoint>(list).map(([name, endpoint]) => [`${group}.${name}`, endpoint] as const),
);

/** Path values, and values only a body names (see OrgObjects). */
export type SweepValues = Record<string, string | number>;
export type Body = Record<string, unknown>;

/**
 * A valid body, for endpoints whose access is decided after the request is validated; given the
 * request's values where the body names the same things as the path.
 */
export const BODIES: Record<string, Body | ((values: SweepValues) => Body)> = {
  'orgs.createSpace': { name: 'Probe space' },
  'orgs.renameSpace': { name: 'Probe space renamed' },
  'orgs.createLabel': { name: 'Probe label' },
  'orgs.renameLabel': { name: 'Probe label renamed' },
  'nicheEdits.renameNiche': { label: 'Probe niche' },
  'nicheEdits.updateNotes': { notes: 'Probe notes' },
  'nicheEdits.changeHeroKeyword': { keyword: 'probe' },
  'nicheEdits.setAssignee': { userId: null },
  'nicheEdits.setTags': { spaceIds: [], labelIds: [] },
  'keywordLists.saveKeywordSettings': DEFAULT_KEYWORD_SETTINGS,
  'keywordLists.previewKeywordSettings': DEFAULT_KEYWORD_SETTINGS,
  'nichePages.deleteResearches': (v) => ({ nicheId: v.nicheId, jobIds: [v.researchId] }),
  'nichePages.moveResearches': (v) => ({
    fromNicheId: v.nicheId,
    toNicheId: v.secondNicheId,
    jobIds: [v.researchId],
  }),
  'nichePages.labelResearch': (v) => ({
    researchId: v.researchId,
    researchLabel: 'Probe research',
  }),
  'profits.saveNicheProfits': {
    sellingPriceCents: 2000,
    productCostCents: 400,
    unitsPerOrder: 100,
    shippingMethod: 'airAmz',
    shipping: Object.fromEntries(
      SHIPPING_METHODS.map((m) => [m, { costPerUnitCents: 100, leadTimeDays: 10 }]),
    ),
    dutyRateBps: 0,
    referralCategory: 'homeKitchen',
    sizeTier: 'smallStandard',
    ppcLaunchBudgetCents: 0,
    salesVelocity: 10,
  },
  'scorecard.saveScorecard': { answers: { riskSturdy: 'yes' } },
  'keywordAnalysis.mergeSpellingGroups': { keywords: ['probe one', 'probe two'] },
  'keywordAnalysis.splitSpellingGroup': { keyword: 'probe one' },
  'manualKeywords.addKeywords': { keywords: ['probe one'] },
  'manualKeywords.removeKeywords': { keywords: ['probe one'] },
  'rankRadarInsights.archivePoolKeywords': { keywords: ['probe one'] },
  'team.changeRole': { role: 'member' },
  'savedFilters.updateSavedFilter': { name: 'Probe filter renamed' },
  'apiKeys.createApiKey': { name: 'Probe key', scopes: ['read'] },
  'rankRadar.updateTracker': { status: 'paused' },
  'rankRadar.updateKeywordStatus': (v) => ({ keywordIds: [v.keywordId], action: 'pause' }),
  'rankRadar.previewKeywords': { searchTerms: ['probe one'] },
  'rankRadar.addTrackerKeywords': { searchTerms: ['probe one'] },
  'rankRadarHighlights.createHighlight': {
    type: 'note',
    description: 'Probe note',
    startAt: marketplaceDate('com'),
  },
  'rankRadarHighlights.updateHighlight': { description: 'Probe note edited' },
  'rankRadarAlerts.createAlertRule': { kind: 'enters_top' },
  'rankRadarAlerts.updateAlertRule': { email: true },
  'rankRadarAlerts.readAlerts': {},
  'rankRadarBsr.bsrChartSettings': { selectedCategoryId: null, asinVisibility: {} },
  'rankRadarVariations.rankPerVariation': (v) => ({ keywordIds: [v.keywordId] }),
  'adDataPpc.adData': (v) => ({ keywordIds: [v.keywordId] }),
  'sqp.sqpData': (v) => ({ keywordIds: [v.keywordId] }),
  'dataImports.setDataSources': { fallback: 'simulated' },
  'schedules.saveSchedule': {
    interval: 'Weekly',
    dayOfWeek: 1,
    type: 'SameCompetitors',
    numberOfCompetitors: 5,
  },
};

/** A valid query string, for endpoints whose access is decided after the query is validated. */
export const QUERIES: Record<string, string> = {
  'nicheTracker.nicheTracking': '?dateStart=1767225600&dateEnd=1769817600&granularity=day',
  'nichePages.deepDiveCompetitor': '?days=30',
  'rankRadarHistory.exportHistory': '?format=csv',
  'dataImports.uploadImport': '?name=probe.json',
};

/** The ASIN of the sweep's paths, also the hero of its niches (a competitor the deep dive opens). */
export const SWEPT_ASIN = 'B0ABCDEFGH';

/** A sweep's request: the endpoint's path with these values, its valid query and body (BODIES, or the one given). */
export function sweepRequest(
  t: TestApp,
  name: string,
  endpoint: Endpoint,
  params: SweepValues,
  user?: TestUser,
  bodies: Record<string, Body | ((values: SweepValues) => Body)> = BODIES,
) {
  const given = bodies[name] ?? BODIES[name];
  const body = typeof given === 'function' ? given(params) : given;
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params) + (QUERIES[name] ?? ''),
    cookie: user?.cookie,
    ...(body && { payload: body }),
  });
}
