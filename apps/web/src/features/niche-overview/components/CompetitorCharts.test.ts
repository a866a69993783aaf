import { describe, expect, it } from 'vitest';
import type { OverviewCompetitor } from '@fathom/contract';
import { revenueShareOption } from './CompetitorCharts';

const competitor = (
  i: number,
  brand: string,
  title: string,
  monthlyRevenueCents: number,
): OverviewCompetitor => ({
  asin: `B0000000${String(i).padStart(2, '0')}`,
  title,
  brand,
  isHero: i === 0,
  priceCents: 1999,
  rating: 4.5,
  reviewCount: 100,
  firstListedDate: '2024-01-01',
  daysListed: 700,
  monthlyRevenueCents,
  revenueShare: 0,
});

interface Slice {
  name: string;
  value: number;
}
type Tooltip = (p: unknown) => HTMLElement;

describe('revenueShareOption', () => {
  const competitors = [
    competitor(
      0,
      'Zulay',
      'Zulay Premium Garlic Press Stainless Steel Mincer and Crusher',
      26_033_499,
    ),
    competitor(1, 'Zulay', 'Zulay Garlic Rocker', 9_000_000),
    competitor(2, 'OXO', 'OXO Good Grips Soft-Handled Garlic Press', 12_000_000),
    ...Array.from({ length: 10 }, (_, i) =>
      competitor(3 + i, `Brand ${i}`, `Brand ${i} press`, 1_000_000 - i * 10_000),
    ),
  ];
  const option = revenueShareOption(competitors, 'com');
  const [pie] = option.series as [{ data: Slice[] }];

  it('names each slice as a seller reads it: by brand, with the title where a brand repeats', () => {
    expect(pie.data.map((s) => s.name)).toEqual([
      'Zulay · Premium Garlic Press…',
      'OXO',
      'Zulay · Garlic Rocker',
      ...Array.from({ length: 7 }, (_, i) => `Brand ${i}`),
      'Others',
    ]);
    expect(pie.data.some((s) => /B0\d{8}/.test(s.name))).toBe(false);
  });

  it('gives each slice its monthly revenue rounded, its share, full title and ASIN', () => {
    const tooltip = (option.tooltip as { formatter: Tooltip }).formatter;
    const [zulay, , , , , , , , , , others] = pie.data;
    const text = (slice: Slice) =>
      [...tooltip({ name: slice.name, value: slice.value, data: slice }).children].map(
        (line) => line.textContent,
      );
    expect(text(zulay!)).toEqual([
      'Zulay · Premium Garlic Press…: $260,335 a month (46%)',
      'Zulay Premium Garlic Press Stainless Steel Mincer and Crusher (B000000000)',
    ]);
    expect(text(others!)).toEqual(['Others: $27,600 a month (5%)', '3 products']);
  });
});
