import { marketplace as marketplaceOf, type NicheSummary } from '@fathom/contract';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format';

/** The niche's label with its marketplace, hero keyword and hero ASIN. */
export function NicheHeader({ niche }: { niche: NicheSummary }) {
  const market = marketplaceOf(niche.marketplace);
  return (
    <Stack gap={6}>
      <Anchor fz="xs" c="dimmed" renderRoot={(props) => <Link to="/" {...props} />}>
        ← Pipeline
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} fz={26}>
          {niche.label}
        </Title>
        <Badge size="lg" radius="sm" variant="light" title={market.name}>
          {market.code} · amazon.{market.tld}
        </Badge>
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
        {'  ·  '}Dived {formatDate(niche.updatedAt)}
      </Text>
    </Stack>
  );
}
