import {
  ADDON_LABELS,
  availableAddons,
  formatCents,
  monthlyFigureCents,
  normalizeSelection,
  periodPriceCents,
  SHOWN_ADDONS,
  SHOWN_QUOTA_FEATURES,
  type PlanSelection,
  type Tier,
  type TierConfig,
  TIER_NAMES,
  QUOTA_FEATURE_LABELS,
} from '@fathom/contract';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatNumber } from '../../../lib/format';

interface Props {
  tiers: TierConfig[];
  current: Tier | null;
  selection: PlanSelection;
  onChange: (selection: PlanSelection) => void;
}

const limitText = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? 'Unlimited' : formatNumber(limit);

/**
 * The plans side by side (spec §2 upgrade modal, VIEW step): the current one marked, the monthly
 * or annual switch (an annual price shown as a monthly figure), levels and add-ons of the chosen
 * tier. Choosing a tier or annual payment drops add-ons it does not offer.
 */
export function PlanPicker({ tiers, current, selection, onChange }: Props) {
  const tierOf = (tier: Tier) => tiers.find((t) => t.tier === tier)!;
  const choose = (next: PlanSelection) => onChange(normalizeSelection(tierOf(next.tier), next));
  const chosen = tierOf(selection.tier);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Payment period"
        value={selection.recurrence}
        onChange={(v) => choose({ ...selection, recurrence: v })}
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Annual' },
        ]}
        w={240}
      />
      <SimpleGrid cols={{ base: 1, sm: tiers.length }}>
        {tiers.map((t) => {
          const base = { tier: t.tier, levels: {}, recurrence: selection.recurrence, addons: [] };
          const monthly = monthlyFigureCents(periodPriceCents(t, base), selection.recurrence);
          const picked = t.tier === selection.tier;
          return (
            <Card
              key={t.tier}
              withBorder
              padding="md"
              style={
                picked ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined
              }
            >
              <Group justify="space-between">
                <Title order={3} fz={17}>
                  {TIER_NAMES[t.tier]}
                </Title>
                {t.tier === current ? <Badge variant="light">Current plan</Badge> : null}
              </Group>
              <Text fw={700} fz={20} mt="xs">
                {formatCents(monthly)} / month
              </Text>
              <Text fz="xs" c="dimmed">
                {selection.recurrence === 'yearly'
                  ? `${formatCents(periodPriceCents(t, base))} billed annually`
                  : 'Billed monthly'}
              </Text>
              <Stack gap={2} mt="sm">
                {SHOWN_QUOTA_FEATURES.map((f) => (
                  <Text key={f} fz="sm">
                    {QUOTA_FEATURE_LABELS[f]}: {limitText(t.limits[f])}
                  </Text>
                ))}
              </Stack>
              <Button
                mt="md"
                fullWidth
                variant={picked ? 'filled' : 'light'}
                aria-pressed={picked}
                onClick={() => choose({ ...selection, tier: t.tier })}
              >
                {picked ? `${TIER_NAMES[t.tier]} selected` : `Select ${TIER_NAMES[t.tier]}`}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
      <Options tier={chosen} selection={selection} onChange={choose} />
    </Stack>
  );
}

/** The chosen tier's further quota levels and its add-ons. */
function Options({
  tier,
  selection,
  onChange,
}: {
  tier: TierConfig;
  selection: PlanSelection;
  onChange: (s: PlanSelection) => void;
}) {
  const yearly = selection.recurrence === 'yearly';
  const price = (monthly: number, annual: number) =>
    `+${formatCents(yearly ? annual : monthly)} / ${yearly ? 'year' : 'month'}`;
  const levelled = SHOWN_QUOTA_FEATURES.flatMap((f) => {
    const levels = tier.levels[f];
    return levels?.length ? [[f, levels] as const] : [];
  });
  const addons = availableAddons(tier, selection.recurrence).filter((a) =>
    SHOWN_ADDONS.includes(a.addon),
  );
  if (!levelled.length && !addons.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz={15}>
        Extra quota for the {TIER_NAMES[tier.tier]} plan
      </Title>
      <Group align="flex-end" gap="lg">
        {levelled.map(([feature, levels]) => (
          <Select
            key={feature}
            label={QUOTA_FEATURE_LABELS[feature]}
            w={260}
            allowDeselect={false}
            value={String(selection.levels[feature] ?? tier.limits[feature])}
            onChange={(v) => {
              const levels_ = { ...selection.levels };
              if (Number(v) === tier.limits[feature]) delete levels_[feature];
              else levels_[feature] = Number(v);
              onChange({ ...selection, levels: levels_ });
            }}
            data={[
              {
                value: String(tier.limits[feature]),
                label: `${limitText(tier.limits[feature])} (included)`,
              },
              ...levels.map((l) => ({
                value: String(l.quantity),
                label: `${formatNumber(l.quantity)} (${price(l.monthlyPriceCents, l.annualPriceCents)})`,
              })),
            ]}
          />
        ))}
        {addons.map((a) => (
          <Checkbox
            key={a.addon}
            label={`${ADDON_LABELS[a.addon]} (${price(a.monthlyPriceCents, a.annualPriceCents)})`}
            checked={selection.addons.includes(a.addon)}
            onChange={(e) =>
              onChange({
                ...selection,
                addons: e.currentTarget.checked
                  ? [...selection.addons, a.addon]
                  : selection.addons.filter((x) => x !== a.addon),
              })
            }
          />
        ))}
      </Group>
    </Stack>
  );
}
