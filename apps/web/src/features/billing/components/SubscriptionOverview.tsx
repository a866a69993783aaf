import { isBillingMember, QUOTA_FEATURES, type OrganizationSummary } from '@fathom/contract';
import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useQuotas } from '../api/get-quotas';
import { useSubscription } from '../api/get-subscription';
import { useTiers } from '../api/get-tiers';
import { formatMonthlyPrice, TIER_LABELS } from '../lib/labels';
import { PlansTable } from './PlansTable';
import { UsageTable } from './UsageTable';

/** The organization's plan, this month's usage and the plans there are. */
export function SubscriptionOverview({ organization }: { organization: OrganizationSummary }) {
  const subscription = useSubscription(organization.id);
  const usage = useQuotas(organization.id, QUOTA_FEATURES);
  const tiers = useTiers();
  if (subscription.isError || usage.isError || tiers.isError) {
    return <Alert color="red">Failed to get subscription info.</Alert>;
  }
  if (!subscription.data || !usage.data || !tiers.data) return <Loader />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Subscription"
        description={`The plan of ${organization.name} and what it has used this month.`}
      />
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <div>
            <Text c="dimmed" fz="xs" tt="uppercase" fw={700}>
              Current plan
            </Text>
            <Title order={2} fz={22}>
              {TIER_LABELS[subscription.data.tier]}
            </Title>
          </div>
          <Text fw={600}>{formatMonthlyPrice(subscription.data.monthlyPriceCents)}</Text>
        </Group>
        {isBillingMember(organization.role) ? null : (
          <Text fz="sm" c="dimmed" mt="sm">
            To change the plan, please request it from the billing manager.
          </Text>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} fz={17} mb="sm">
          Usage
        </Title>
        <UsageTable usage={usage.data} />
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} fz={17} mb="sm">
          Plans
        </Title>
        <PlansTable tiers={tiers.data} current={subscription.data.tier} />
      </Card>
    </Stack>
  );
}
