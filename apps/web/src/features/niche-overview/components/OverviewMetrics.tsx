import {
  competitionStrengthBand,
  launchKeywordsBand,
  medianDaysListedBand,
  medianReviewCountBand,
  relevantKeywordsBand,
  type BandColor,
  type NicheSummary,
} from '@fathom/contract';
import { Badge, SimpleGrid } from '@mantine/core';
import { MetricCard as Metric } from '../../../components/MetricCard';
import { formatEstimate, formatNumber, formatPrice, formatScore } from '../../../lib/format';

/** What a colour band says about the opportunity, in words beside the colour. */
export const BAND_WORDS: Record<BandColor, string> = {
  red: 'Weak opportunity',
  orange: 'Limited opportunity',
  yellow: 'Fair opportunity',
  green: 'Strong opportunity',
};

const dash = '—';

function Banded({ label, value, band }: { label: string; value: string; band: BandColor | null }) {
  return (
    <Metric label={label} hint={band ? BAND_WORDS[band] : undefined}>
      {band ? (
        <Badge size="lg" radius="sm" variant="light" color={band} data-band={band}>
          {value}
        </Badge>
      ) : (
        value
      )}
    </Metric>
  );
}

/** The niche's headline figures, the banded ones coloured by the spec's colour band rules. */
export function OverviewMetrics({ niche }: { niche: NicheSummary }) {
  const money = (cents: number | null) =>
    cents === null ? dash : formatPrice(cents, niche.marketplace);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Banded
        label="Competition strength"
        value={niche.competitionStrength === null ? dash : formatScore(niche.competitionStrength)}
        band={
          niche.competitionStrength === null
            ? null
            : competitionStrengthBand(niche.competitionStrength)
        }
      />
      <Banded
        label="Relevant keywords"
        value={formatNumber(niche.numRelevantKeywords)}
        band={relevantKeywordsBand(niche.numRelevantKeywords)}
      />
      <Banded
        label="Launch keywords"
        value={formatNumber(niche.numLaunchKeywords)}
        band={launchKeywordsBand(niche.numLaunchKeywords)}
      />
      <Banded
        label="Median days listed"
        value={niche.medianDaysListed === null ? dash : formatNumber(niche.medianDaysListed)}
        band={niche.medianDaysListed === null ? null : medianDaysListedBand(niche.medianDaysListed)}
      />
      <Banded
        label="Median reviews"
        value={niche.medianReviewCount === null ? dash : formatNumber(niche.medianReviewCount)}
        band={
          niche.medianReviewCount === null ? null : medianReviewCountBand(niche.medianReviewCount)
        }
      />
      <Metric label="Median price">{money(niche.medianPriceCents)}</Metric>
      <Metric label="Median rating">
        {niche.medianRating === null ? dash : `${niche.medianRating.toFixed(1)} ★`}
      </Metric>
      <Metric label="Median monthly sales">
        {niche.medianSales === null ? dash : formatNumber(niche.medianSales)}
      </Metric>
      <Metric label="Median monthly revenue">
        {niche.medianRevenueCents === null
          ? dash
          : formatEstimate(niche.medianRevenueCents, niche.marketplace)}
      </Metric>
      <Metric label="Competitors">{formatNumber(niche.numCompetitors)}</Metric>
    </SimpleGrid>
  );
}
