import { useState } from 'react';
import {
  CHANGE_TYPE_LABELS,
  changeTypeOf,
  limitsOf,
  PLAN_MESSAGES,
  SHOWN_QUOTA_FEATURES,
  type ChangeResult,
  type PlanChange,
  type PlanSelection,
  type QuotaFeature,
  type Subscription,
  type TierConfig,
  TIER_NAMES,
  QUOTA_FEATURE_LABELS,
} from '@fathom/contract';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatNumber } from '../../../lib/format';
import { planLabel } from '../lib/labels';
import { ConfirmChange } from './ConfirmChange';
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

const toChange = (s: PlanSelection, earlyBird: boolean): PlanChange => ({
  subscriptionTierName: s.tier,
  lineItems: Object.entries(s.levels).map(([feature, quantity]) => ({
    feature: feature as QuotaFeature,
    quantity: quantity,
  })),
  recurrence: s.recurrence,
  addons: s.addons,
  ...(earlyBird ? { earlyBird } : {}),
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
  // The change done: when it takes effect (now, or the period end) and its invoice.
  const [result, setResult] = useState<ChangeResult | null>(null);
  const [promotionCode, setPromotionCode] = useState<string | undefined>();
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
        <ConfirmChange
          orgId={orgId}
          change={toChange(selection, earlyBird)}
          promotionCode={promotionCode}
          onPromotionCode={setPromotionCode}
          onBack={() => setStep('VIEW')}
          onApplied={(done) => {
            setResult(done);
            setStep('APPLIED');
          }}
        />
      ) : null}
      {step === 'APPLIED' ? (
        <Applied
          plan={plan}
          tier={tierOf(selection.tier)}
          selection={selection}
          result={result}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

interface AppliedProps {
  plan: Subscription | null;
  tier: TierConfig;
  selection: PlanSelection;
  result: ChangeResult | null;
  onClose: () => void;
}

/**
 * APPLIED: the plan now in force and its limits; for a change scheduled for the period end, when
 * it takes effect; for one billed but not paid yet (through Stripe), that it starts once its
 * invoice is paid. Until then the plan stays, which the last two say.
 */
function Applied({ plan, tier, selection, result, onClose }: AppliedProps) {
  const effectiveAt = result?.effectiveAt ?? null;
  const later = effectiveAt !== null && new Date(effectiveAt).getTime() > Date.now() + 60_000;
  const unpaid = result?.invoice && result.invoice.status !== 'paid' ? result.invoice : null;
  const label = planLabel({ tier: selection.tier, recurrence: selection.recurrence });
  const stays = `Until then it stays ${plan ? TIER_NAMES[plan.tier] : 'as it is'}, with its limits.`;
  const limits = limitsOf(tier, selection);
  return (
    <Stack>
      {later ? (
        <Text>
          On {formatDate(effectiveAt)} your plan changes to {label}. {stays}
        </Text>
      ) : unpaid ? (
        <Text>
          {PLAN_MESSAGES.startsOnPayment(TIER_NAMES[selection.tier], unpaid.number)} {stays}
        </Text>
      ) : (
        <Text>Your plan is now {label}.</Text>
      )}
      <Table
        aria-label={
          later
            ? `Limits from ${formatDate(effectiveAt)}`
            : unpaid
              ? 'Limits once paid'
              : 'New limits'
        }
      >
        <Table.Tbody>
          {SHOWN_QUOTA_FEATURES.map((f) => (
            <Table.Tr key={f}>
              <Table.Td>{QUOTA_FEATURE_LABELS[f]}</Table.Td>
              <Table.Td>{limits[f] === null ? 'Unlimited' : formatNumber(limits[f])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
