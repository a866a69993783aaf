import { competitionStrengthBand, type NicheSummary } from '@fathom/contract';
import { Badge, SimpleGrid } from '@mantine/core';
import { MetricCard as Metric } from '../../../components/MetricCard';
import { formatNumber, formatPrice, formatScore } from '../../../lib/format';

const dash = '—';

/** The niche's key figures: keywords, volume, competitors, medians and competition strength. */
export function NicheMetrics({ niche }: { niche: NicheSummary }) {
  const strength = niche.competitionStrength;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      <Metric label="Keywords" hint={`${formatNumber(niche.numVisibleKeywords)} in the MKL`}>
        {formatNumber(niche.numKeywords)}
      </Metric>
      <Metric label="Search volume" hint="Monthly, all keywords">
        {formatNumber(niche.totalSvOfKeywords)}
      </Metric>
      <Metric label="Competitors">{formatNumber(niche.numCompetitors)}</Metric>
      <Metric label="Median price">
        {niche.medianPriceCents === null
          ? dash
          : formatPrice(niche.medianPriceCents, niche.marketplace)}
      </Metric>
      <Metric label="Median rating">
        {niche.medianRating === null ? dash : `${niche.medianRating.toFixed(1)} ★`}
      </Metric>
      <Metric label="Median reviews">
        {niche.medianReviewCount === null ? dash : formatNumber(niche.medianReviewCount)}
      </Metric>
      <Metric label="Competition strength">
        {strength === null ? (
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
        )}
      </Metric>
    </SimpleGrid>
  );
}
