import {
  buildPath,
  type MarketplaceTld,
  type OverviewCompetitor,
  webRoutes,
} from '@fathom/contract';
import { Anchor, Paper, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { formatEstimate, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import { useIsBuilt } from '../../../entities/niches/use-built-pages';

/** Slices of the revenue chart: the largest competitors, the rest as one. */
const REVENUE_SLICES = 10;

interface CompetitorChartsProps {
  nicheId: number;
  marketplace: MarketplaceTld;
  competitors: OverviewCompetitor[];
}

/** A bubble grows with listing age: from 6 px for a new listing to 30 px at ten years. */
function bubble(days: number): number {
  return 6 + Math.min(24, (24 * days) / 3650);
}

/** A title's first words, up to `max` characters, cut at a word with an ellipsis. */
function shortTitle(title: string, max = 28): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * How a seller names a competitor on the chart: by its brand, and by the start of its title (the
 * brand left out) where the chart holds more than one product of that brand.
 */
function sliceNames(competitors: OverviewCompetitor[]): string[] {
  const perBrand = new Map<string, number>();
  for (const c of competitors) perBrand.set(c.brand, (perBrand.get(c.brand) ?? 0) + 1);
  return competitors.map((c) => {
    const brand = c.brand.trim();
    if (brand && perBrand.get(c.brand) === 1) return brand;
    const title = brand && c.title.startsWith(brand) ? c.title.slice(brand.length).trim() : c.title;
    return brand ? `${brand} · ${shortTitle(title)}` : shortTitle(title);
  });
}

interface RevenueSlice {
  name: string;
  value: number;
  /** What the tooltip names: the full title and the ASIN, or how many products "Others" holds. */
  detail: string;
}

/** The revenue share chart: the largest competitors by brand and title, the rest as one slice. */
export function revenueShareOption(
  competitors: OverviewCompetitor[],
  tld: MarketplaceTld,
): ChartOption {
  const sorted = [...competitors].sort((a, b) => b.monthlyRevenueCents - a.monthlyRevenueCents);
  const top = sorted.slice(0, REVENUE_SLICES);
  const others = sorted.slice(REVENUE_SLICES);
  const names = sliceNames(top);
  const slices: RevenueSlice[] = top.map((c, i) => ({
    name: names[i]!,
    value: c.monthlyRevenueCents,
    detail: `${c.title} (${c.asin})`,
  }));
  const rest = others.reduce((sum, c) => sum + c.monthlyRevenueCents, 0);
  if (rest > 0) {
    const count = `${formatNumber(others.length)} ${others.length === 1 ? 'product' : 'products'}`;
    slices.push({ name: 'Others', value: rest, detail: count });
  }
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const tooltip = (p: unknown) => {
    const { name, value, data } = (Array.isArray(p) ? p[0] : p) as {
      name: string;
      value: number;
      data: RevenueSlice;
    };
    const share = total ? formatPercent(value / total) : '—';
    // Elements with text, not HTML: brands and titles come from the marketplace.
    const box = document.createElement('div');
    for (const line of [`${name}: ${formatEstimate(value, tld)} a month (${share})`, data.detail]) {
      const div = document.createElement('div');
      div.textContent = line;
      box.append(div);
    }
    return box;
  };
  return {
    tooltip: { trigger: 'item', formatter: tooltip },
    series: [{ type: 'pie', radius: ['35%', '70%'], data: slices }],
  };
}

/** The competitors as a price × reviews × listing-age scatter and a revenue share chart, and a table. */
export function CompetitorCharts({ nicheId, marketplace, competitors }: CompetitorChartsProps) {
  const isBuilt = useIsBuilt();
  const deepDive = isBuilt(webRoutes.nicheDeepDive);
  const scatter = useMemo<ChartOption>(
    () => ({
      grid: { left: 56, right: 16, top: 16, bottom: 40 },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'value', name: 'Price', nameLocation: 'middle', nameGap: 26, scale: true },
      yAxis: { type: 'value', name: 'Reviews', scale: true },
      series: [
        {
          type: 'scatter',
          name: 'Competitors',
          data: competitors.map((c) => ({
            name: c.asin,
            value: [c.priceCents / 100, c.reviewCount, c.daysListed],
            symbolSize: bubble(c.daysListed),
          })),
        },
      ],
    }),
    [competitors],
  );
  const revenue = useMemo(
    () => revenueShareOption(competitors, marketplace),
    [competitors, marketplace],
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        Competitors
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <div>
          <Text fz="sm" fw={600}>
            Price × reviews (bubble size: days listed)
          </Text>
          <Chart
            option={scatter}
            label="Competitors by price and reviews, sized by days listed"
            height={260}
          />
        </div>
        <div>
          <Text fz="sm" fw={600}>
            Share of monthly revenue
          </Text>
          <Chart option={revenue} label="Share of the niche's monthly revenue" height={260} />
        </div>
      </SimpleGrid>
      <ScrollArea.Autosize mah={360} mt="md" type="auto">
        <Table aria-label="Competitors" fz="sm" verticalSpacing={4} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ASIN</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Reviews</Table.Th>
              <Table.Th ta="right">Days listed</Table.Th>
              <Table.Th ta="right">Monthly revenue</Table.Th>
              <Table.Th ta="right">Revenue share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {competitors.map((c) => (
              <Table.Tr key={c.asin} data-asin={c.asin}>
                <Table.Td ff="monospace">
                  {deepDive ? (
                    <Anchor
                      fz="sm"
                      renderRoot={(props) => (
                        <Link
                          to={buildPath(webRoutes.nicheDeepDive, { nicheId })}
                          hash={c.asin}
                          {...props}
                        />
                      )}
                    >
                      {c.asin}
                    </Anchor>
                  ) : (
                    c.asin
                  )}
                  {c.isHero ? ' (hero)' : ''}
                </Table.Td>
                <Table.Td
                  maw={320}
                  style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                  title={c.title}
                >
                  {c.title}
                </Table.Td>
                <Table.Td ta="right">{formatPrice(c.priceCents, marketplace)}</Table.Td>
                <Table.Td ta="right">{formatNumber(c.reviewCount)}</Table.Td>
                <Table.Td ta="right">{formatNumber(c.daysListed)}</Table.Td>
                <Table.Td ta="right">{formatEstimate(c.monthlyRevenueCents, marketplace)}</Table.Td>
                <Table.Td ta="right">{formatPercent(c.revenueShare)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
