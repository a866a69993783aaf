import {
  DIVE_MESSAGES,
  isBillingMember,
  isExhausted,
  PLAN_MESSAGES,
  QUOTA_FEATURE_NAMES,
  type QuotaUsage,
  type Role,
  webRoutes,
} from '@fathom/contract';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from './icons';
import { formatNumber } from '../lib/format';
import { UpgradePrompt } from './UpgradePrompt';

/** DIVED_ASINS is used up: the form is hidden behind this. */
export function DivedAsinsLimitNotice({ role }: { role: Role }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm">
        <Text fz="sm">{DIVE_MESSAGES.divedAsinsLimit}</Text>
        <UpgradePrompt role={role} feature={QUOTA_FEATURE_NAMES.DIVED_ASINS} />
      </Stack>
    </Alert>
  );
}

/** The organization has no plan: the form is hidden behind this. */
export function NoPlanNotice({ role }: { role: Role }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm">
        <Text fz="sm">{PLAN_MESSAGES.noPlan}</Text>
        {isBillingMember(role) ? (
          <Button component="a" href={webRoutes.subscription} size="xs" w="fit-content">
            Subscribe
          </Button>
        ) : (
          <Text fz="sm">To subscribe, please request it from the billing manager.</Text>
        )}
      </Stack>
    </Alert>
  );
}

export function NicheLimitNotice({ role }: { role: Role }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm">
        <Text fz="sm">{DIVE_MESSAGES.nicheLimit}</Text>
        <UpgradePrompt role={role} feature="niches" />
      </Stack>
    </Alert>
  );
}

export function QuotaLoadFailedNotice() {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {DIVE_MESSAGES.quotaLoadFailed}
    </Alert>
  );
}

/**
 * The month's DIVED_ASINS usage in words, under the quota's name as the spec gives it:
 * "240 of 300 Dive ASINs used this month".
 */
export function divedAsinsUsedText(quota: QuotaUsage): string {
  const used = formatNumber(quota.used);
  const of = quota.limit === null ? '' : ` of ${formatNumber(quota.limit)}`;
  return `${used}${of} ${QUOTA_FEATURE_NAMES.DIVED_ASINS} used this month`;
}

/** A quiet line with the month's DIVED_ASINS usage. */
export function DivedAsinsUsage({ quota }: { quota: QuotaUsage }) {
  const text = divedAsinsUsedText(quota);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="xs" c="dimmed" data-testid="dived-asins-usage">
        {text}
      </Text>
      {isExhausted(quota) ? (
        <Badge size="xs" color="red" variant="light">
          Limit Reached
        </Badge>
      ) : quota.belowThreshold && quota.limit !== null ? (
        <Badge size="xs" color="orange" variant="light">
          Almost at your limit
        </Badge>
      ) : null}
    </Group>
  );
}
