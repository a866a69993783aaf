import {
  billingEndpoints,
  earlyBirdTier,
  isBillingMember,
  PLAN_MESSAGES,
  QUOTA_FEATURES,
  sessionEndpoints,
  type OrganizationSummary,
  type Subscription,
} from '@fathom/contract';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { useQuotas } from '../../../entities/organization/quotas';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatMonthlyPrice, TIER_LABELS } from '../lib/labels';
import { ChangePlanModal, type ModalStep } from './ChangePlanModal';
import { InvoiceList } from './InvoiceList';
import { PlansTable } from './PlansTable';
import { UsageTable } from './UsageTable';

/** The organization's plan, this month's usage and the plans there are. */
export function SubscriptionOverview({ organization }: { organization: OrganizationSummary }) {
  const subscription = useEndpointQuery(billingEndpoints.subscription, {
    params: { orgId: organization.id },
  });
  const usage = useQuotas(organization.id, QUOTA_FEATURES);
  const tiers = useEndpointQuery(billingEndpoints.tiers, {}, { staleTime: 300_000 });
  const manager = isBillingMember(organization.role);
  const me = useEndpointQuery(sessionEndpoints.me, {}, { staleTime: 60_000 });
  const query = new URLSearchParams(window.location.search);
  // Spec §2: eb shows early-bird pricing, to internal users only (the server checks it too).
  const earlyBird = query.has('eb') && me.data?.user.internal === true;
  // Spec §2: confirm-upgrade=true opens the upgrade confirmation, for billing members only.
  const [modal, setModal] = useState<ModalStep | null>(
    manager && query.get('confirm-upgrade') === 'true' ? 'CONFIRM' : null,
  );
  if (subscription.isError || usage.isError || tiers.isError) {
    return <Alert color="red">Failed to get subscription info.</Alert>;
  }
  if (subscription.data === undefined || !usage.data || !tiers.data)
    return <Loader role="status" aria-label="Loading the subscription" />;
  const plan = subscription.data;
  const offered = earlyBird ? tiers.data.map(earlyBirdTier) : tiers.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Subscription"
        description={`The plan of ${organization.name} and what it has used this month.`}
      />
      <Card withBorder padding="lg">
        <CurrentPlan plan={plan} />
        {manager ? (
          <Group mt="md">
            <Button onClick={() => setModal('VIEW')}>
              {plan && !plan.trialEnd ? 'Manage subscription' : 'Subscribe'}
            </Button>
            {plan?.tier !== 'enterprise' ? (
              <Button variant="light" onClick={() => setModal('VIEW')}>
                Upgrade
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed" mt="sm">
            To manage or upgrade the subscription, please request them from the billing manager.
          </Text>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} fz={17} mb="sm">
          Usage
        </Title>
        <UsageTable usage={usage.data} />
      </Card>
      {manager ? (
        <Card withBorder padding="lg">
          <Title order={3} fz={17} mb="sm">
            Invoices
          </Title>
          <InvoiceList orgId={organization.id} />
        </Card>
      ) : null}
      <Card withBorder padding="lg">
        <Group mb="sm" gap="xs">
          <Title order={3} fz={17}>
            Plans
          </Title>
          {earlyBird ? <Badge variant="light">Early-bird pricing</Badge> : null}
        </Group>
        <PlansTable tiers={offered} current={plan?.tier ?? null} />
      </Card>
      {modal ? (
        <ChangePlanModal
          orgId={organization.id}
          tiers={offered}
          earlyBird={earlyBird}
          plan={plan}
          initialStep={modal}
          initial={
            modal === 'CONFIRM'
              ? {
                  tier: offered.find((t) => t.rank > (plan?.rank ?? 0))?.tier ?? 'enterprise',
                  levels: {},
                  recurrence: plan?.isAnnualPayment ? 'yearly' : 'monthly',
                  addons: [],
                }
              : {
                  tier: plan?.tier ?? 'standard',
                  levels: plan?.levels ?? {},
                  recurrence: plan?.isAnnualPayment ? 'yearly' : 'monthly',
                  addons: plan?.addons ?? [],
                }
          }
          onClose={() => setModal(null)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The plan's name and price; a trial says when it ends, no plan says how to get one, and a plan
 * billed but not paid yet (through Stripe) says it starts once the payment is received.
 */
function CurrentPlan({ plan }: { plan: Subscription | null }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text c="dimmed" fz="xs" tt="uppercase" fw={700}>
          Current plan
        </Text>
        <Title order={2} fz={22}>
          {plan ? TIER_LABELS[plan.tier] : 'No plan'}
        </Title>
        {plan?.trialEnd ? (
          <Text fz="sm" mt={4}>
            Trial ends on {formatDate(plan.trialEnd)}
          </Text>
        ) : null}
        {plan ? null : (
          <Text fz="sm" mt={4}>
            {PLAN_MESSAGES.noPlan}
          </Text>
        )}
        {plan?.awaitingPayment ? (
          <Text fz="sm" mt={4}>
            {PLAN_MESSAGES.startsOnPayment(
              TIER_LABELS[plan.awaitingPayment.tier],
              plan.awaitingPayment.invoiceNumber,
            )}
          </Text>
        ) : null}
      </div>
      {plan ? <Text fw={600}>{formatMonthlyPrice(plan.monthlyPriceCents)}</Text> : null}
    </Group>
  );
}
