import {
  DEEP_DIVE_LIMITS,
  DEEP_DIVE_RANGES,
  nichePageEndpoints,
  type CompetitorDetail,
  type DeepDiveCompetitor,
  type MarketplaceTld,
} from '@fathom/contract';
import { Loader, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatNumber, formatPrice } from '../../../lib/format';
import { CompetitorKeywords, CompetitorVariations } from './CompetitorLists';

interface CompetitorPanelProps {
  id: string;
  nicheId: number;
  marketplace: MarketplaceTld;
  competitor: DeepDiveCompetitor;
}

/** The lowest and highest of the figures that are there, or null when none is. */
function extent(values: (number | null)[]): [number, number] | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? [Math.min(...present), Math.max(...present)] : null;
}

function historyOption(detail: CompetitorDetail, marketplace: MarketplaceTld): ChartOption {
  const bsr = detail.bsr[0];
  return {
    grid: { left: 64, right: 72, top: 40, bottom: 40 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: detail.price.map((p) => p.date) },
    yAxis: [
      { type: 'value', name: 'BSR', inverse: true, scale: true },
      {
        type: 'value',
        name: 'Price',
        scale: true,
        axisLabel: { formatter: (v: number) => formatPrice(Math.round(v * 100), marketplace) },
      },
    ],
    series: [
      {
        type: 'line',
        name: bsr ? `BSR (${bsr.categoryName})` : 'BSR',
        showSymbol: false,
        connectNulls: false,
        data: (bsr?.points ?? []).map((p) => p.rank),
      },
      {
        type: 'line',
        name: 'Price',
        yAxisIndex: 1,
        step: 'end',
        showSymbol: false,
        connectNulls: false,
        data: detail.price.map((p) => (p.priceCents === null ? null : p.priceCents / 100)),
      },
    ],
  };
}

/** One competitor's BSR and price history, the keywords it ranks for and its variations. */
export function CompetitorPanel({ id, nicheId, marketplace, competitor }: CompetitorPanelProps) {
  const [days, setDays] = useState<number>(DEEP_DIVE_LIMITS.defaultDays);
  const detail = useEndpointQuery(nichePageEndpoints.deepDiveCompetitor, {
    params: { nicheId, asin: competitor.asin },
    query: { days },
  });
  const data = detail.data;
  const option = useMemo(
    () => (data ? historyOption(data, marketplace) : null),
    [data, marketplace],
  );
  const bsr = extent(data?.bsr[0]?.points.map((p) => p.rank) ?? []);
  const price = extent(data?.price.map((p) => p.priceCents) ?? []);
  return (
    <Stack
      id={id}
      role="region"
      aria-label={`Details of ${competitor.asin}`}
      gap="md"
      p="md"
      bg="var(--mantine-color-gray-0)"
    >
      <Group justify="space-between">
        <Title order={3} fz="sm">
          BSR and price history of {competitor.asin}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="History range"
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
          data={DEEP_DIVE_RANGES.map((d) => ({ value: String(d), label: `${d} days` }))}
        />
      </Group>
      {detail.isError ? (
        <QueryError
          title="Could not load this competitor"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !data || !option ? (
        <Group justify="center" py="xl">
          <Loader
            size="sm"
            role="status"
            aria-label={`Loading the details of ${competitor.asin}`}
          />
        </Group>
      ) : (
        <>
          <Chart
            option={option}
            height={260}
            label={`BSR and price of ${competitor.asin} from ${data.from} to ${data.to}`}
          />
          <Text fz="sm" data-testid="history-summary">
            {data.from} to {data.to}:{' '}
            {bsr
              ? `BSR from #${formatNumber(bsr[0])} to #${formatNumber(bsr[1])}`
              : 'no BSR in this period'}
            ;{' '}
            {price
              ? price[0] === price[1]
                ? `price ${formatPrice(price[0], marketplace)} throughout`
                : `price from ${formatPrice(price[0], marketplace)} to ${formatPrice(price[1], marketplace)}`
              : 'no price in this period'}
            .
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <CompetitorKeywords asin={competitor.asin} keywords={data.keywords} />
            <CompetitorVariations
              asin={competitor.asin}
              marketplace={marketplace}
              variations={data.variations}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
