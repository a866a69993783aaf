import { MANUAL_MODE_INFO } from '@fathom/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { quotaUsage } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { DiveSessionProvider } from '../hooks/dive-session';
import { SmartDiveForm } from './SmartDiveForm';

describe('SmartDiveForm in manual mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the info panel saying the extension suggests up to 80 competitors', async () => {
    mockFetch([
      {
        path: '/api/orgs/1/subscription',
        body: { tier: 'standard', rank: 2, competitorCap: 30, monthlyPriceCents: 9900 },
      },
      {
        path: '/api/orgs/1/quotas',
        body: [quotaUsage('DIVED_ASINS', 10, 1500), quotaUsage('NUMBER_OF_NICHES', 1, 150)],
      },
      { path: '/api/orgs/1/niche-choices', body: { data: [], hasNext: false, currentPage: 1 } },
    ]);
    renderWithProviders(
      <CurrentOrganizationProvider organizations={[{ id: 1, name: 'Acme', role: 'owner' }]}>
        <DiveSessionProvider>
          <SmartDiveForm origin="niche-dive-modal" defaultCount={15} />
        </DiveSessionProvider>
      </CurrentOrganizationProvider>,
    );
    await screen.findByText(/Dive ASINs used this month/);
    expect(screen.queryByRole('note', { name: 'Manual mode' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Manual' }));
    const panel = await screen.findByRole('note', { name: 'Manual mode' });
    expect(panel.textContent).toContain(MANUAL_MODE_INFO);
    expect(panel.textContent).toContain('up to 80 best competitors');

    fireEvent.click(screen.getByRole('radio', { name: 'Automatic' }));
    expect(screen.queryByRole('note', { name: 'Manual mode' })).toBeNull();
  });
});
