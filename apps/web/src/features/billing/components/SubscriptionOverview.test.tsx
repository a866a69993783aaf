import type { Role } from '@fathom/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SubscriptionOverview } from './SubscriptionOverview';

const limits = {
  DIVED_ASINS: 1500,
  RANK_RADAR_KEYWORDS: 2500,
  AI_COPYWRITER_PROMPTS: 200,
  PRODUCT_BRIEF_ASINS: 200,
  NUMBER_OF_NICHES: 150,
};
const tiers = [
  { tier: 'starter', rank: 1, competitorCap: 15, monthlyPriceCents: 4900, limits },
  { tier: 'standard', rank: 2, competitorCap: 30, monthlyPriceCents: 9900, limits },
  { tier: 'enterprise', rank: 3, competitorCap: 50, monthlyPriceCents: 24900, limits },
];
const noQuota = Object.keys(limits).map((feature) => ({
  feature,
  used: 0,
  limit: 0,
  remaining: 0,
  belowThreshold: true,
  nextRefreshDate: null,
}));

function renderPage(subscription: unknown, role: Role = 'owner') {
  mockFetch([
    { path: '/api/orgs/7/subscription', body: subscription },
    { path: '/api/orgs/7/quotas', body: noQuota },
    { path: '/api/tiers', body: tiers },
    { path: '/api/orgs/7/invoices', body: [] },
  ]);
  renderWithProviders(
    <SubscriptionOverview organization={{ id: 7, name: 'Second brand', role }} />,
  );
}

describe('SubscriptionOverview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('an organization without a plan sees that it has none and how to dive', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'No plan' })).toBeTruthy();
    expect(
      screen.getByText(
        'This organization has no subscription. Subscribe to a plan to start diving.',
      ),
    ).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Plans' });
    expect(within(plans).queryByText('Your plan')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Usage' })).getAllByText('0 of 0'),
    ).toHaveLength(5);
  });

  it('a trial says when it ends', async () => {
    renderPage({
      tier: 'standard',
      rank: 2,
      competitorCap: 30,
      monthlyPriceCents: 9900,
      trialEnd: '2026-12-07T12:00:00.000Z',
    });
    expect(await screen.findByRole('heading', { name: 'Standard' })).toBeTruthy();
    expect(screen.getByText('Trial ends on 2026-12-07')).toBeTruthy();
  });
});
