import type { Role } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
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

function renderPage(
  subscription: unknown,
  role: Role = 'owner',
  internal = false,
  offered: unknown[] = tiers,
  extra: MockRoute[] = [],
) {
  const fetch = mockFetch([
    {
      path: '/api/me',
      body: {
        user: { id: 'u1', name: 'Ann', email: 'ann@example.com', internal },
        organizations: [],
      },
    },
    {
      method: 'POST',
      path: '/api/orgs/7/subscription/preview',
      status: 400,
      body: { message: 'x' },
    },
    { path: '/api/orgs/7/subscription', body: subscription },
    { path: '/api/orgs/7/quotas', body: noQuota },
    { path: '/api/tiers', body: offered },
    { path: '/api/orgs/7/invoices', body: [] },
    ...extra,
  ]);
  renderWithProviders(
    <SubscriptionOverview organization={{ id: 7, name: 'Second brand', role }} />,
  );
  return fetch;
}

const ssBundle = {
  addon: 'ssBundle',
  monthlyPriceCents: 2900,
  annualPriceCents: 29000,
  disabledForAnnual: false,
  disabledForEarlyBird: true,
};
const earlyBirdTiers = tiers.map((t, i) => ({
  ...t,
  annualPriceCents: t.monthlyPriceCents * 10,
  levels: {},
  addons: [ssBundle],
  earlyBirdPrice: { monthlyPriceCents: [3900, 7900, 19900][i], annualPriceCents: 1 },
}));

