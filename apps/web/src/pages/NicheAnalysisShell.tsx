import { diveEndpoints, type NicheSummary } from '@fathom/contract';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { isApiError } from '../lib/api-client';
import { useEndpointQuery } from '../lib/endpoint-query';
import {
  AnalysisLinks,
  type AnalysisPage,
} from '../features/keyword-lists/components/AnalysisLinks';
import { NicheHeader } from '../features/niches/components/NicheHeader';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { NicheDiveActions } from './NicheDiveActions';

interface NicheAnalysisShellProps {
  nicheId: number;
  page: AnalysisPage;
  /** The page's name in the window title. */
  title: string;
  children: (niche: NicheSummary) => ReactNode;
}

/** A niche analysis page beside the keyword lists: the niche's header, the pages' links, a body. */
export function NicheAnalysisShell({ nicheId, page, title, children }: NicheAnalysisShellProps) {
  const niche = useEndpointQuery(diveEndpoints.niche, { params: { nicheId } });
  useDocumentTitle(niche.data ? `${niche.data.label} · ${title} · Fathom` : 'Fathom');
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
      <NicheHeader niche={niche.data} actions={<NicheDiveActions niche={niche.data} />} />
      <AnalysisLinks nicheId={nicheId} active={page} />
      {children(niche.data)}
    </Stack>
  );
}
