import {
  NicheSummary,
  Research,
  type NicheSummary as Niche,
  type Research as ResearchRow,
} from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ResearchHistory } from './ResearchHistory';

const niche = (canManage: boolean): Niche =>
  NicheSummary.parse({
    id: 5,
    label: 'Garlic press',
    heroAsin: 'B0YEY4SBXU',
    heroKeyword: 'garlic press',
    marketplace: 'com',
    numCompetitors: 15,
    numKeywords: 1234,
    totalSvOfKeywords: 250000,
    numVisibleKeywords: 800,
    totalSvOfVisibleKeywords: 200000,
    medianPriceCents: 1999,
    medianRating: 4.5,
    medianReviewCount: 1303,
    medianDaysListed: 400,
    medianSales: 900,
    medianRevenueCents: 1799100,
    competitionStrength: 0.4,
    numRelevantKeywords: 300,
    numLaunchKeywords: 40,
    organizationId: 1,
    createdAt: '2026-01-10T12:00:00Z',
    updatedAt: '2026-03-02T12:00:00Z',
    jobCount: 2,
    oldestResearchDate: '2026-01-10T12:00:00Z',
    newestResearchDate: '2026-03-02T12:00:00Z',
    hasSchedule: false,
    canManage,
  });

// Newest first, as the overview sends them.
const researches: ResearchRow[] = [
  Research.parse({
    id: 21,
    label: 'Spring check',
    heroAsin: 'B0YEY4SBXU',
    numCompetitors: 15,
    numKeywords: 1234,
    numMklKeywords: 456,
    createdAt: '2026-03-02T12:00:00Z',
  }),
  Research.parse({
    id: 20,
    label: 'First dive',
    heroAsin: 'B0COMP0002',
    numCompetitors: 10,
    numKeywords: 987,
    numMklKeywords: 12,
    createdAt: '2026-01-10T12:00:00Z',
  }),
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Research history' }))
    .getAllByRole('row')
    .slice(1);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('ResearchHistory', () => {
  it('lists the researches newest first, the first one marked as driving the lists', () => {
    renderWithProviders(<ResearchHistory niche={niche(true)} researches={researches} />);
    expect(screen.getByRole('heading', { name: 'Research history' })).toBeTruthy();
    const [newest, oldest] = bodyRows();
    expect(cells(newest!)).toEqual([
      '',
      '2026-03-02 (drives the lists)',
      'Spring check',
      'B0YEY4SBXU',
      '15',
      '1,234',
      '456',
    ]);
    expect(cells(oldest!)).toEqual([
      '',
      '2026-01-10',
      'First dive',
      'B0COMP0002',
      '10',
      '987',
      '12',
    ]);
    expect(button('Label research First dive of 2026-01-10')).toBeTruthy();
    expect(button('Move selected').disabled).toBe(true);
    expect(button('Delete selected').disabled).toBe(true);
  });

  it('shows a member who may not change the niche the history without any control', () => {
    renderWithProviders(<ResearchHistory niche={niche(false)} researches={researches} />);
    expect(cells(bodyRows()[1]!)).toEqual([
      '2026-01-10',
      'First dive',
      'B0COMP0002',
      '10',
      '987',
      '12',
    ]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('dates a research by its marketplace’s day, as Deep Dive does', () => {
    // 23:00 UTC on 2026-01-10 is already 2026-01-11 in Tokyo, whatever the browser's zone.
    const late = [{ ...researches[1]!, createdAt: '2026-01-10T23:00:00Z' }];
    const tokyo = { ...niche(false), marketplace: 'co.jp' as const };
    renderWithProviders(<ResearchHistory niche={tokyo} researches={late} />);
    expect(cells(bodyRows()[0]!)[0]).toBe('2026-01-11 (drives the lists)');
  });

  it('shows an empty history with nothing to select', () => {
    renderWithProviders(<ResearchHistory niche={niche(true)} researches={[]} />);
    expect(bodyRows()).toEqual([]);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every research' });
    fireEvent.click(all);
    expect(all.checked).toBe(false);
    expect(button('Delete selected').disabled).toBe(true);
  });

  it('deletes the selected research after confirmation, and shows why every one cannot go', async () => {
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/niches/5/researches/delete', body: { ok: true } },
    ]);
    renderWithProviders(<ResearchHistory niche={niche(true)} researches={researches} />);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select research First dive of 2026-01-10' }),
    );
    fireEvent.click(button('Delete selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 research' });
    expect(dialog.textContent).toContain('This research and its keyword lists will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 1 research')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/niches/5/researches/delete', { nicheId: 5, jobIds: [20] }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('Delete selected').disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every research' }));
    fireEvent.click(button('Delete selected'));
    const every = await screen.findByRole('dialog', { name: 'Delete 2 researches' });
    expect(every.textContent).toContain('A niche needs at least one research: keep at least one');
    const refused = within(every).getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(refused.disabled).toBe(true);
    fireEvent.click(refused);
    expect(calls).toHaveLength(1);
  });

  it('labels a research once the label changed, trimmed', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/niches/5/researches/21/label',
        body: { ...researches[0], label: 'Relaunch' },
      },
    ]);
    renderWithProviders(<ResearchHistory niche={niche(true)} researches={researches} />);
    fireEvent.click(button('Label research Spring check of 2026-03-02'));
    const dialog = await screen.findByRole('dialog', { name: 'Label research' });
    const input = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Research label' });
    expect(input.value).toBe('Spring check');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  Relaunch ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Research label saved')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/niches/5/researches/21/label', { researchId: 21, researchLabel: 'Relaunch' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
