import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../components/DataGrid/grid-test-setup';
import { niche, pipelineBodies, pipelineServer, renderPipeline } from '../test/pipeline-fixtures';
import { PipelineWorkspace } from './PipelineWorkspace';

stubElementSizes({ clientHeight: 600, clientWidth: 1200 });
afterEach(() => vi.unstubAllGlobals());

const ICON = 'Niche shared by an external organization Acme Agency';
const shared = niche(2, {
  label: 'Shared niche',
  organizationId: 9,
  canManage: false,
  sharedBy: { id: 9, name: 'Acme Agency' },
});
const agencyPlan = {
  path: '/api/orgs/1/subscription',
  body: {
    tier: 'enterprise',
    rank: 3,
    competitorCap: 50,
    monthlyPriceCents: 24900,
    features: ['AGENCY'],
  },
};
const workspace = () => (
  <PipelineWorkspace orgId={1} onAction={vi.fn()} emptyPipeline={<p>Empty</p>} />
);

describe('niches shared by another organization', () => {
  it('carry the sharing organization’s icon and the Read Only badge; own niches carry none', async () => {
    pipelineServer([niche(1), shared]);
    renderPipeline(workspace());
    const row = (await screen.findByText('Shared niche')).closest('[role="row"]')!;
    expect(within(row as HTMLElement).getByRole('img', { name: ICON })).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Read Only')).toBeTruthy();
    const own = screen.getByText('Niche 1').closest('[role="row"]') as HTMLElement;
    expect(within(own).queryByRole('img', { name: /external organization/ })).toBeNull();
  });

  it('carry no icon for a viewer whose plan has the agency feature', async () => {
    pipelineServer([niche(1), shared], [agencyPlan]);
    renderPipeline(workspace());
    const row = (await screen.findByText('Shared niche')).closest('[role="row"]')!;
    await waitFor(() =>
      expect(within(row as HTMLElement).queryByRole('img', { name: ICON })).toBeNull(),
    );
    expect(within(row as HTMLElement).getByText('Read Only')).toBeTruthy();
  });

  it('have a shared node in the tag tree that scopes the grid by connection tag ids', async () => {
    const { calls } = pipelineServer(
      [niche(1), shared],
      [{ path: '/api/preferences', body: { tagTree: { collapsed: false, expanded: ['org-1'] } } }],
    );
    renderPipeline(workspace());
    expect(await screen.findByRole('treeitem', { name: 'Acme Agency, 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Acme Agency (1)' }));
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({
        tags: { connectionIds: [9], spaceIds: [] },
      }),
    );
    // Ticking the organization ticks every tag under it, the shared node with them.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Demo Organization (3)' }));
    await waitFor(() =>
      expect(pipelineBodies(calls).at(-1)).toMatchObject({
        tags: { connectionIds: [9], spaceIds: [4], labelIds: [7], noSpace: true },
      }),
    );
  });
});
