import type { Member, PipelineRow, Space } from '@fathom/contract';
import { waitFor } from '@testing-library/react';

/** A pipeline row of organization 1, for the tests of this feature. */
export function row(overrides: Partial<PipelineRow> = {}): PipelineRow {
  return {
    id: 7,
    label: 'garlic press',
    heroAsin: 'B0YEY4SBXU',
    heroKeyword: 'garlic press',
    marketplace: 'com',
    organizationId: 1,
    notes: 'call the supplier',
    numCompetitors: 10,
    numKeywords: 300,
    totalSvOfKeywords: 1000,
    numVisibleKeywords: 300,
    totalSvOfVisibleKeywords: 1000,
    minRelevancy: null,
    minSearchVolume: null,
    maxSearchVolume: null,
    competitionStrength: 0.6,
    keywordStrength: null,
    medianDaysListed: 400,
    medianReviewCount: 1000,
    numRelevantKeywords: 40,
    numLaunchKeywords: 10,
    medianPriceCents: 1999,
    medianRating: 4.4,
    medianSales: 100,
    medianSalesLower: null,
    medianSalesHigher: null,
    medianRevenueCents: 100000,
    medianRevenueLowerCents: null,
    medianRevenueHigherCents: null,
    numVeryStrongCompetitors: null,
    percentVeryStrongCompetitors: null,
    jobCount: 1,
    oldestResearchDate: '2026-02-01T00:00:00Z',
    newestResearchDate: '2026-02-01T00:00:00Z',
    createdAt: '2026-02-01T00:00:00Z',
    spaces: [],
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
    ...overrides,
  };
}

const joined = { spaceIds: [], joinedAt: '2025-03-01T00:00:00.000Z', lastActiveAt: null };
export const members: Member[] = [
  { userId: 'u-owner', name: 'Olivia Owner', email: 'o@fathom.app', role: 'owner', ...joined },
  { userId: 'u-max', name: 'Max Member', email: 'm@fathom.app', role: 'member', ...joined },
];

export const space = (id: number, name: string, memberIds: string[] = []): Space => ({
  id,
  name,
  memberIds,
  createdAt: '2025-03-01T00:00:00Z',
});

/** The org endpoints the editors read, and the signed-in user with their role. */
export function orgRoutes(role: 'owner' | 'member', spaces: Space[]) {
  return [
    { path: '/api/orgs/1/spaces', body: spaces },
    {
      path: '/api/orgs/1/labels',
      body: [{ id: 3, name: 'Hot', createdAt: '2025-03-01T00:00:00Z' }],
    },
    { path: '/api/orgs/1/members', body: members },
    {
      path: '/api/me',
      body: {
        user: { id: 'u-max', name: 'Max Member', email: 'm@fathom.app' },
        organizations: [{ id: 1, name: 'Acme', role }],
      },
    },
  ];
}

/** Waits until the queries the component started have answered. */
export async function settled(client: { isFetching: () => number }) {
  await waitFor(() => {
    if (client.isFetching() > 0) throw new Error('still loading');
  });
}
