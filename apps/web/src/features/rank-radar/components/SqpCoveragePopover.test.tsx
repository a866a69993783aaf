import type { SqpCoverage, SqpWeek } from '@fathom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { coverageButtonLabel, coverageHidden } from '../lib/sqp';
import { SqpCoveragePopover } from './SqpCoveragePopover';

const w = (endDate: string, startDate: string, status: SqpWeek['status']): SqpWeek => ({
  startDate,
  endDate,
  status,
});
const done = w('2026-02-07', '2026-02-01', 'COMPLETED');
const waiting = w('2026-02-21', '2026-02-15', 'NOT_PUBLISHED');

describe('SQP coverage button', () => {
  it('names the overall status with the four labels of the spec', () => {
    expect(coverageButtonLabel('CONNECTION_ERROR')).toBe('Amazon Connection Issue');
    expect(coverageButtonLabel('FAILED')).toBe('Error Loading SQP Reports');
    expect(coverageButtonLabel('IN_PROGRESS')).toBe('Downloading Reports');
    expect(coverageButtonLabel('OK')).toBe('SQP Reports');
  });

  it('hides without coverage, or with no completed week and a quiet status', () => {
    expect(coverageHidden({ status: 'OK', weeks: [] })).toBe(true);
    for (const status of [
      'NO_CONNECTION',
      'CONNECTION_ERROR',
      'RECENT_CONNECTION',
      'TOO_OLD',
    ] as const) {
      expect(coverageHidden({ status, weeks: [waiting] })).toBe(true);
      expect(coverageHidden({ status, weeks: [done, waiting] })).toBe(false);
    }
    expect(coverageHidden({ status: 'IN_PROGRESS', weeks: [waiting] })).toBe(false);
    expect(coverageHidden({ status: 'FAILED', weeks: [waiting] })).toBe(false);
  });
});

describe('SqpCoveragePopover', () => {
  afterEach(() => vi.unstubAllGlobals());
  const coverage = (body: Omit<SqpCoverage, 'marketplaceSupported'>) =>
    mockFetch([
      { path: '/api/orgs/1/krt/5/sqp-coverage', body: { ...body, marketplaceSupported: true } },
    ]);

  it('lists each week with its status label', async () => {
    coverage({ status: 'FAILED', weeks: [done, w('2026-02-14', '2026-02-08', 'FAILED'), waiting] });
    renderWithProviders(<SqpCoveragePopover orgId={1} krtId={5} terms={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Error Loading SQP Reports' }));
    const table = await screen.findByRole('table', { name: 'SQP report coverage' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'WeekStatus',
      '2026-02-01 – 2026-02-07Available',
      "2026-02-08 – 2026-02-14We couldn't load this reportThe report is retried automatically. Contact support if it is still missing after 3 days.",
      '2026-02-15 – 2026-02-21Available Next Wednesday',
    ]);
  });

  it('shows no button when every week is waiting and the connection is missing', async () => {
    const { calls } = coverage({ status: 'NO_CONNECTION', weeks: [waiting] });
    renderWithProviders(<SqpCoveragePopover orgId={1} krtId={5} terms={[]} />);
    await waitFor(() => expect(calls.length).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
