import { useState } from 'react';
import {
  CHANGE_TYPE_LABELS,
  changeTypeOf,
  limitsOf,
  SHOWN_QUOTA_FEATURES,
  type PlanChange,
  type PlanSelection,
  type QuotaFeature,
  type Subscription,
  type TierConfig,
} from '@fathom/contract';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatNumber } from '../../../lib/format';
import { FEATURE_LABELS, planLabel, TIER_LABELS } from '../lib/labels';
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
  // When the applied change takes effect (ISO): now, or the period end for a scheduled one.
  const [effectiveAt, setEffectiveAt] = useState<string | null>(null);
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
          onApplied={(at) => {
            setEffectiveAt(at);
            setStep('APPLIED');
          }}
        />
      ) : null}
      {step === 'APPLIED' ? (
        <Applied
          plan={plan}
          tier={tierOf(selection.tier)}
          selection={selection}
          effectiveAt={effectiveAt}
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
  effectiveAt: string | null;
  onClose: () => void;
}

/**
 * APPLIED: the plan now in force and its limits, or, for a change scheduled for the period end,
 * when it takes effect and that the plan stays until then.
 */
function Applied({ plan, tier, selection, effectiveAt, onClose }: AppliedProps) {
  const later = effectiveAt !== null && new Date(effectiveAt).getTime() > Date.now() + 60_000;
  const label = planLabel({ tier: selection.tier, recurrence: selection.recurrence });
  const limits = limitsOf(tier, selection);
  return (
    <Stack>
      {later ? (
        <Text>
          On {formatDate(effectiveAt)} your plan changes to {label}. Until then it stays{' '}
          {plan ? TIER_LABELS[plan.tier] : 'as it is'}, with its limits.
        </Text>
      ) : (
        <Text>Your plan is now {label}.</Text>
      )}
      <Table aria-label={later ? `Limits from ${formatDate(effectiveAt)}` : 'New limits'}>
        <Table.Tbody>
          {SHOWN_QUOTA_FEATURES.map((f) => (
            <Table.Tr key={f}>
              <Table.Td>{FEATURE_LABELS[f]}</Table.Td>
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
