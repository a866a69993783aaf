import { useState } from 'react';
import {
  billingEndpoints,
  CHANGE_TYPE_LABELS,
  changeTypeOf,
  formatCents,
  limitsOf,
  QUOTA_FEATURES,
  type PlanChange,
  type PlanSelection,
  type QuotaFeature,
  type Subscription,
  type TierConfig,
} from '@fathom/contract';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { endpointKey } from '../../../lib/query-keys';
import { formatDate, formatNumber } from '../../../lib/format';
import { FEATURE_LABELS, TIER_LABELS } from '../lib/labels';
import { PlanPicker } from './PlanPicker';

export type ModalStep = 'VIEW' | 'CONFIRM' | 'APPLIED';

interface Props {
  orgId: number;
  tiers: TierConfig[];
  /** Spec §2 `?eb`: the tiers are at early-bird prices, and the server is asked for them. */
  earlyBird?: boolean;
  plan: Subscription | null;
  initial: PlanSelection;
  initialStep: ModalStep;
  onClose: () => void;
}

const toChange = (s: PlanSelection, earlyBird: boolean, promotionCode?: string): PlanChange => ({
  subscriptionTierName: s.tier,
  lineItems: Object.entries(s.levels).map(([feature, quantity]) => ({
    feature: feature as QuotaFeature,
    quantity: quantity,
  })),
  recurrence: s.recurrence,
  addons: s.addons,
  ...(earlyBird ? { earlyBird } : {}),
  ...(promotionCode ? { promotionCode } : {}),
});

/** Spec §2 and §4: the subscription modal, steps VIEW, CONFIRM and APPLIED. */
export function ChangePlanModal({
  orgId,
  tiers,
  earlyBird = false,
  plan,
  initial,
  initialStep,
  onClose,
}: Props) {
  const [step, setStep] = useState<ModalStep>(initialStep);
  const [selection, setSelection] = useState(initial);
  const [code, setCode] = useState('');
  const [appliedCode, setAppliedCode] = useState<string | undefined>();
  const tierOf = (t: PlanSelection['tier']) => tiers.find((x) => x.tier === t)!;
  const current =
    plan && !plan.trialEnd
      ? {
          tier: tierOf(plan.tier),
          selection: {
            tier: plan.tier,
            levels: plan.levels,
            recurrence: plan.isAnnualPayment ? ('yearly' as const) : ('monthly' as const),
            addons: plan.addons,
          },
        }
      : null;
  const changeType = changeTypeOf(current, { tier: tierOf(selection.tier), selection });
  const title =
    step === 'APPLIED'
      ? 'Subscription updated'
      : changeType
        ? CHANGE_TYPE_LABELS[changeType]
        : 'Your plan';
  return (
    <Modal opened onClose={onClose} title={title} size={step === 'VIEW' ? 1000 : 'lg'}>
      {step === 'VIEW' ? (
        <Stack>
          <PlanPicker
            tiers={tiers}
            current={plan?.tier ?? null}
            selection={selection}
            onChange={setSelection}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!changeType} onClick={() => setStep('CONFIRM')}>
              {changeType ? `${CHANGE_TYPE_LABELS[changeType]}: review` : 'No change'}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'CONFIRM' ? (
        <Confirm
          orgId={orgId}
          change={toChange(selection, earlyBird, appliedCode)}
          code={code}
          setCode={setCode}
          applyCode={() => setAppliedCode(code.trim() || undefined)}
          onBack={() => setStep('VIEW')}
          onApplied={() => setStep('APPLIED')}
        />
      ) : null}
      {step === 'APPLIED' ? (
        <Stack>
          <Text>
            Your plan is now {TIER_LABELS[selection.tier]}, paid{' '}
            {selection.recurrence === 'yearly' ? 'annually' : 'monthly'}.
          </Text>
          <Table aria-label="New limits">
            <Table.Tbody>
              {QUOTA_FEATURES.map((f) => {
                const limit = limitsOf(tierOf(selection.tier), selection)[f];
                return (
                  <Table.Tr key={f}>
                    <Table.Td>{FEATURE_LABELS[f]}</Table.Td>
                    <Table.Td>{limit === null ? 'Unlimited' : formatNumber(limit)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

interface ConfirmProps {
  orgId: number;
  change: PlanChange;
  code: string;
  setCode: (code: string) => void;
  applyCode: () => void;
  onBack: () => void;
  onApplied: () => void;
}

/** CONFIRM: the invoice preview, a promotion code, and for a downgrade whether usage fits. */
function Confirm({ orgId, change, code, setCode, applyCode, onBack, onApplied }: ConfirmProps) {
  const queryClient = useQueryClient();
  // The preview changes nothing: it is read like a query, keyed by the change it prices.
  const preview = useQuery({
    queryKey: [...endpointKey(billingEndpoints.previewInvoice, { params: { orgId } }), change],
    queryFn: ({ signal }) =>
      callApi(billingEndpoints.previewInvoice, { params: { orgId }, body: change, signal }),
    retry: false,
  });
  const apply = useEndpointMutation(billingEndpoints.changeSubscription, {
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      onApplied();
    },
  });
  if (preview.isError) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(preview.error)}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!preview.data) return <Loader role="status" aria-label="Loading the invoice preview" />;
  const p = preview.data;
  const later = new Date(p.effectiveAt).getTime() > Date.now() + 60_000;
  return (
    <Stack>
      <Table aria-label="Invoice preview">
        <Table.Tbody>
          {p.lineItems.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.description}</Table.Td>
              <Table.Td ta="right">{formatCents(l.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total due now</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatCents(p.totalDueNowCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {later ? (
        <Text fz="sm">
          The change takes effect on {formatDate(p.effectiveAt)}, at the end of the current period.
        </Text>
      ) : null}
      <Text fz="sm">
        Next renewal: {formatDate(p.nextRenewal.date)}, {formatCents(p.nextRenewal.amountCents)}
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Promotion code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={40}
        />
        <Button variant="default" onClick={applyCode}>
          Apply code
        </Button>
      </Group>
      {apply.isError ? <Alert color="red">{errorMessage(apply.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button
          loading={apply.isPending}
          onClick={() => apply.mutate({ params: { orgId }, body: change })}
        >
          Confirm {p.changeType ? CHANGE_TYPE_LABELS[p.changeType].toLowerCase() : ''}
        </Button>
      </Group>
    </Stack>
  );
}
