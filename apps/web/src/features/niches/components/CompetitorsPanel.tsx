import type { Competitor, MarketplaceTld } from '@fathom/contract';
import { Badge, Group, Image, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { formatNumber, formatPrice } from '../../../lib/format';

interface CompetitorsPanelProps {
  competitors: Competitor[] | undefined;
  marketplace: MarketplaceTld;
  height: number | string;
}

function CompetitorItem({
  competitor,
  marketplace,
}: {
  competitor: Competitor;
  marketplace: MarketplaceTld;
}) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="sm"
      py={10}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      role="listitem"
      aria-label={competitor.title}
    >
      <Text fz="xs" c="dimmed" fw={600} w={18} ta="right" pt={2} style={{ flex: 'none' }}>
        {competitor.position + 1}
      </Text>
      <Image
        src={competitor.landingImageUrl}
        alt=""
        w={44}
        h={44}
        radius="sm"
        fit="contain"
        style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
      />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="xs" fw={500} lineClamp={2} title={competitor.title}>
          {competitor.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text fz="xs" c="dimmed" truncate>
            {competitor.brand}
          </Text>
          {competitor.isHero ? (
            <Badge size="xs" color="yellow" variant="light">
              Hero
            </Badge>
          ) : null}
        </Group>
        <Group gap={8} wrap="nowrap">
          <Text fz="xs" fw={600}>
            {formatPrice(competitor.priceCents, marketplace)}
          </Text>
          <Text fz="xs" c="dimmed">
            {competitor.rating.toFixed(1)} ★
          </Text>
          <Text fz="xs" c="dimmed">
            {formatNumber(competitor.reviewCount)} reviews
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/** The niche's products beside the keyword grid, hero first. */
export function CompetitorsPanel({ competitors, marketplace, height }: CompetitorsPanelProps) {
  return (
    <Paper withBorder radius="md" w={340} style={{ flex: 'none', overflow: 'hidden' }}>
      <Group justify="space-between" px="sm" py={10} bg="gray.0">
        <Text fw={600} fz="sm">
          Competitors
        </Text>
        {competitors ? (
          <Badge variant="light" size="sm">
            {competitors.length}
          </Badge>
        ) : null}
      </Group>
      <ScrollArea
        h={height}
        type="auto"
        viewportProps={{ tabIndex: 0, 'aria-label': 'Competitors, scrollable' }}
      >
        <div role="list" aria-label="Competitors">
          {competitors
            ? competitors.map((competitor) => (
                <CompetitorItem
                  key={competitor.asin}
                  competitor={competitor}
                  marketplace={marketplace}
                />
              ))
            : Array.from({ length: 6 }, (_, index) => (
                <Group key={index} gap="sm" px="sm" py={10} wrap="nowrap">
                  <Skeleton w={44} h={44} radius="sm" />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton h={10} w="90%" />
                    <Skeleton h={10} w="50%" />
                  </Stack>
                </Group>
              ))}
        </div>
      </ScrollArea>
    </Paper>
  );
}
