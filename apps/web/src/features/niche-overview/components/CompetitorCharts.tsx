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
import { formatNumber, formatPercent, formatPrice } from '../../../lib/format';
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

function revenueSlices(competitors: OverviewCompetitor[]) {
  const sorted = [...competitors].sort((a, b) => b.monthlyRevenueCents - a.monthlyRevenueCents);
  const top = sorted.slice(0, REVENUE_SLICES).map((c) => ({
    name: c.asin,
    value: c.monthlyRevenueCents / 100,
  }));
  const rest = sorted.slice(REVENUE_SLICES).reduce((sum, c) => sum + c.monthlyRevenueCents, 0);
  return rest > 0 ? [...top, { name: 'Others', value: rest / 100 }] : top;
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
  const revenue = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [{ type: 'pie', radius: ['35%', '70%'], data: revenueSlices(competitors) }],
    }),
    [competitors],
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
                <Table.Td ta="right">{formatPrice(c.monthlyRevenueCents, marketplace)}</Table.Td>
                <Table.Td ta="right">{formatPercent(c.revenueShare)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
