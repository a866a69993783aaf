import { emptySqpData } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { heatmapTerm, twoDayHeatmap } from '../test/heatmap-fixtures';
import { AlertsView } from './AlertsView';

const rules = {
  rules: [
    {
      id: 7,
      kind: 'leaves_top',
      threshold: 10,
      direction: 'either',
      keywordIds: null,
      email: true,
      createdAt: '2026-11-01T00:00:00Z',
    },
  ],
};
const alerts = {
  alerts: [
    {
      id: 3,
      ruleId: 7,
      rule: 'Leaves the top 10',
      keywordId: 11,
      keyword: 'garlic press',
      day: '2026-11-25',
      previousRank: 8,
      rank: null,
      read: false,
    },
    {
      id: 2,
      ruleId: 7,
      rule: 'Leaves the top 10',
      keywordId: 12,
      keyword: 'garlic mincer',
      day: '2026-11-24',
      previousRank: 4,
      rank: 15,
      read: true,
    },
  ],
  total: 2,
  unread: 1,
  pageSize: 20,
};

describe('Rank Radar alerts', () => {
  it('lists rules and alerts, adds a rule and marks alerts read for a manager', async () => {
    const { calls } = mockFetch([
      { path: '/api/orgs/1/krt/2/alert-rules', body: rules },
      { path: '/api/orgs/1/krt/2/alerts', body: alerts },
      { method: 'POST', path: '/api/orgs/1/krt/2/alert-rules', body: rules.rules[0] },
      { method: 'POST', path: '/api/orgs/1/krt/2/alerts/read', body: { unread: 0 } },
    ]);
    renderWithProviders(<AlertsView orgId={1} krtId={2} canManage />);
    expect(await screen.findByRole('heading', { name: 'Alerts (1 unread)' })).toBeTruthy();
    expect(screen.getByText('All active search terms')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Alerts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('garlic press');
    expect(rows[1]!.textContent).toContain('#8 → not ranked');
    expect(rows[1]!.textContent).toContain('New');
    expect(rows[2]!.textContent).toContain('#4 → #15');
    expect(rows[2]!.textContent).not.toContain('New');
    expect(screen.getByRole('button', { name: 'Delete rule Leaves the top 10' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail me a daily digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path.endsWith('/alert-rules'))?.body,
      ).toEqual({
        kind: 'leaves_top',
        threshold: 10,
        direction: 'either',
        keywordIds: null,
        email: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/alerts/read'))).toBe(true),
    );
  });

  it('adds a rule on the search terms chosen, read from the heatmap when the list opens', async () => {
    const heatmap = twoDayHeatmap(
      [heatmapTerm(12, 'garlic mincer', 80), heatmapTerm(11, 'garlic press', 90)],
      emptySqpData('COMPLETED'),
    );
    const { calls } = mockFetch([
      { path: '/api/orgs/1/krt/2/alert-rules', body: { rules: [] } },
      { path: '/api/orgs/1/krt/2/alerts', body: { ...alerts, alerts: [], total: 0, unread: 0 } },
      { path: '/api/orgs/1/krt/2/heatmap', body: heatmap },
      { method: 'POST', path: '/api/orgs/1/krt/2/alert-rules', body: rules.rules[0] },
    ]);
    renderWithProviders(<AlertsView orgId={1} krtId={2} canManage />);
    const picker = await screen.findByRole('combobox', { name: 'Search terms' });
    expect(picker.getAttribute('placeholder')).toBe('All active search terms');
    expect(calls.some((c) => c.path.startsWith('/api/orgs/1/krt/2/heatmap'))).toBe(false);
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'garlic press' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path.endsWith('/alert-rules'))?.body,
      ).toMatchObject({ kind: 'leaves_top', keywordIds: [11] }),
    );
  });

  it('shows a member who may not change the tracker no rule controls', async () => {
    mockFetch([
      { path: '/api/orgs/1/krt/2/alert-rules', body: rules },
      { path: '/api/orgs/1/krt/2/alerts', body: { ...alerts, alerts: [], total: 0, unread: 0 } },
    ]);
    renderWithProviders(<AlertsView orgId={1} krtId={2} canManage={false} />);
    expect(await screen.findByText('Leaves the top 10')).toBeTruthy();
    expect(await screen.findByText(/No alerts yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete rule/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
