import type { MarketplaceTld, ProfitFigures } from '@fathom/contract';
import { Table, Text } from '@mantine/core';
import { formatPrice, formatReturn } from '../../../lib/format';

const VELOCITY_NEEDED = 'Enter a sales velocity';

/** PROFITS' results, one row each, in the order a seller reads them. */
export function ProfitResultsTable({
  results,
  tld,
}: {
  results: ProfitFigures;
  tld: MarketplaceTld;
}) {
  const money = (cents: number | null) =>
    cents === null ? VELOCITY_NEEDED : formatPrice(cents, tld);
  const rows: [string, string][] = [
    ['Landed cost per product', money(results.landedCostPerProductCents)],
    ['Referral fee', money(results.referralFeeCents)],
    ['FBA fee', money(results.fbaFeeCents)],
    ['Net revenue per product', money(results.netRevenuePerProductCents)],
    ['Net revenue % per order', formatReturn(results.netRevenuePercentPerOrder)],
    ['Breakeven selling price', money(results.breakevenSellingPriceCents)],
    ['ROI % per order', formatReturn(results.roiPercentPerOrder)],
    [
      'Turns per year',
      results.turnsPerYear === null ? VELOCITY_NEEDED : results.turnsPerYear.toFixed(2),
    ],
    ['Net revenue per product per year', money(results.netRevenuePerProductPerYearCents)],
    [
      'ROI % per year',
      results.roiPercentPerYear === null
        ? VELOCITY_NEEDED
        : formatReturn(results.roiPercentPerYear),
    ],
    ['Cost of one order', money(results.orderCostCents)],
    ['Budget required to launch', money(results.budgetRequiredToLaunchCents)],
  ];
  return (
    <Table aria-label="Profit results" verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td ta="right">
              <Text
                span
                fz="sm"
                fw={600}
                c={value.startsWith('-') || value.startsWith('−') ? 'red.9' : undefined}
              >
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
