import { QUOTA_FEATURES, type QuotaUsage } from '@fathom/contract';
import { Group, Progress, Table, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { FEATURE_LABELS } from '../lib/labels';

/** Share of a quota used, coloured from 60% (spec: the gauge is warning-coloured from 60%). */
function gaugeColor(share: number): string {
  return share >= 1 ? 'red' : share >= 0.6 ? 'orange' : 'blue';
}

export function UsageTable({ usage }: { usage: QuotaUsage[] }) {
  const rows = QUOTA_FEATURES.map((f) => usage.find((u) => u.feature === f)).filter(
    (u) => u !== undefined,
  );
  return (
    <Table verticalSpacing="sm" aria-label="Usage">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Feature</Table.Th>
          <Table.Th w="45%">Used</Table.Th>
          <Table.Th>Starts again</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((u) => {
          const share = u.limit ? u.used / u.limit : 0;
          return (
            <Table.Tr key={u.feature}>
              <Table.Td>{FEATURE_LABELS[u.feature]}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Progress
                    value={Math.min(100, share * 100)}
                    color={gaugeColor(share)}
                    w={140}
                    aria-hidden
                  />
                  <Text fz="sm">
                    {formatNumber(u.used)} of{' '}
                    {u.limit === null ? 'unlimited' : formatNumber(u.limit)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {u.nextRefreshDate ?? 'Does not refresh'}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
