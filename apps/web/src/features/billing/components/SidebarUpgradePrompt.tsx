import {
  analyticsEndpoints,
  billingEndpoints,
  isBillingMember,
  type OrganizationSummary,
  type QuotaUsage,
  webRoutes,
  TIER_NAMES,
} from '@fathom/contract';
import { ActionIcon, Button, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { divedAsinsUsedText } from '../../../components/DiveQuotaNotices';
import { IconArrowUp } from '../../../components/icons';
import { useQuotas } from '../../../entities/organization/quotas';
import { useEndpointQuery } from '../../../lib/endpoint-query';

const DIVED_ASINS = ['DIVED_ASINS'] as const;
const PROMPT_VARIANTS = ['quota_upgrade_modal', 'quota_upgrade_modal_progress_bar'];

interface SidebarUpgradePromptProps {
  organization: OrganizationSummary;
  expanded: boolean;
}

/**
 * The sidebar upgrade prompt (spec: niche-dive §2): for billing members below enterprise in a
 * variant of the experiment; the progress-bar variant also shows this month's dived ASINs.
 */
export function SidebarUpgradePrompt({ organization, expanded }: SidebarUpgradePromptProps) {
  const billing = isBillingMember(organization.role);
  // The user's experiment variants are fixed, so they are fetched once per session.
  const experiments = useEndpointQuery(analyticsEndpoints.experiments, {}, { staleTime: Infinity });
  const plan = useEndpointQuery(billingEndpoints.subscription, {
    params: { orgId: organization.id },
  }).data;
  const variant = experiments.data?.sidebar_upgrade_prompt;
  const shown =
    billing &&
    variant !== undefined &&
    PROMPT_VARIANTS.includes(variant) &&
    plan != null &&
    plan.tier !== 'enterprise';
  if (!shown) return null;
  return (
    <UpgradePromptBody
      orgId={organization.id}
      tierLabel={TIER_NAMES[plan.tier]}
      withProgress={variant === 'quota_upgrade_modal_progress_bar'}
      expanded={expanded}
    />
  );
}

interface BodyProps {
  orgId: number;
  tierLabel: string;
  withProgress: boolean;
  expanded: boolean;
}

function UpgradePromptBody({ orgId, tierLabel, withProgress, expanded }: BodyProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const quotas = useQuotas(orgId, DIVED_ASINS);
  const dived = withProgress ? quotas.data?.find((q) => q.feature === 'DIVED_ASINS') : undefined;

  return (
    <>
      {expanded ? (
        <Paper withBorder radius="md" p="sm" aria-label="Upgrade prompt" role="region">
          <Stack gap="xs">
            <Text fz="sm" fw={600}>
              Research more niches
            </Text>
            <Text fz="xs" c="dimmed">
              You are on the {tierLabel} plan. Upgrade for more dived ASINs and competitors.
            </Text>
            {dived ? <UsageBar quota={dived} /> : null}
            <Button size="xs" onClick={open} leftSection={<IconArrowUp size={14} />}>
              Upgrade
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap={6} align="center" role="region" aria-label="Upgrade prompt">
          <ActionIcon w={48} h={48} radius="md" variant="light" onClick={open}>
            <Stack gap={2} align="center">
              <IconArrowUp size={20} />
              <Text span fz={11} fw={600} lh={1}>
                Upgrade
              </Text>
            </Stack>
          </ActionIcon>
          {dived ? <UsageBar quota={dived} compact /> : null}
        </Stack>
      )}
      <Modal opened={opened} onClose={close} title="Upgrade your plan" size={480} centered>
        <Stack gap="md">
          <Text fz="sm">
            You are on the {tierLabel} plan. A higher plan dives more ASINs a month, with more
            competitors in each niche.
          </Text>
          {dived ? <UsageBar quota={dived} /> : null}
          <Button
            renderRoot={(props) => <Link to={webRoutes.subscription} {...props} />}
            onClick={close}
          >
            See plans
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function UsageBar({ quota, compact }: { quota: QuotaUsage; compact?: boolean }) {
  if (quota.limit === null) return null;
  const share = quota.limit === 0 ? 100 : Math.min(100, (quota.used / quota.limit) * 100);
  const label = divedAsinsUsedText(quota);
  return (
    <Stack gap={4} w={compact ? 44 : undefined}>
      <Progress
        value={share}
        size={compact ? 'xs' : 'sm'}
        color={quota.belowThreshold ? 'red' : 'blue'}
        aria-label={label}
        title={label}
      />
      {compact ? null : (
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
      )}
    </Stack>
  );
}
