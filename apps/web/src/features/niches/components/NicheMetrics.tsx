import { competitionStrengthBand, type NicheSummary } from '@fathom/contract';
import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber, formatPrice, formatScore } from '../../../lib/format';

function Metric({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text fz="lg" fw={700} mt={2} component="div" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

const dash = '—';

/** The niche's key figures: keywords, volume, competitors, medians and competition strength. */
export function NicheMetrics({ niche }: { niche: NicheSummary }) {
  const strength = niche.competitionStrength;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Metric
        label="Keywords"
        value={formatNumber(niche.numKeywords)}
        hint={`${formatNumber(niche.numVisibleKeywords)} in the MKL`}
      />
      <Metric
        label="Search volume"
        value={formatNumber(niche.totalSvOfKeywords)}
        hint="Monthly, all keywords"
      />
      <Metric label="Competitors" value={formatNumber(niche.numCompetitors)} />
      <Metric
        label="Median price"
        value={
          niche.medianPriceCents === null
            ? dash
            : formatPrice(niche.medianPriceCents, niche.marketplace)
        }
      />
      <Metric
        label="Median rating"
        value={niche.medianRating === null ? dash : `${niche.medianRating.toFixed(1)} ★`}
      />
      <Metric
        label="Median reviews"
        value={niche.medianReviewCount === null ? dash : formatNumber(niche.medianReviewCount)}
      />
      <Metric
        label="Competition strength"
        value={
          strength === null ? (
            dash
          ) : (
            <Badge
              size="lg"
              radius="sm"
              variant="light"
              color={competitionStrengthBand(strength)}
              data-band={competitionStrengthBand(strength)}
            >
              {formatScore(strength)}
            </Badge>
          )
        }
      />
    </SimpleGrid>
  );
}
