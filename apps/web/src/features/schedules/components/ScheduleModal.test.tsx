import type { NicheSummary, Schedule } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { competitor, nicheSummary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CurrentOrganizationProvider } from '../../../entities/organization/use-current-organization';
import { ScheduleModal } from './ScheduleModal';

const saved: Schedule = {
  nicheId: 7,
  interval: 'Weekly',
  dayOfWeek: 3,
  dayOfMonth: null,
  type: 'NicheDive',
  heroAsin: 'B0YEY4SBXU',
  numberOfCompetitors: 15,
  lockedAsins: [],
  excludedAsins: [],
  nextRunDate: '2026-02-11',
  lastRun: { date: '2026-02-04', status: 'failed', errorMessage: 'Out of Dive ASINs' },
};

function routes(
  schedule: Schedule | null,
  remaining = 5000,
  competitors = [competitor('B0YEY4SBXU', 0), competitor('B0COMP0002', 1)],
) {
  return mockFetch([
    { path: '/api/niches/7/schedule', body: schedule },
    { method: 'PUT', path: '/api/niches/7/schedule', body: schedule ?? saved },
    { path: '/api/niches/7/exclusions', body: [] },
    { path: '/api/niches/7/competitors', body: competitors },
    {
      path: '/api/orgs/1/subscription',
      body: { tier: 'standard', rank: 2, competitorCap: 30, monthlyPriceCents: 9900 },
    },
    {
      path: '/api/orgs/1/quotas',
      body: [
        {
          feature: 'DIVED_ASINS',
          used: 6000 - remaining,
          limit: 6000,
          remaining,
          belowThreshold: false,
          nextRefreshDate: '2026-03-01',
        },
        {
          feature: 'NUMBER_OF_NICHES',
          used: 1,
          limit: null,
          remaining: null,
          belowThreshold: false,
          nextRefreshDate: null,
        },
      ],
    },
  ]);
}

function renderModal(props: Partial<NicheSummary> = {}) {
  return renderWithProviders(
    <CurrentOrganizationProvider
      organizations={[{ id: 1, name: 'Demo Organization', role: 'owner' }]}
    >
      <ScheduleModal niche={nicheSummary(props)} opened onClose={() => undefined} />
    </CurrentOrganizationProvider>,
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Schedule AutoDive modal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 2026-02-10 in the US marketplace.
    vi.setSystemTime(new Date('2026-02-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next dive date in the footer, following the chosen day', async () => {
    routes(null);
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Schedule AutoDive' })).toBeTruthy();
    expect((await screen.findByTestId('schedule-next-date')).textContent).toBe('2026-02-16');
    expect(screen.getByTestId('schedule-summary').textContent).toContain('every week on Monday');

    fireEvent.click(screen.getByText('Monthly'));
    expect(screen.getByTestId('schedule-next-date').textContent).toBe('choose a day');
    fireEvent.click(button('Schedule'));
    expect(
      await screen.findByText('Please select a day of the month from the dropdown'),
    ).toBeTruthy();
    expect(screen.getByText('Hero ASIN is required')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel AutoDive' })).toBeNull();
  });

  it('edits the saved schedule: Apply stays disabled until something changes', async () => {
    routes(saved);
    renderModal({ hasSchedule: true });
    await screen.findByRole('dialog', { name: 'Edit Scheduled AutoDive' });
    expect(screen.getByTestId('schedule-status').textContent).toContain('2026-02-11');
    expect(screen.getByText('Out of Dive ASINs')).toBeTruthy();
    expect(screen.getByTestId('schedule-next-date').textContent).toBe('2026-02-11');
    await waitFor(() => expect(button('Apply').disabled).toBe(true));
    expect(button('Cancel AutoDive')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Dive every' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Friday' }));
    expect(screen.getByTestId('schedule-next-date').textContent).toBe('2026-02-13');
    await waitFor(() => expect(button('Apply').disabled).toBe(false));
  });

  it('is disabled past the quota, for a niche of fewer than 2 competitors, and without permission', async () => {
    routes(null, 10);
    const { unmount } = renderModal();
    await screen.findByRole('button', { name: 'Schedule' });
    await waitFor(() => expect(button('Schedule').disabled).toBe(true));
    unmount();

    routes(null);
    const few = renderModal({ numCompetitors: 1 });
    await screen.findByRole('button', { name: 'Schedule' });
    expect(button('Schedule').disabled).toBe(true);
    fireEvent.mouseEnter(button('Schedule').parentElement!);
    expect(
      await screen.findByText('Scheduling needs a niche with at least 2 competitors'),
    ).toBeTruthy();
    few.unmount();

    routes(null);
    renderModal({ canManage: false });
    await screen.findByRole('button', { name: 'Schedule' });
    expect(button('Schedule').disabled).toBe(true);
  });

  it('a new Niche-type schedule shows the niche’s locked competitors and counts their places', async () => {
    // 16 competitors locked in the niche: with the hero they take 17 places.
    const locked = Array.from({ length: 16 }, (_, i) =>
      competitor(`B0LOCK${String(i + 1).padStart(4, '0')}`, i + 1, { locked: true }),
    );
    const { calls } = routes(null, 5000, [
      competitor('B0YEY4SBXU', 0, { locked: true }),
      ...locked,
      competitor('B0COMP0099', 17),
    ]);
    renderModal({ numCompetitors: 18 });
    // The form replaces the loading dialog once the schedule and the niche's competitors arrive.
    await screen.findByLabelText('16 locked');
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule AutoDive' }));
    expect(
      dialog.getByText('Each AutoDive keeps the competitors locked in the niche.'),
    ).toBeTruthy();

    fireEvent.click(dialog.getByRole('combobox', { name: 'Hero Asin' }));
    fireEvent.click(await screen.findByRole('option', { name: /Garlic press 0.*B0YEY4SBXU/ }));
    await dialog.findByRole('combobox', { name: 'Hero Asin', description: 'Garlic press 0' });
    const count = dialog.getByRole<HTMLInputElement>('combobox', { name: 'Competitors' });
    await waitFor(() => expect(count.value).toBe('17'));
    expect(screen.getByTestId('schedule-summary').textContent).toContain(
      'Niche Dive of 17 best competitors',
    );

    // The niche's locks are kept by every run: the schedule cannot unlock them.
    fireEvent.click(dialog.getByRole('button', { name: 'Lock competitors' }));
    const lock = within(await screen.findByRole('dialog', { name: 'Lock competitors' }));
    const box = (name: string) => lock.getByRole<HTMLInputElement>('checkbox', { name });
    expect(box('B0LOCK0001 Garlic press 1').checked).toBe(true);
    expect(box('B0LOCK0001 Garlic press 1').disabled).toBe(true);
    expect(lock.getAllByText('Locked in niche')).toHaveLength(16);
    fireEvent.click(box('B0COMP0099 Garlic press 17'));
    fireEvent.click(lock.getByRole('button', { name: 'Confirm' }));
    await dialog.findByLabelText('17 locked');
    await waitFor(() => expect(count.value).toBe('18'));

    fireEvent.click(button('Schedule'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      type: 'NicheDive',
      heroAsin: 'B0YEY4SBXU',
      numberOfCompetitors: 18,
      lockedAsins: ['B0COMP0099', ...locked.map((c) => c.asin)],
    });
  });
});
