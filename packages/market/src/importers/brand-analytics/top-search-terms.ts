/**
 * Brand Analytics Top Search Terms: one row per search term with its search frequency rank in
 * the marketplace and its three most clicked products with their click and conversion shares.
 * Two layouts: `#1 Clicked ASIN`, `#1 Click Share` ... (to 2022) and `Top Clicked Product #1: ASIN`
 * ... (since); the period is the `Reporting Date` column or the line above the header.
 */
import type { TabularFormat } from '../core/format';
import type { TopSearchTermRecord } from '../types';
import { periodStart, reportPeriod } from './period';

export const topSearchTerms: TabularFormat = {
  format: 'brand-analytics-top-search-terms',
  label:
    'a Brand Analytics Top Search Terms download (Search Term, Search Frequency Rank, clicked ASINs)',
  detect: (header) => header.has('search term', 'search frequency rank'),
  open(header, above) {
    const period = reportPeriod(above);
    const c = {
      term: header.find('search term'),
      rank: header.find('search frequency rank'),
      date: header.find('reporting date'),
      clicked: [1, 2, 3].map((n) => ({
        asin: header.find(`#${n} clicked asin`, `top clicked product #${n}: asin`),
        click: header.find(`#${n} click share`, `top clicked product #${n}: click share`),
        conversion: header.find(
          `#${n} conversion share`,
          `top clicked product #${n}: conversion share`,
        ),
      })),
    };
    let last: string | null = period.range?.endDate ?? null;
    return {
      marketplace: () => null,
      dataDate: () => last,
      read(cells) {
        const term = cells.text(c.term, { required: true });
        const rank = cells.int(c.rank, { required: true });
        const endDate =
          c.date !== -1 ? cells.date(c.date, { required: true }) : (period.range?.endDate ?? null);
        if (endDate === null && c.date === -1)
          cells.problem(
            null,
            'Neither the row nor the line above the header gives the reporting date.',
          );
        const clicked: TopSearchTermRecord['clicked'] = [];
        for (const col of c.clicked) {
          const asin = cells.asin(col.asin);
          const clickShare = cells.percent(col.click);
          const conversionShare = cells.percent(col.conversion);
          if (asin)
            clicked.push({
              asin,
              clickShare: clickShare ?? 0,
              conversionShare: conversionShare ?? 0,
            });
        }
        if (!cells.ok || endDate === null || term === null || rank === null) return [];
        if (last === null || endDate > last) last = endDate;
        return [
          {
            kind: 'topSearchTerm',
            term,
            startDate: periodStart(period, endDate),
            endDate,
            searchFrequencyRank: rank,
            clicked,
          },
        ];
      },
    };
  },
};
