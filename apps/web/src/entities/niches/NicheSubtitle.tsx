import type { NicheSummary } from '@fathom/contract';
import { Group, Text } from '@mantine/core';
import { MarketplaceCode } from '../../components/MarketplaceSelect';

/** The niche a modal acts on: its label and a marketplace badge. */
export function NicheSubtitle({ niche }: { niche: Pick<NicheSummary, 'label' | 'marketplace'> }) {
  return (
    <Group gap={8} wrap="nowrap" data-testid="niche-subtitle">
      <Text fz="sm" fw={500} c="dimmed" truncate title={niche.label}>
        {niche.label}
      </Text>
      <MarketplaceCode tld={niche.marketplace} />
    </Group>
  );
}
