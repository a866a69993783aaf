import { TRACKER_MESSAGES, type NicheTracking, type TrackerPoint } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NicheTrackerPanel } from './NicheTrackerPanel';

const PATH = '/api/niches/5/niche-tracking';

const point = (dateStart: string, dateEnd: string, patch: Partial<TrackerPoint> = {}) => ({
  dateStart,
  dateEnd,
  days: 1,
  filled: false,
  totalSearchVolume: 120500,
  visibleSearchVolume: 98000,
  competitors: 15,
  medianPriceCents: 1999,
  medianRating: 4.4,
  medianReviews: 2300,
  medianSales: 640,
  medianRevenueCents: 1279360,
  competitionStrength: 0.62,
  heroAverageRank: 7.25,
  ...patch,
});

const tracking = (points: TrackerPoint[], granularity: 'day' | 'week' = 'day'): NicheTracking => ({
  nicheId: 5,
  marketplace: 'com',
  currency: 'USD',
  timezone: 'America/Los_Angeles',
  granularity,
  weekEndsAt: 6,
  dateStart: '2025-12-11',
  dateEnd: '2026-03-10',
  points,
});

const days = [
  point('2026-03-08', '2026-03-08'),
  point('2026-03-09', '2026-03-09', { filled: true, totalSearchVolume: 121000 }),
  point('2026-03-10', '2026-03-10', { totalSearchVolume: null, medianPriceCents: 2149.5 }),
];

const asked = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.path.startsWith(PATH))
    .map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])));
const rows = () => screen.getAllByTestId('tracker-row').map((r) => r.textContent);
const dateInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('NicheTrackerPanel', () => {
  beforeEach(() => {
    // 13:00 of 10 March 2026 in amazon.com's time (Pacific daylight time since 8 March, UTC-07:00).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z'));
  });

  it('asks for the last 90 days by day in the marketplace time and lists them newest first', async () => {
    const { calls } = mockFetch([{ path: PATH, body: tracking(days) }]);
    renderWithProviders(<NicheTrackerPanel nicheId={5} marketplace="com" />);
    expect(dateInput('Start date').value).toBe('2025-12-11');
    expect(dateInput('End date').value).toBe('2026-03-10');
    const table = await screen.findByRole('table', { name: 'Total search volume by period' });
    expect(asked(calls)).toEqual([
      {
        // 2025-12-11 starts at 08:00 UTC (UTC-08:00), 2026-03-10 at 07:00 UTC (UTC-07:00).
        dateStart: '1765440000',
        dateEnd: '1773126000',
        granularity: 'day',
        weekEndsAt: '6',
        timezone: 'America/Los_Angeles',
      },
    ]);
    expect(rows()).toEqual(['2026-03-10–1', '2026-03-09121,0001Filled', '2026-03-08120,5001']);
    expect(within(table).getAllByText('Filled')).toHaveLength(1);
    expect(
      await screen.findByRole('img', {
        name: /^Total search volume from 2026-03-08 to 2026-03-10;/,
      }),
    ).toBeTruthy();
  });

  it('switches the metric without asking again, and asks again by week', async () => {
    const { calls, routes } = mockFetch([{ path: PATH, body: tracking(days) }]);
    renderWithProviders(<NicheTrackerPanel nicheId={5} marketplace="com" />);
    await screen.findByRole('table', { name: 'Total search volume by period' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Metric' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Median price' }));
    const table = await screen.findByRole('table', { name: 'Median price by period' });
    expect(within(table).getByRole('columnheader', { name: 'Median price' })).toBeTruthy();
    expect(rows()).toEqual(['2026-03-10$21.501', '2026-03-09$19.991Filled', '2026-03-08$19.991']);
    expect(asked(calls)).toHaveLength(1);

    routes.push({
      path: PATH,
      body: tracking(
        [
          point('2026-03-01', '2026-03-07', { days: 7 }),
          point('2026-03-08', '2026-03-10', { days: 3 }),
        ],
        'week',
      ),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() =>
      expect(rows()).toEqual(['2026-03-08 – 2026-03-10$19.993', '2026-03-01 – 2026-03-07$19.997']),
    );
    expect(asked(calls).map((q) => q.granularity)).toEqual(['day', 'week']);
  });

  it('takes dates as yyyy-MM-dd and explains a range it cannot ask for on its field', async () => {
    const { calls } = mockFetch([{ path: PATH, body: tracking(days) }]);
    renderWithProviders(<NicheTrackerPanel nicheId={5} marketplace="com" />);
    await screen.findByRole('table');
    const start = dateInput('Start date');
    expect(start.type).toBe('text');
    expect(start.placeholder).toBe('yyyy-MM-dd');
    // The message the field is described by, when it is marked invalid.
    const errorOf = (input: HTMLInputElement) => {
      if (input.getAttribute('aria-invalid') !== 'true') return null;
      const ids = input.getAttribute('aria-describedby')!.split(' ');
      return ids
        .map((id) => document.getElementById(id)?.textContent)
        .find((t) => t !== 'yyyy-MM-dd');
    };

    fireEvent.change(start, { target: { value: '2026-03-11' } });
    expect(errorOf(dateInput('Start date'))).toBe(TRACKER_MESSAGES.startAfterEnd);
    expect(screen.queryByRole('table')).toBeNull();

    // 1,099 days, one more than three years allow.
    fireEvent.change(dateInput('Start date'), { target: { value: '2023-03-08' } });
    expect(errorOf(dateInput('Start date'))).toBe(TRACKER_MESSAGES.rangeTooLong);

    fireEvent.change(dateInput('End date'), { target: { value: '03/09/2026' } });
    expect(errorOf(dateInput('End date'))).toBe('Enter a date as yyyy-MM-dd');
    expect(errorOf(dateInput('Start date'))).toBeNull();
    expect(asked(calls)).toHaveLength(1);

    // The longest range allowed: 1,098 days.
    fireEvent.change(dateInput('End date'), { target: { value: '2026-03-09' } });
    expect(errorOf(dateInput('Start date'))).toBeNull();
    expect(errorOf(dateInput('End date'))).toBeNull();
    await waitFor(() => expect(asked(calls)).toHaveLength(2));
    expect(asked(calls)[1]).toMatchObject({ dateStart: '1678262400', dateEnd: '1773039600' });
  });

  it('says when the range holds no tracked figures', async () => {
    mockFetch([{ path: PATH, body: tracking([]) }]);
    renderWithProviders(<NicheTrackerPanel nicheId={5} marketplace="com" />);
    expect(await screen.findByText('No tracked figures in this date range')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with the server reason and tries again on request', async () => {
    const { calls, routes } = mockFetch([
      { path: PATH, status: 503, body: { message: 'Tracker is resting' } },
    ]);
    renderWithProviders(<NicheTrackerPanel nicheId={5} marketplace="com" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the niche tracker');
    expect(alert.textContent).toContain('Tracker is resting');

    routes.push({ path: PATH, body: tracking(days) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked(calls)).toHaveLength(2);
  });
});
