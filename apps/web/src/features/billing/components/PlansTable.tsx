import {
  QUOTA_FEATURE_LABELS,
  SHOWN_QUOTA_FEATURES,
  TIER_NAMES,
  type Tier,
  type TierConfig,
} from '@fathom/contract';
import { Badge, Table } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { formatMonthlyPrice } from '../lib/labels';

/** Every plan side by side, the current one marked. */
export function PlansTable({ tiers, current }: { tiers: TierConfig[]; current: Tier | null }) {
  return (
    <Table verticalSpacing="sm" aria-label="Plans" withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {tiers.map((t) => (
            <Table.Th key={t.tier}>
              {TIER_NAMES[t.tier]}{' '}
              {t.tier === current ? (
                <Badge size="xs" variant="light" ml={4}>
                  Your plan
                </Badge>
              ) : null}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Price</Table.Td>
          {tiers.map((t) => (
            <Table.Td key={t.tier}>{formatMonthlyPrice(t.monthlyPriceCents)}</Table.Td>
          ))}
        </Table.Tr>
        <Table.Tr>
          <Table.Td>Competitors per dive</Table.Td>
          {tiers.map((t) => (
            <Table.Td key={t.tier}>{t.competitorCap}</Table.Td>
          ))}
        </Table.Tr>
        {SHOWN_QUOTA_FEATURES.map((f) => (
          <Table.Tr key={f}>
            <Table.Td>{QUOTA_FEATURE_LABELS[f]}</Table.Td>
            {tiers.map((t) => {
              const limit = t.limits[f];
              return (
                <Table.Td key={t.tier}>
                  {limit === null || limit === undefined ? 'Unlimited' : formatNumber(limit)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
