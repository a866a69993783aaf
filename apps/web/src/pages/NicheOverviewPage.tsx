import { nichePageEndpoints, webRoutes } from '@fathom/contract';
import { Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { useEndpointQuery } from '../lib/endpoint-query';
import { CompetitorCharts } from '../features/niche-overview/components/CompetitorCharts';
import { ListVolumes } from '../features/niche-overview/components/ListVolumes';
import { OverviewMetrics } from '../features/niche-overview/components/OverviewMetrics';
import { ScheduleSummary } from '../features/niche-overview/components/ScheduleSummary';
import { NichePageLinks } from '../features/niches/components/NichePageLinks';
import { ResearchHistory } from '../features/researches/components/ResearchHistory';

/** The niche at a glance: figures, lists, competitors, schedule, history, and the way deeper. */
export function NicheOverviewPage({ nicheId }: { nicheId: number }) {
  const overview = useEndpointQuery(nichePageEndpoints.overview, { params: { nicheId } });
  useDocumentTitle(overview.data ? `${overview.data.niche.label} · Overview · Fathom` : 'Fathom');
  if (overview.isError)
    return (
      <QueryError
        title="Could not load the overview"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  if (!overview.data) return <PageLoader />;
  const { niche, lists, competitors, researches } = overview.data;
  return (
    <Stack gap="lg">
      <OverviewMetrics niche={niche} />
      <ListVolumes lists={lists} />
      <CompetitorCharts
        nicheId={nicheId}
        marketplace={niche.marketplace}
        competitors={competitors}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ScheduleSummary niche={niche} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ResearchHistory niche={niche} researches={researches} />
        </Grid.Col>
      </Grid>
      <NichePageLinks
        nicheId={nicheId}
        marketplace={niche.marketplace}
        current={webRoutes.nicheOverview}
      />
    </Stack>
  );
}
