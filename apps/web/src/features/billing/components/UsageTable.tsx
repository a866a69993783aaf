import {
  GAUGE_WARNING_PERCENT,
  QUOTA_FEATURE_NAMES,
  SHOWN_QUOTA_FEATURES,
  TOOLTIP_WARNING_PERCENT,
  usageIconStep,
  usagePercent,
  type QuotaUsage,
  QUOTA_FEATURE_LABELS,
} from '@fathom/contract';
import { Badge, Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import { formatNumber } from '../../../lib/format';

/** Spec §9: the gauge is warning-coloured from 60%, red when the quota is used up. */
function gaugeColor(percent: number): string {
  return percent >= 100 ? 'red' : percent >= GAUGE_WARNING_PERCENT ? 'orange' : 'blue';
}

/**
 * Spec §9: the usage icon changes at 10, 25, 50, 75, 90, 95 and 100%: a ring filled to the step
 * reached, its colour following the gauge.
 */
function UsageIcon({ percent }: { percent: number }) {
  const step = usageIconStep(percent);
  const r = 7;
  const length = 2 * Math.PI * r;
  const color = `var(--mantine-color-${gaugeColor(percent)}-6)`;
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 18 18"
      role="img"
      aria-label={step === 0 ? 'Less than 10% used' : `${step}% or more used`}
      data-usage-step={step}
    >
      <circle
        cx={9}
        cy={9}
        r={r}
        fill="none"
        stroke="var(--mantine-color-gray-3)"
        strokeWidth={3}
      />
      <circle
        cx={9}
        cy={9}
        r={r}
        fill="none"
        stroke={color}
        strokeWidth={3}
        strokeDasharray={`${(length * step) / 100} ${length}`}
        transform="rotate(-90 9 9)"
      />
    </svg>
  );
}

function usageTooltip(u: QuotaUsage, percent: number): string {
  const label = QUOTA_FEATURE_NAMES[u.feature];
  if (u.limit === null) return `Unlimited ${label} on this plan`;
  if (percent >= 100) return `You have used all your ${label}. Upgrade your subscription for more.`;
  if (percent >= TOOLTIP_WARNING_PERCENT)
    return `You have used ${Math.floor(percent)}% of your ${label}. Upgrade your subscription before you run out.`;
  return `${formatNumber(u.limit - u.used)} ${label} left`;
}

export function UsageTable({ usage }: { usage: QuotaUsage[] }) {
  const rows = SHOWN_QUOTA_FEATURES.map((f) => usage.find((u) => u.feature === f)).filter(
    (u) => u !== undefined,
  );
  return (
    <Table verticalSpacing="sm" aria-label="Usage">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Feature</Table.Th>
          <Table.Th w="50%">Used</Table.Th>
          <Table.Th>Starts again</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((u) => {
          const percent = usagePercent(u.used, u.limit);
          return (
            <Table.Tr key={u.feature}>
              <Table.Td>{QUOTA_FEATURE_LABELS[u.feature]}</Table.Td>
              <Table.Td>
                <Tooltip label={usageTooltip(u, percent)} withArrow>
                  <Group gap="sm" wrap="nowrap" tabIndex={0} data-testid={`usage-${u.feature}`}>
                    <UsageIcon percent={percent} />
                    <Progress
                      value={Math.min(100, percent)}
                      color={gaugeColor(percent)}
                      w={140}
                      aria-hidden
                    />
                    <Text fz="sm">
                      {formatNumber(u.used)} of{' '}
                      {u.limit === null ? 'unlimited' : formatNumber(u.limit)}
                    </Text>
                    {u.limit !== null && u.used >= u.limit ? (
                      <Badge size="xs" color="red" variant="light">
                        Limit Reached
                      </Badge>
                    ) : u.belowThreshold ? (
                      <Badge size="xs" color="orange" variant="light">
                        Below threshold
                      </Badge>
                    ) : null}
                  </Group>
                </Tooltip>
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
