import type { Role, Tier } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInRouter } from '../../../test/render';
import { SidebarUpgradePrompt } from './SidebarUpgradePrompt';

interface Setup {
  role: Role;
  tier: Tier;
  variant: string;
  expanded?: boolean;
}

function setup({ role, tier, variant, expanded = true }: Setup) {
  const { calls } = mockFetch([
    { path: '/api/me/experiments', body: { sidebar_upgrade_prompt: variant } },
    {
      path: '/api/orgs/1/subscription',
      body: { tier, rank: 1, competitorCap: 15, monthlyPriceCents: 2900 },
    },
    {
      path: '/api/orgs/1/quotas',
      body: [
        {
          feature: 'DIVED_ASINS',
          used: 240,
          limit: 300,
          remaining: 60,
          belowThreshold: false,
          nextRefreshDate: '2026-12-01',
        },
      ],
    },
  ]);
  renderInRouter(
    <SidebarUpgradePrompt organization={{ id: 1, name: 'Acme', role }} expanded={expanded} />,
  );
  return calls;
}

const settled = (calls: { path: string }[]) =>
  waitFor(() => {
    expect(calls.some((c) => c.path === '/api/me/experiments')).toBe(true);
    expect(calls.some((c) => c.path === '/api/orgs/1/subscription')).toBe(true);
  });

describe('SidebarUpgradePrompt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('quota_upgrade_modal: a prompt whose Upgrade button opens the upgrade modal, no bar', async () => {
    setup({ role: 'billingMember', tier: 'starter', variant: 'quota_upgrade_modal' });
    const prompt = await screen.findByRole('region', { name: 'Upgrade prompt' });
    expect(prompt.textContent).toContain('Starter plan');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog.querySelector('a[href="/subscription/overview"]')?.textContent).toBe('See plans');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('quota_upgrade_modal_progress_bar: the prompt also shows this month’s Dive ASINs, the bar named as its text reads', async () => {
    setup({ role: 'owner', tier: 'standard', variant: 'quota_upgrade_modal_progress_bar' });
    const bar = await screen.findByRole('progressbar', {
      name: '240 of 300 Dive ASINs used this month',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByText('240 of 300 Dive ASINs used this month')).toBeTruthy();
  });

  it('collapsed sidebar: a labelled Upgrade button, with the bar in the progress-bar variant', async () => {
    setup({
      role: 'billingMember',
      tier: 'starter',
      variant: 'quota_upgrade_modal_progress_bar',
      expanded: false,
    });
    expect((await screen.findByRole('button', { name: 'Upgrade' })).textContent).toBe('Upgrade');
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });

  it.each<[string, Setup]>([
    ['the control group', { role: 'billingMember', tier: 'starter', variant: 'control' }],
    ['enterprise', { role: 'billingMember', tier: 'enterprise', variant: 'quota_upgrade_modal' }],
    ['a team manager', { role: 'teamManager', tier: 'starter', variant: 'quota_upgrade_modal' }],
    ['a plain member', { role: 'member', tier: 'starter', variant: 'quota_upgrade_modal' }],
  ])('is not shown to %s', async (_, options) => {
    const calls = setup(options);
    await settled(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Upgrade prompt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
