import type { MarketplaceTld } from '@fathom/contract';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { formatPercent, formatPrice } from '../../../lib/format';
import type { PricePart } from '../lib/unit-breakdown';

export const BREAKDOWN_LABEL = 'Where the price of one unit goes';

const LOSS = 'Loss';

/** The name a part is shown under: a negative profit is a loss. */
const partName = (part: PricePart) => (part.key === 'profit' && part.cents < 0 ? LOSS : part.name);

/**
 * One bar as long as the selling price, cut into the parts the price pays for; a loss is not
 * drawn (the costs then pass the price, marked by a line), the table beside says it.
 */
export function breakdownOption(
  parts: PricePart[],
  priceCents: number,
  tld: MarketplaceTld,
): ChartOption {
  const drawn = parts.filter((p) => p.cents > 0);
  return {
    grid: { left: 16, right: 24, top: 40, bottom: 28 },
    legend: { top: 0, data: drawn.map((p) => p.name) },
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0]! : p;
        return `${item.seriesName}: ${formatPrice(Math.round(Number(item.value) * 100), tld)}`;
      },
    },
    xAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => formatPrice(Math.round(v * 100), tld) },
    },
    yAxis: { type: 'category', data: ['One unit'], show: false },
    series: drawn.map((p, i) => ({
      type: 'bar',
      name: p.name,
      stack: 'price',
      barWidth: 36,
      data: [p.cents / 100],
      ...(i === 0
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              label: { formatter: `Price ${formatPrice(priceCents, tld)}` },
              data: [{ xAxis: priceCents / 100 }],
            },
          }
        : {}),
    })),
  };
}

/** The cost breakdown of one unit: a stacked bar and, as its text, a table of the same parts. */
export function PriceBreakdown({
  parts,
  priceCents,
  tld,
}: {
  parts: PricePart[];
  priceCents: number;
  tld: MarketplaceTld;
}) {
  const option = useMemo(() => breakdownOption(parts, priceCents, tld), [parts, priceCents, tld]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="price-breakdown-title">
      <Title order={4} size="h6" id="price-breakdown-title">
        {BREAKDOWN_LABEL}
      </Title>
      <Chart
        option={option}
        label={`${BREAKDOWN_LABEL}: ${parts
          .map((p) => `${partName(p)} ${formatPrice(Math.abs(p.cents), tld)}`)
          .join(', ')}`}
        height={140}
      />
      <Table aria-label={BREAKDOWN_LABEL} fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Part</Table.Th>
            <Table.Th ta="right">Per unit</Table.Th>
            <Table.Th ta="right">Share of price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((p) => (
            <Table.Tr key={p.key}>
              <Table.Th scope="row" fw={400}>
                {partName(p)}
              </Table.Th>
              <Table.Td ta="right" c={p.cents < 0 ? 'red.9' : undefined}>
                {formatPrice(Math.abs(p.cents), tld)}
              </Table.Td>
              <Table.Td ta="right">{formatPercent(Math.abs(p.cents) / priceCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="xs" c="dimmed">
        The PPC launch budget is shared over the units of the first order.
      </Text>
    </Stack>
  );
}
