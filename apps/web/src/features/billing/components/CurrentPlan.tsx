import { billingEndpoints, PLAN_MESSAGES, TIER_NAMES, type Subscription } from '@fathom/contract';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { formatPeriodPrice, planLabel } from '../lib/labels';

interface Props {
  orgId: number;
  plan: Subscription | null;
  /** An owner or billing member, who may cancel a scheduled change. */
  manager: boolean;
}

/**
 * The plan's name and what it costs each period (levels, add-ons and discounts included); a trial
 * says when it ends, no plan says how to get one, a plan billed but not paid yet (through Stripe)
 * says it starts once the payment is received, and a change scheduled for the period end says
 * when it takes effect, with a button to cancel it.
 */
export function CurrentPlan({ orgId, plan, manager }: Props) {
  const queryClient = useQueryClient();
  const cancel = useEndpointMutation(billingEndpoints.cancelPendingChange, {
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      notifySuccess('The scheduled change is cancelled.');
    },
  });
  const pending = plan?.pendingChange;
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text c="dimmed" fz="xs" tt="uppercase" fw={700}>
          Current plan
        </Text>
        <Title order={2} fz={22}>
          {plan ? TIER_NAMES[plan.tier] : 'No plan'}
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
        {plan?.currentPeriodEnd && !plan.trialEnd && !pending ? (
          <Text fz="sm" mt={4}>
            Renews on {formatDate(plan.currentPeriodEnd)}
          </Text>
        ) : null}
        {plan?.awaitingPayment ? (
          <Text fz="sm" mt={4}>
            {PLAN_MESSAGES.startsOnPayment(
              TIER_NAMES[plan.awaitingPayment.tier],
              plan.awaitingPayment.invoiceNumber,
            )}
          </Text>
        ) : null}
        {pending ? (
          <Alert mt="sm" color="blue" title="Scheduled change">
            <Text fz="sm">
              On {formatDate(pending.effectiveAt)} your plan changes to {planLabel(pending)}, at{' '}
              {formatPeriodPrice(pending.periodTotalCents, pending.recurrence === 'yearly')}. Until
              then it stays {TIER_NAMES[plan.tier]}.
            </Text>
            {pending.usageMessage ? (
              <Text fz="sm" fw={600} mt="xs">
                {pending.usageMessage} Until then the change waits: on{' '}
                {formatDate(pending.effectiveAt)} the {TIER_NAMES[plan.tier]} plan renews instead.
              </Text>
            ) : null}
            {manager ? (
              <Button
                mt="xs"
                size="xs"
                variant="default"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ params: { orgId } })}
              >
                Cancel scheduled change
              </Button>
            ) : null}
            {cancel.isError ? (
              <Text fz="sm" c="red" mt="xs" role="alert">
                {errorMessage(cancel.error)}
              </Text>
            ) : null}
          </Alert>
        ) : null}
      </div>
      {plan ? (
        <Text fw={600}>{formatPeriodPrice(plan.periodTotalCents, plan.isAnnualPayment)}</Text>
      ) : null}
    </Group>
  );
}