describe('SubscriptionOverview', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('?eb shows an internal user early-bird prices and asks the server for them', async () => {
    window.history.replaceState(null, '', '/subscription/overview?eb');
    const fetch = renderPage(null, 'owner', true, earlyBirdTiers);
    expect(await screen.findByText('Early-bird pricing')).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Plans' });
    expect(within(plans).getByText('$79.00 / month')).toBeTruthy();
    expect(within(plans).queryByText('$99.00 / month')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Subscribe: review' }));
    await waitFor(() =>
      expect(
        fetch.calls.find((c) => c.path === '/api/orgs/7/subscription/preview')?.body,
      ).toMatchObject({ subscriptionTierName: 'standard', earlyBird: true }),
    );
  });

  it('?eb shows a user who is not internal the list prices', async () => {
    window.history.replaceState(null, '', '/subscription/overview?eb');
    const fetch = renderPage(null, 'owner', false, earlyBirdTiers);
    const plans = await screen.findByRole('table', { name: 'Plans' });
    await waitFor(() => expect(fetch.calls.some((c) => c.path === '/api/me')).toBe(true));
    expect(within(plans).getByText('$99.00 / month')).toBeTruthy();
    expect(screen.queryByText('Early-bird pricing')).toBeNull();
  });

  it('?eb shows anyone early-bird prices outside production (demo mode)', async () => {
    window.history.replaceState(null, '', '/subscription/overview?eb');
    renderPage(null, 'owner', false, earlyBirdTiers, [
      { path: '/api/config', body: { demo: { accounts: [] }, uploadBytesMax: 1 } },
    ]);
    expect(await screen.findByText('Early-bird pricing')).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Plans' });
    expect(within(plans).getByText('$79.00 / month')).toBeTruthy();
  });

  it('shows and sells no quota or add-on that no feature of the product uses', async () => {
    renderPage(null, 'owner', false, earlyBirdTiers);
    const usage = await screen.findByRole('table', { name: 'Usage' });
    const plans = screen.getByRole('table', { name: 'Plans' });
    for (const table of [usage, plans]) {
      expect(within(table).queryByText('AI copywriter prompts')).toBeNull();
      expect(within(table).queryByText('Product brief ASINs')).toBeNull();
      expect(within(table).getByText('Rank Radar search terms')).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).queryByText(/AI copywriter prompts/)).toBeNull();
    expect(within(modal).queryByRole('checkbox', { name: /Seller System bundle/ })).toBeNull();
  });

  it('a failed load says so in a toast and offers to try again', async () => {
    renderPage(null, 'owner', false, tiers, [
      { path: '/api/orgs/7/subscription', status: 500, body: { message: 'x' } },
    ]);
    expect(await screen.findByText('Failed to get subscription info.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Usage' })).toBeNull();
  });

  it('the plan shows what each period costs, and a scheduled change shows until it is cancelled', async () => {
    const plan = {
      tier: 'enterprise',
      rank: 3,
      competitorCap: 50,
      monthlyPriceCents: 24900,
      currentPeriodEnd: '2027-01-07T00:12:46.343Z',
      periodTotalCents: 31320,
      pendingChange: {
        tier: 'standard',
        levels: {},
        recurrence: 'monthly',
        addons: [],
        effectiveAt: '2027-01-07T00:12:46.343Z',
        periodTotalCents: 8910,
      },
    };
    const fetch = renderPage(plan);
    fetch.routes.push({
      method: 'DELETE',
      path: '/api/orgs/7/subscription/pending-change',
      body: { ...plan, pendingChange: null },
    });
    expect(await screen.findByText('$313.20 / month')).toBeTruthy();
    expect(
      screen.getByText(
        'On 2027-01-07 your plan changes to Standard, paid monthly, at $89.10 / month. Until then it stays Enterprise.',
      ),
    ).toBeTruthy();
    fetch.routes.push({
      path: '/api/orgs/7/subscription',
      body: { ...plan, pendingChange: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel scheduled change' }));
    expect(await screen.findByText('Renews on 2027-01-07')).toBeTruthy();
    expect(screen.queryByText(/Your plan changes to/)).toBeNull();
    expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it("the usage tooltip names the quota as the page does ('Rank Radar search terms', 'Dive ASINs')", async () => {
    renderPage(
      { tier: 'starter', rank: 1, competitorCap: 15, monthlyPriceCents: 4900 },
      'owner',
      false,
      tiers,
      [
        {
          path: '/api/orgs/7/quotas',
          body: noQuota.map((q) =>
            q.feature === 'RANK_RADAR_KEYWORDS'
              ? { ...q, used: 500, limit: 500 }
              : q.feature === 'DIVED_ASINS'
                ? { ...q, used: 240, limit: 300, remaining: 60, belowThreshold: false }
                : q,
          ),
        },
      ],
    );
    fireEvent.mouseEnter(await screen.findByTestId('usage-RANK_RADAR_KEYWORDS'));
    expect(
      await screen.findByText(
        'You have used all your Rank Radar search terms. Upgrade your subscription for more.',
      ),
    ).toBeTruthy();
    fireEvent.mouseEnter(screen.getByTestId('usage-DIVED_ASINS'));
    expect(
      await screen.findByText(
        'You have used 80% of your Dive ASINs. Upgrade your subscription before you run out.',
      ),
    ).toBeTruthy();
  });

  it('a scheduled change the usage does not fit says what to reduce, and that the plan renews until then', async () => {
    renderPage({
      tier: 'enterprise',
      rank: 3,
      competitorCap: 50,
      monthlyPriceCents: 24900,
      currentPeriodEnd: '2027-01-07T00:12:46.343Z',
      periodTotalCents: 24900,
      pendingChange: {
        tier: 'standard',
        levels: {},
        recurrence: 'monthly',
        addons: [],
        effectiveAt: '2027-01-07T00:12:46.343Z',
        periodTotalCents: 9900,
        usageMessage:
          'Your usage is above the Standard plan, monthly limits. Reduce Rank Radar search terms from 2600 to 2500 or fewer first.',
      },
    });
    expect(
      await screen.findByText(
        'Your usage is above the Standard plan, monthly limits. Reduce Rank Radar search terms from 2600 to 2500 or fewer first. Until then the change waits: on 2027-01-07 the Enterprise plan renews instead.',
      ),
    ).toBeTruthy();
  });

  it('a change billed through Stripe and not paid yet says the plan starts once paid, not that it is in force', async () => {
    const fetch = renderPage(
      {
        tier: 'standard',
        rank: 2,
        competitorCap: 30,
        monthlyPriceCents: 9900,
        currentPeriodEnd: '2027-01-07T00:12:46.343Z',
        periodTotalCents: 9900,
      },
      'owner',
      false,
      tiers,
      [
        {
          method: 'POST',
          path: '/api/orgs/7/subscription/preview',
          body: {
            changeType: 'UPGRADE',
            lineItems: [],
            subtotalCents: 15000,
            discountCents: 0,
            totalDueNowCents: 15000,
            effectiveAt: new Date().toISOString(),
            nextRenewal: { date: '2027-01-07T00:12:46.343Z', amountCents: 24900 },
            promotionCode: null,
          },
        },
        {
          method: 'POST',
          path: '/api/orgs/7/subscription/eligibility',
          body: { isEligible: true, reductions: [], message: null },
        },
      ],
    );
    fetch.routes.push({
      method: 'PUT',
      path: '/api/orgs/7/subscription',
      body: {
        changeType: 'UPGRADE',
        effectiveAt: new Date().toISOString(),
        invoice: {
          id: 3,
          number: 'FTH-7-ABC-1',
          createdAt: new Date().toISOString(),
          status: 'open',
          description: 'Upgrade: Enterprise plan, monthly',
          totalCents: 15000,
          lineItems: [],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Enterprise' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade: review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm upgrade' }));
    const applied = await screen.findByRole('dialog', { name: 'Subscription updated' });
    expect(
      within(applied).getByText(
        'The Enterprise plan starts when the payment of invoice FTH-7-ABC-1 is received. Until then it stays Standard, with its limits.',
      ),
    ).toBeTruthy();
    expect(within(applied).queryByText(/Your plan is now/)).toBeNull();
    expect(within(applied).getByRole('table', { name: 'Limits once paid' })).toBeTruthy();
  });

  it('?confirm-upgrade=true on the highest tier opens the plans, not a charge for the same plan', async () => {
    window.history.replaceState(null, '', '/subscription/overview?confirm-upgrade=true');
    const fetch = renderPage({
      tier: 'enterprise',
      rank: 3,
      competitorCap: 50,
      monthlyPriceCents: 24900,
    });
    const modal = await screen.findByRole('dialog', { name: 'Your plan' });
    expect(within(modal).getByRole('button', { name: 'No change' })).toBeTruthy();
    expect(fetch.calls.some((c) => c.path.endsWith('/subscription/preview'))).toBe(false);
  });

  it('an organization without a plan sees that it has none and how to dive', async () => {
    renderPage(null);
    expect(screen.getByRole('status', { name: 'Loading the subscription' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No plan' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the subscription' })).toBeNull();
    expect(
      screen.getByText(
        'This organization has no subscription. Subscribe to a plan to start diving.',
      ),
    ).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Plans' });
    expect(within(plans).queryByText('Your plan')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Usage' })).getAllByText('0 of 0'),
    ).toHaveLength(3);
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

  it('a plan change waiting for its payment names the plan and says it starts once paid', async () => {
    renderPage({
      tier: 'standard',
      rank: 2,
      competitorCap: 30,
      monthlyPriceCents: 9900,
      awaitingPayment: {
        tier: 'enterprise',
        levels: {},
        recurrence: 'monthly',
        addons: [],
        invoiceNumber: 'FTH-7-ABC-1',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Standard' })).toBeTruthy();
    expect(
      screen.getByText(
        'The Enterprise plan starts when the payment of invoice FTH-7-ABC-1 is received.',
      ),
    ).toBeTruthy();
  });

  it('a promotion code applied stays applied after going back to the plans', async () => {
    const fetch = renderPage(null, 'owner', false, tiers, [
      {
        method: 'POST',
        path: '/api/orgs/7/subscription/preview',
        body: {
          changeType: 'NEW',
          lineItems: [],
          subtotalCents: 9900,
          discountCents: 990,
          totalDueNowCents: 8910,
          effectiveAt: '2026-12-07T00:00:00.000Z',
          nextRenewal: { date: '2027-01-07T00:00:00.000Z', amountCents: 8910 },
          promotionCode: 'WELCOME10',
        },
      },
      {
        method: 'POST',
        path: '/api/orgs/7/subscription/eligibility',
        body: { isEligible: true, reductions: [], message: null },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe: review' }));
    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    fireEvent.change(field, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() =>
      expect(
        fetch.calls.some(
          (c) => (c.body as { promotionCode?: string } | undefined)?.promotionCode === 'WELCOME10',
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe: review' }));
    expect(
      (await screen.findByRole('textbox', { name: 'Promotion code' })).getAttribute('value'),
    ).toBe('WELCOME10');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscribe' }));
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        promotionCode: 'WELCOME10',
      }),
    );
  });
});
