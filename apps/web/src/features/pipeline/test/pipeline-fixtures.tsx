import type { PipelineRow, PipelineTag, Role } from '@fathom/contract';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';

export function niche(id: number, change: Partial<PipelineRow> = {}): PipelineRow {
  return {
    id,
    label: `Niche ${id}`,
    heroAsin: `B0000000${String(id).padStart(2, '0')}`,
    heroKeyword: `keyword ${id}`,
    marketplace: 'com',
    organizationId: 1,
    notes: '',
    numCompetitors: 10,
    numKeywords: 120,
    totalSvOfKeywords: 54000,
    numVisibleKeywords: 80,
    totalSvOfVisibleKeywords: 40000,
    minRelevancy: 0.4,
    minSearchVolume: 300,
    maxSearchVolume: 12000,
    competitionStrength: 0.85,
    keywordStrength: 0.3,
    medianDaysListed: 400,
    medianReviewCount: 260,
    numRelevantKeywords: 45,
    numLaunchKeywords: 25,
    medianPriceCents: 1999,
    medianRating: 4.4,
    medianSales: 900,
    medianSalesLower: 700,
    medianSalesHigher: 1100,
    medianRevenueCents: 1799100,
    medianRevenueLowerCents: 1399300,
    medianRevenueHigherCents: 2198900,
    numVeryStrongCompetitors: 2,
    percentVeryStrongCompetitors: 0.2,
    jobCount: 1,
    oldestResearchDate: '2026-01-05T10:00:00.000Z',
    newestResearchDate: '2026-02-07T10:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    spaces: [{ id: 4, name: 'Kitchen' }],
    labels: [],
    assignees: [],
    schedule: null,
    hasRankIssue: false,
    evaluationStatus: 'INCOMPLETE',
    evaluationScore: null,
    evaluationQuestionsNeedAnswer: [],
    shippingMethod: null,
    turnsPerYear: null,
    landedCostPerProduct: null,
    netRevenuePerProduct: null,
    netRevenuePercentPerOrder: null,
    breakevenSellingPrice: null,
    roiPercentPerOrder: null,
    netRevenuePerProductPerYear: null,
    roiPercentPerYear: null,
    budgetRequiredToLaunch: null,
    canManage: true,
    sharedBy: null,
    ...change,
  };
}

export const TAG_TREE: PipelineTag[] = [
  {
    key: 'org-1',
    id: 1,
    title: 'Demo Organization',
    type: 'organization',
    organizationId: 1,
    count: 3,
    children: [
      {
        key: 'space-4',
        id: 4,
        title: 'Kitchen',
        type: 'space',
        organizationId: 1,
        count: 2,
        children: [],
      },
      {
        key: 'label-7',
        id: 7,
        title: 'Promising',
        type: 'label',
        organizationId: 1,
        count: 1,
        children: [],
      },
      {
        key: 'virtual-noSpace',
        id: 'noSpace',
        title: 'No space',
        type: 'virtual',
        organizationId: 1,
        count: 1,
        children: [],
      },
      {
        key: 'shared-9',
        id: 9,
        title: 'Acme Agency',
        type: 'shared',
        organizationId: 9,
        count: 1,
        children: [],
      },
    ],
  },
];

/** The pipeline's calls answered: rows of page 1, the tag tree, no saved preference. */
export function pipelineServer(rows: PipelineRow[], extra: MockRoute[] = [], total = rows.length) {
  return mockFetch([
    { method: 'POST', path: '/api/orgs/1/pipeline', body: { data: rows, total } },
    { path: '/api/orgs/1/pipeline/tags', body: TAG_TREE },
    { path: '/api/preferences', body: {} },
    { method: 'PUT', path: '/api/preferences/tagTree', body: { ok: true } },
    { method: 'PUT', path: '/api/preferences/grid.pipeline', body: { ok: true } },
    { method: 'POST', path: '/api/orgs/1/pipeline/ids', body: rows.map((row) => row.id) },
    { method: 'POST', path: '/api/orgs/1/pipeline/asins', body: rows.map((row) => row.heroAsin) },
    {
      path: '/api/orgs/1/subscription',
      body: {
        tier: 'enterprise',
        rank: 3,
        competitorCap: 50,
        monthlyPriceCents: 24900,
        features: [],
      },
    },
    { path: '/api/orgs/1/quotas', body: [] },
    { path: '/api/orgs/1/niche-choices', body: { data: [], hasNext: false, currentPage: 1 } },
    ...extra,
  ]);
}

/** Renders inside a router (links) and the current organization 1. */
export function renderPipeline(ui: ReactElement, role: Role = 'owner') {
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const niche = createRoute({
    getParentRoute: () => root,
    path: '/niche/$nicheId/niche-analysis/mkl',
    component: () => <p>Niche page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, niche]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = renderWithProviders(
    <CurrentOrganizationProvider organizations={[{ id: 1, name: 'Demo Organization', role }]}>
      <RouterProvider router={router} />
    </CurrentOrganizationProvider>,
  );
  return { ...result, router };
}

/** The bodies the pipeline endpoint was called with. */
export const pipelineBodies = (calls: { method: string; path: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/orgs/1/pipeline')
    .map((call) => call.body);
