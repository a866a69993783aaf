import type { Role } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/fetch-mock';
import { renderInRouter, renderWithProviders } from '../../../test/render';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { DiveSessionProvider } from '../hooks/dive-session';
import { SmartDiveForm } from './SmartDiveForm';

const iceCubeTray = {
  asin: 'B0HVU9AVMZ',
  title: 'Groel Large Ice Cube Tray for Freezer, Gray',
  amazonTld: 'de',
  landingImageUrl: '/api/products/de/B0HVU9AVMZ/image.svg',
  brand: 'Groel',
  priceCents: 1999,
  currency: 'EUR',
  rating: 4.5,
  reviewCount: 11303,
};

function quotas(dived: { used: number; limit: number | null }) {
  const remaining = dived.limit === null ? null : dived.limit - dived.used;
  return [
    {
      feature: 'DIVED_ASINS',
      ...dived,
      remaining,
      belowThreshold: dived.limit !== null && remaining! / dived.limit <= 0.1,
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
  ];
}

function routes(dived: { used: number; limit: number | null }, extra: MockRoute[] = []) {
  return mockFetch([
    {
      path: '/api/orgs/1/subscription',
      body: { tier: 'enterprise', rank: 3, competitorCap: 50, monthlyPriceCents: 24900 },
    },
    { path: '/api/orgs/1/quotas', body: quotas(dived) },
    { path: '/api/orgs/1/niche-choices', body: { data: [], hasNext: false, currentPage: 1 } },
    { path: '/api/products', body: [] },
    ...extra,
  ]);
}

function renderForm(role: Role = 'owner', defaultCount = 15) {
  return renderWithProviders(
    <CurrentOrganizationProvider organizations={[{ id: 1, name: 'Demo Organization', role }]}>
      <DiveSessionProvider>
        <SmartDiveForm origin="niche-dive-modal" defaultCount={defaultCount} />
      </DiveSessionProvider>
    </CurrentOrganizationProvider>,
  );
}

const input = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('SmartDiveForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the marketplace of a pasted product link and previews the product', async () => {
    const { calls } = routes({ used: 120, limit: 6000 }, [
      { path: '/api/products', body: [iceCubeTray] },
    ]);
    renderForm();
    expect(input('Marketplace').value).toBe('United States (amazon.com)');

    fireEvent.change(input('Hero ASIN'), {
      target: { value: 'https://www.amazon.de/Ice-Cube-Tray/dp/B0HVU9AVMZ?ref=sr_1' },
    });

    await waitFor(() => expect(input('Marketplace').value).toBe('Germany (amazon.de)'));
    expect(await screen.findByText(iceCubeTray.title)).toBeTruthy();
    expect(
      calls.some((call) => call.path === '/api/products?marketplace=de&asins=B0HVU9AVMZ'),
    ).toBe(true);
    expect(screen.getByText('120 of 6,000 Dive ASINs used this month')).toBeTruthy();
  });

  it('names an unsupported marketplace and an unknown ASIN inline', async () => {
    routes({ used: 0, limit: 6000 });
    renderForm();

    fireEvent.change(input('Hero ASIN'), {
      target: { value: 'https://www.amazon.com.br/dp/B0ABCDEFGH' },
    });
    expect(await screen.findByText('Unsupported Amazon marketplace com.br')).toBeTruthy();

    fireEvent.change(input('Hero ASIN'), { target: { value: 'B0ZZZZZZZZ' } });
    expect(
      await screen.findByText(
        'ASIN not found, make sure that the ASIN exists in the selected marketplace',
      ),
    ).toBeTruthy();
  });

  it('says a text that is not an ASIN is not one, without looking it up', async () => {
    const { calls } = routes({ used: 0, limit: 6000 });
    renderForm();
    fireEvent.change(input('Hero ASIN'), { target: { value: 'hello' } });
    expect(
      await screen.findByText(
        'This is not an ASIN. An ASIN is 10 letters and digits; enter one or an Amazon product link.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/ASIN not found/)).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/products'))).toBe(false);
  });

  it('offers the niche that already has the hero ASIN before a second one is made', async () => {
    const niche = {
      id: 42,
      label: 'ice cube tray',
      heroAsin: iceCubeTray.asin,
      marketplace: 'de',
      canManage: true,
    };
    const fetchRoutes = mockFetch([
      {
        path: '/api/orgs/1/subscription',
        body: { tier: 'enterprise', rank: 3, competitorCap: 50, monthlyPriceCents: 24900 },
      },
      { path: '/api/orgs/1/quotas', body: quotas({ used: 0, limit: 6000 }) },
      {
        path: '/api/orgs/1/niche-choices',
        body: { data: [niche], hasNext: false, currentPage: 1 },
      },
      { path: '/api/products', body: [iceCubeTray] },
    ]);
    renderInRouter(
      <CurrentOrganizationProvider
        organizations={[{ id: 1, name: 'Demo Organization', role: 'owner' }]}
      >
        <DiveSessionProvider>
          <SmartDiveForm origin="niche-dive-modal" defaultCount={15} />
        </DiveSessionProvider>
      </CurrentOrganizationProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Hero ASIN', { selector: 'input' }), {
      target: { value: 'https://www.amazon.de/dp/B0HVU9AVMZ' },
    });
    const notice = await screen.findByRole('alert', {
      name: /You already have a niche with this hero ASIN/,
    });
    expect(notice.textContent).toContain(
      'ice cube tray has this hero ASIN in this marketplace. Create Niche makes a second niche and uses 15 dived ASINs.',
    );
    expect(
      within(notice).getByRole('link', { name: 'Open ice cube tray' }).getAttribute('href'),
    ).toBe('/niche/42/niche-analysis/mkl');
    expect(
      within(notice).getByRole('link', { name: 'Dive Again ice cube tray' }).getAttribute('href'),
    ).toBe('/niche/42/niche-analysis/mkl?showDiveAgainPopup=true');
    expect(fetchRoutes.calls.some((call) => call.method === 'POST')).toBe(false);
    const asked = fetchRoutes.calls.filter((call) => call.path.includes('/niche-choices'));
    expect(
      asked.map((call) => new URL(call.path, 'http://localhost').searchParams.toString()),
    ).toEqual(['heroAsin=B0HVU9AVMZ&marketplace=de']);
  });

  it('asks for a hero only on submit', async () => {
    const { calls } = routes({ used: 0, limit: 6000 });
    renderForm();
    expect(
      screen.queryByText('Enter an ASIN or an Amazon product link to create a niche'),
    ).toBeNull();
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create Niche' });
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    expect(
      await screen.findByText('Enter an ASIN or an Amazon product link to create a niche'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers what a below-threshold quota still allows and starts at the remaining count', async () => {
    routes({ used: 5993, limit: 6000 });
    renderForm();

    await waitFor(() => expect(input('Competitors').value).toBe('7'));
    fireEvent.click(input('Competitors'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '7']);
    expect(screen.getByText('Almost at your limit')).toBeTruthy();
  });

  it('hides the form when the dived ASINs are used up, with the upgrade for billing members', async () => {
    routes({ used: 300, limit: 300 });
    renderForm('owner');
    expect(
      await screen.findByText(
        "It is not possible to create new Niche at the moment because you've reached your Dive ASINs limit.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Hero ASIN')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade subscription' })).toBeTruthy();
  });

  it('an organization without a plan is told to subscribe instead of seeing the form', async () => {
    routes({ used: 0, limit: 0 }, [{ path: '/api/orgs/1/subscription', body: null }]);
    renderForm('owner');
    expect(
      await screen.findByText(
        'This organization has no subscription. Subscribe to a plan to start diving.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Hero ASIN')).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/subscription/overview',
    );
  });

  it('a member of an organization without a plan is sent to the billing manager', async () => {
    routes({ used: 0, limit: 0 }, [{ path: '/api/orgs/1/subscription', body: null }]);
    renderForm('member');
    expect(
      await screen.findByText('To subscribe, please request it from the billing manager.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });

  it('sends other members to the billing manager', async () => {
    routes({ used: 300, limit: 300 });
    renderForm('member');
    expect(
      await screen.findByText(
        'To get more Dive ASINs, please request them from the billing manager.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade subscription' })).toBeNull();
  });

  it('reports a quota that fails to load and keeps Create Niche off', async () => {
    routes({ used: 0, limit: 6000 }, [
      { path: '/api/orgs/1/quotas', status: 500, body: { message: 'Boom' } },
    ]);
    renderForm();
    expect(
      await screen.findByText('Failed to load user quota, please try to refresh the page!'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Niche' }).disabled).toBe(
      true,
    );
  });

  it('starts a chained dive and keeps it for a reload', async () => {
    const { calls } = routes({ used: 0, limit: 6000 }, [
      { path: '/api/products', body: [iceCubeTray] },
      {
        method: 'POST',
        path: '/api/orgs/1/dives',
        body: { sndId: '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11' },
      },
    ]);
    renderForm();
    fireEvent.change(input('Hero ASIN'), {
      target: { value: 'https://www.amazon.de/dp/B0HVU9AVMZ' },
    });
    await screen.findByText(iceCubeTray.title);
    fireEvent.click(screen.getByRole('button', { name: 'Create Niche' }));

    await waitFor(() => expect(window.sessionStorage.getItem('fathom.activeDive')).toBeTruthy());
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      asin: 'B0HVU9AVMZ',
      marketplace: 'de',
      competitorsCount: 15,
      origin: 'niche-dive-modal',
      shouldCreateRankRadar: false,
      triggerDive: { numberOfCompetitors: 15, diveOrigin: 'niche-dive-modal' },
    });
    expect(body.progressBarId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const stored = JSON.parse(window.sessionStorage.getItem('fathom.activeDive')!) as unknown;
    expect(stored).toEqual({
      orgId: 1,
      sndId: '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11',
      progressBarIds: {
        discovery: body.progressBarId,
        dive: (body.triggerDive as { progressBarId: string }).progressBarId,
      },
    });
    window.sessionStorage.clear();
  });

  it("toasts the server's message when the start fails", async () => {
    routes({ used: 0, limit: 6000 }, [
      { path: '/api/products', body: [iceCubeTray] },
      {
        method: 'POST',
        path: '/api/orgs/1/dives',
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Your plan allows at most 15 competitors in a dive',
        },
      },
    ]);
    renderForm();
    fireEvent.change(input('Hero ASIN'), { target: { value: 'B0HVU9AVMZ' } });
    await screen.findByText(iceCubeTray.title);
    fireEvent.click(screen.getByRole('button', { name: 'Create Niche' }));
    expect(
      await screen.findByText('Your plan allows at most 15 competitors in a dive'),
    ).toBeTruthy();
    expect(window.sessionStorage.getItem('fathom.activeDive')).toBeNull();
  });

  it('hands a manual dive to the extension when it answers the ping', async () => {
    routes({ used: 0, limit: 6000 }, [{ path: '/api/products', body: [iceCubeTray] }]);
    const received: unknown[] = [];
    const extension = (event: MessageEvent) => {
      const data = event.data as { type?: string };
      received.push(data);
      // As the extension's content script answers: a message from this window.
      if (data.type === 'fathom-extension-ping')
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'fathom-extension-pong' }, source: window }),
        );
    };
    window.addEventListener('message', extension);
    try {
      renderForm();
      fireEvent.click(screen.getByText('Manual'));
      fireEvent.change(input('Hero ASIN'), {
        target: { value: 'https://www.amazon.de/dp/B0HVU9AVMZ' },
      });
      await screen.findByText(iceCubeTray.title);
      const create = await screen.findByRole('button', { name: 'Create Niche' });
      await waitFor(() => expect(create).toHaveProperty('disabled', false));
      fireEvent.click(create);
      await waitFor(() =>
        expect(received).toContainEqual({
          type: 'fathom-initiate-smart-niche-definition',
          payload: { marketplace: 'de', asin: 'B0HVU9AVMZ', competitorsCount: 15 },
        }),
      );
    } finally {
      window.removeEventListener('message', extension);
    }
  });

  it('offers the extension store when the extension does not answer', async () => {
    routes({ used: 0, limit: 6000 });
    renderForm();
    fireEvent.click(screen.getByText('Manual'));
    expect(
      await screen.findByText('Please install the Fathom Chrome Extension to use this feature.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Install extension' }).getAttribute('href')).toBe(
      'https://chromewebstore.google.com/search/Fathom',
    );
  });
});
