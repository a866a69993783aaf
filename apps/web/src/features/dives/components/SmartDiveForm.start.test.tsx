import { DIVE_MESSAGES } from '@fathom/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { DiveSessionProvider } from '../hooks/dive-session';
import { SmartDiveForm } from './SmartDiveForm';

const garlicPress = {
  asin: 'B0YEY4SBXU',
  title: 'Basilpro Premium Stainless Steel Rocker Garlic Press',
  amazonTld: 'com',
  landingImageUrl: '/api/products/com/B0YEY4SBXU/image.svg',
  brand: 'Basilpro',
  priceCents: 1999,
  currency: 'USD',
  rating: 4.5,
  reviewCount: 1303,
};

function quotaRoute(used: number, limit: number): MockRoute {
  const remaining = limit - used;
  return {
    path: '/api/orgs/1/quotas',
    body: [
      {
        feature: 'DIVED_ASINS',
        used,
        limit,
        remaining,
        belowThreshold: remaining / limit <= 0.1,
        nextRefreshDate: '2026-12-01',
      },
      {
        feature: 'NUMBER_OF_NICHES',
        used: 3,
        limit: null,
        remaining: null,
        belowThreshold: false,
        nextRefreshDate: null,
      },
    ],
  };
}

function routes(used: number, limit: number, extra: MockRoute[] = []) {
  return mockFetch([
    {
      path: '/api/orgs/1/subscription',
      body: { tier: 'enterprise', rank: 3, competitorCap: 50, monthlyPriceCents: 24900 },
    },
    quotaRoute(used, limit),
    { path: '/api/orgs/1/niche-choices', body: { data: [], hasNext: false, currentPage: 1 } },
    { path: '/api/products', body: [garlicPress] },
    ...extra,
  ]);
}

function renderForm() {
  return renderWithProviders(
    <CurrentOrganizationProvider
      organizations={[{ id: 1, name: 'Demo Organization', role: 'owner' }]}
    >
      <DiveSessionProvider>
        <SmartDiveForm origin="niche-dive-modal" defaultCount={15} />
      </DiveSessionProvider>
    </CurrentOrganizationProvider>,
  );
}

const input = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

async function enterHero() {
  fireEvent.change(input('Hero ASIN'), { target: { value: garlicPress.asin } });
  await screen.findByText(garlicPress.title);
}

describe('SmartDiveForm starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('keeps the default of 15 near the limit when more than 15 remain', async () => {
    // 500 of 6,000 left is below the 10% threshold.
    routes(5500, 6000);
    renderForm();
    await waitFor(() => expect(screen.getByText('Almost at your limit')).toBeTruthy());
    expect(input('Competitors').value).toBe('15');
  });

  it('a double click on Create Niche starts one dive, with one key for the submission', async () => {
    const { calls } = routes(0, 6000, [
      { method: 'POST', path: '/api/orgs/1/dives', body: { sndId: 'run-1' } },
    ]);
    renderForm();
    await enterHero();
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create Niche' });
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(window.sessionStorage.getItem('fathom.activeDive')).toBeTruthy());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
  });

  it('a start that lost the last quota says why at once and shows the limit', async () => {
    const mock = routes(1485, 1500, [
      {
        method: 'POST',
        path: '/api/orgs/1/dives',
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: DIVE_MESSAGES.divedAsinsLimit },
      },
    ]);
    renderForm();
    await enterHero();
    // Another dive took the rest of the quota meanwhile.
    mock.routes.push(quotaRoute(1500, 1500));
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create Niche' });
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    expect((await screen.findAllByText(DIVE_MESSAGES.divedAsinsLimit)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByLabelText('Hero ASIN')).toBeNull());
    expect(window.sessionStorage.getItem('fathom.activeDive')).toBeNull();
  });
});
