import {
  billingEndpoints,
  earlyBirdTier,
  isBillingMember,
  SHOWN_QUOTA_FEATURES,
  sessionEndpoints,
  type OrganizationSummary,
} from '@fathom/contract';
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useQuotas } from '../../../entities/organization/quotas';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { ChangePlanModal, type ModalStep } from './ChangePlanModal';
import { CurrentPlan } from './CurrentPlan';
import { InvoiceList } from './InvoiceList';
import { PlansTable } from './PlansTable';
import { UsageTable } from './UsageTable';

/** Spec §8: what a failed load of the subscription says, as a toast. */
export const SUBSCRIPTION_LOAD_FAILED = 'Failed to get subscription info.';

/** The organization's plan, this month's usage and the plans there are. */
export function SubscriptionOverview({ organization }: { organization: OrganizationSummary }) {
  const subscription = useEndpointQuery(billingEndpoints.subscription, {
    params: { orgId: organization.id },
  });
  const usage = useQuotas(organization.id, SHOWN_QUOTA_FEATURES);
  const tiers = useEndpointQuery(billingEndpoints.tiers, {}, { staleTime: 300_000 });
  const manager = isBillingMember(organization.role);
  const me = useEndpointQuery(sessionEndpoints.me, {}, { staleTime: 60_000 });
  const config = usePublicConfig();
  const query = new URLSearchParams(window.location.search);
  // Spec §2: eb shows early-bird pricing, to internal users and outside production (demo mode);
  // the server checks it too.
  const earlyBird =
    query.has('eb') && (me.data?.user.internal === true || Boolean(config.data?.demo));
  // Spec §2: confirm-upgrade=true opens the upgrade confirmation, for billing members only.
  const [modal, setModal] = useState<ModalStep | null>(
    manager && query.get('confirm-upgrade') === 'true' ? 'CONFIRM' : null,
  );
  const failed = subscription.isError || usage.isError || tiers.isError;
  useEffect(() => {
    if (failed) notifyErrorMessage(SUBSCRIPTION_LOAD_FAILED);
  }, [failed]);
  const header = (
    <PageHeader
      title="Subscription"
      description={`The plan of ${organization.name} and what it has used this month.`}
    />
  );
  if (failed) {
    const retry = () =>
      void Promise.all([subscription.refetch(), usage.refetch(), tiers.refetch()]);
    return (
      <Stack gap="lg">
        {header}
        <Group>
          <Button variant="default" onClick={retry}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }
  if (subscription.data === undefined || !usage.data || !tiers.data)
    return <Loader role="status" aria-label="Loading the subscription" />;
  const plan = subscription.data;
  const offered = earlyBird ? tiers.data.map(earlyBirdTier) : tiers.data;
  // The next tier up; on the highest tier there is nothing to upgrade to, so the plans open.
  const higher = offered.find((t) => t.rank > (plan?.rank ?? 0));
  const step = modal === 'CONFIRM' && !higher ? 'VIEW' : modal;
  return (
    <Stack gap="lg">
      {header}
      <Card withBorder padding="lg">
        <CurrentPlan orgId={organization.id} plan={plan} manager={manager} />
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
      {step ? (
        <ChangePlanModal
          orgId={organization.id}
          tiers={offered}
          earlyBird={earlyBird}
          plan={plan}
          initialStep={step}
          initial={
            step === 'CONFIRM' && higher
              ? {
                  tier: higher.tier,
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
