import { diveEndpoints } from '@fathom/contract';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { NicheHeader } from '../features/niches/components/NicheHeader';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { NicheTrackerPanel } from '../features/niche-tracker/components/NicheTrackerPanel';
import { isApiError } from '../lib/api-client';
import { useEndpointQuery } from '../lib/endpoint-query';
import { NicheDiveActions } from './NicheDiveActions';

interface NicheTrackerPageProps {
  nicheId: number;
  /** Opens the Dive Again modal at once (showDiveAgainPopup=true). */
  openDiveAgain?: boolean;
  onDiveAgainClosed?: () => void;
}

/** The niche tracker page: the niche's header and actions, then its figures over time. */
export function NicheTrackerPage({
  nicheId,
  openDiveAgain,
  onDiveAgainClosed,
}: NicheTrackerPageProps) {
  const niche = useEndpointQuery(diveEndpoints.niche, { params: { nicheId } });
  useDocumentTitle(niche.data ? `${niche.data.label} · Niche tracker · Fathom` : 'Fathom');
  if (niche.isError) {
    if (isApiError(niche.error, 404)) return <NicheNotFound />;
    return (
      <QueryError
        title="Could not load the niche"
        error={niche.error}
        onRetry={() => void niche.refetch()}
      />
    );
  }
  if (!niche.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <NicheHeader
        niche={niche.data}
        actions={
          <NicheDiveActions
            niche={niche.data}
            openDiveAgain={openDiveAgain}
            onDiveAgainClosed={onDiveAgainClosed}
          />
        }
      />
      <NicheTrackerPanel nicheId={nicheId} marketplace={niche.data.marketplace} />
    </Stack>
  );
}
