import { describe, expect, it } from 'vitest';
import type { SqpWeek } from '@fathom/contract';
import { querySums, sqpDataOf, termStatus } from './sqp.metrics';
import type { StoredSqpRow } from './sqp.repository';
import { coverageWeeks } from './sqp.service';

const row = (over: Partial<StoredSqpRow>): StoredSqpRow => ({
  searchQuery: 'linen shirt',
  asin: 'B0CHILD001',
  endDate: '2026-02-07',
  searchQueryScore: 3,
  searchQueryVolume: 1000,
  daysWithData: 5,
  impressionsTotal: 20000,
  impressionsAsin: 500,
  clicksTotal: 800,
  clicksAsin: 40,
  cartAddsTotal: 200,
  cartAddsAsin: 10,
  purchasesTotal: 100,
  purchasesAsin: 4,
  ...over,
});

/** The sqpData of one query's rows, as a term's. */
const sqpData = (rows: StoredSqpRow[], statuses: SqpWeek['status'][]) =>
  sqpDataOf(rows.length ? [querySums(rows)] : [], statuses);

describe('SQP figures', () => {
  it('counts one search once over its ASINs and adds up its weeks', () => {
    const data = sqpData(
      [
        row({}),
        row({ asin: 'B0CHILD002', searchQueryScore: 1, daysWithData: 7, impressionsAsin: 300 }),
        row({ endDate: '2026-02-14', searchQueryVolume: 600, daysWithData: 2 }),
      ],
      ['COMPLETED', 'COMPLETED'],
    );
    expect(data).toMatchObject({
      searchQueryScore: 1,
      searchQueryVolume: 1600,
      numberOfDaysWithData: 9,
      impressions: { totalCount: 40000, asinCount: 1300, asinShare: 3.25 },
      clicks: { totalCount: 1600, asinCount: 120, asinShare: 7.5 },
      purchases: { totalCount: 200, asinCount: 12, asinShare: 6 },
      clicksClickRate: 100,
      cartAddsCartAddRate: 25,
      purchasesPurchaseRate: 12.5,
      ctrTotal: 4,
      ctrAsin: 9.23,
      cvrTotal: 12.5,
      cvrAsin: 10,
      sqpStatus: 'COMPLETED',
    });
  });

  it('adds queries together, the days with data of a week counted once', () => {
    const linen = querySums([row({}), row({ endDate: '2026-02-14', daysWithData: 2 })]);
    const cotton = querySums([
      row({ searchQuery: 'cotton shirt', searchQueryScore: 2, daysWithData: 7 }),
    ]);
    expect(sqpDataOf([linen, cotton], ['COMPLETED', 'COMPLETED'])).toMatchObject({
      searchQueryScore: 2,
      searchQueryVolume: 3000,
      numberOfDaysWithData: 9,
      impressions: { totalCount: 60000, asinCount: 1500, asinShare: 2.5 },
      sqpStatus: 'COMPLETED',
    });
  });

  it('names the status of a term without rows from its weeks', () => {
    expect(termStatus(true, ['FAILED'])).toBe('COMPLETED');
    expect(termStatus(false, ['NOT_PUBLISHED', 'COMPLETED'])).toBe('NOT_MENTIONED');
    expect(termStatus(false, ['NOT_PUBLISHED', 'IN_PROGRESS'])).toBe('IN_PROGRESS');
    expect(termStatus(false, ['TOO_OLD', 'FAILED'])).toBe('FAILED');
    expect(termStatus(false, [])).toBe('NOT_PUBLISHED');
    const none = sqpData([], ['COMPLETED']);
    expect(none.sqpStatus).toBe('NOT_MENTIONED');
    expect(none.searchQueryVolume).toBeNull();
    expect(sqpData([row({ impressionsTotal: 0, impressionsAsin: 0 })], []).ctrTotal).toBeNull();
  });
});

describe('SQP coverage', () => {
  const week = (endDate: string, status: SqpWeek['status']) => ({ asin: 'B0A', endDate, status });

  it('gives each week its least advanced status over the ASINs', () => {
    expect(
      coverageWeeks([
        week('2026-02-07', 'COMPLETED'),
        { ...week('2026-02-07', 'FAILED'), asin: 'B0B' },
        week('2026-02-14', 'NOT_PUBLISHED'),
      ]),
    ).toEqual([
      { startDate: '2026-02-01', endDate: '2026-02-07', status: 'FAILED' },
      { startDate: '2026-02-08', endDate: '2026-02-14', status: 'NOT_PUBLISHED' },
    ]);
  });
});
