import { diveEndpoints } from '@fathom/contract';
import { Stack } from '@mantine/core';
import { Outlet, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { isApiError } from '../lib/api-client';
import { useEndpointQuery } from '../lib/endpoint-query';
import { NicheDetailsPanel } from '../features/niche-edits/components/NicheDetailsPanel';
import { NicheHeader } from '../features/niches/components/NicheHeader';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { NicheTabs } from '../features/niches/components/NicheTabs';
import { parseNicheId } from '../features/niches/lib/niche-views';
import { NicheDiveActions } from './NicheDiveActions';

/** Every niche page: the niche's header and dive actions, the tab bar of its pages, the page. */
export function NicheLayout() {
  const { nicheId = '' } = useParams({ strict: false });
  const id = parseNicheId(nicheId);
  if (id === null) return <NicheNotFound />;
  return <NicheFrame key={id} nicheId={id} />;
}

function NicheFrame({ nicheId }: { nicheId: number }) {
  const niche = useEndpointQuery(diveEndpoints.niche, { params: { nicheId } });
  const { showDiveAgainPopup } = useSearch({ strict: false });
  const router = useRouter();

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
            openDiveAgain={showDiveAgainPopup === true}
            onDiveAgainClosed={() => {
              if (showDiveAgainPopup) router.history.replace(router.state.location.pathname);
            }}
          />
        }
      />
      <NicheDetailsPanel niche={niche.data} />
      <NicheTabs nicheId={nicheId} marketplace={niche.data.marketplace} />
      <Outlet />
    </Stack>
  );
}
