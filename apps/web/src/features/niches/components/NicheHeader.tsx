import { marketplace as marketplaceOf, type NicheSummary, webRoutes } from '@fathom/contract';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NicheResearchSummary } from './NicheResearchSummary';
import { NicheSwitcher } from './NicheSwitcher';
import { formatMarketplace } from '../../../lib/format';

interface NicheHeaderProps {
  niche: NicheSummary;
  /** What the user may do with the niche, beside its label. */
  actions: ReactNode;
}

/** The niche's label with its marketplace, hero keyword, hero ASIN, dives and dive actions. */
export function NicheHeader({ niche, actions }: NicheHeaderProps) {
  const market = marketplaceOf(niche.marketplace);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center" gap="md">
        <Anchor fz="xs" c="dimmed" renderRoot={(props) => <Link to={webRoutes.home} {...props} />}>
          ← Pipeline
        </Anchor>
        <NicheSwitcher niche={niche} />
      </Group>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={26}>
            {niche.label}
          </Title>
          <Badge size="lg" radius="sm" variant="light" title={market.name}>
            {market.code} · {formatMarketplace(market.tld)}
          </Badge>
        </Group>
        {actions}
      </Group>
      <Text fz="sm" c="dimmed">
        Hero keyword:{' '}
        <Text span fw={600} c="dark">
          {niche.heroKeyword ?? '—'}
        </Text>
        {'  ·  '}Hero ASIN:{' '}
        <Text span fw={600} c="dark" ff="monospace">
          {niche.heroAsin}
        </Text>
        {'  ·  '}
        <NicheResearchSummary niche={niche} />
      </Text>
    </Stack>
  );
}
