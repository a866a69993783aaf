import { nichePageEndpoints, type MarketplaceTld } from '@fathom/contract';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatNumber } from '../../../lib/format';
import { CompetitorTable } from './CompetitorTable';

interface DeepDiveViewProps {
  nicheId: number;
  marketplace: MarketplaceTld;
  /** The competitor to open (the address's fragment), or null. */
  openAsin: string | null;
  onOpen: (asin: string | null) => void;
}

/** Every competitor of the niche's latest research, each opening its history, keywords and variations. */
export function DeepDiveView({ nicheId, marketplace, openAsin, onOpen }: DeepDiveViewProps) {
  const deepDive = useEndpointQuery(nichePageEndpoints.deepDive, { params: { nicheId } });
  const competitors = deepDive.data?.competitors;
  const known = !openAsin || !competitors || competitors.some((c) => c.asin === openAsin);

  useEffect(() => {
    if (!openAsin || !competitors) return;
    document.getElementById(openAsin)?.scrollIntoView({ block: 'start' });
  }, [openAsin, competitors]);

  if (deepDive.isError)
    return (
      <QueryError
        title="Could not load the deep dive"
        error={deepDive.error}
        onRetry={() => void deepDive.refetch()}
      />
    );
  if (!deepDive.data) return <PageLoader />;
  const { researchDate, visibleKeywords, visibleSearchVolume } = deepDive.data;
  if (!competitors?.length)
    return (
      <Paper withBorder radius="md" p="xl">
        <Title order={2} fz="md">
          No competitors yet
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          The deep dive lists the competitors of the niche&apos;s latest research. Dive the niche to
          see them.
        </Text>
      </Paper>
    );
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md">
          Competitors
        </Title>
        <Text fz="sm" c="dimmed" data-testid="deep-dive-summary">
          {formatNumber(competitors.length)} products of the research of {researchDate}; search
          volume shares are of the {formatNumber(visibleKeywords)} visible keywords (
          {formatNumber(visibleSearchVolume)} searches a month).
        </Text>
      </Paper>
      {!known && (
        <Alert color="yellow" variant="light" title="Competitor not found">
          {openAsin} is not a competitor of this niche&apos;s latest research.
        </Alert>
      )}
      <Paper withBorder radius="md">
        <CompetitorTable
          nicheId={nicheId}
          marketplace={marketplace}
          competitors={competitors}
          openAsin={openAsin}
          onOpen={onOpen}
        />
      </Paper>
    </Stack>
  );
}
