import { diveEndpoints, type NicheSummary } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PageLoader } from '../components/PageLoader';
import { useEndpointQuery } from '../lib/endpoint-query';

interface NicheAnalysisShellProps {
  nicheId: number;
  /** The page's name in the window title. */
  title: string;
  children: (niche: NicheSummary) => ReactNode;
}

/**
 * The body of a niche page that needs the niche itself; the niche layout around it shows the
 * header, the tab bar and the niche's load errors.
 */
export function NicheAnalysisShell({ nicheId, title, children }: NicheAnalysisShellProps) {
  const niche = useEndpointQuery(diveEndpoints.niche, { params: { nicheId } });
  useDocumentTitle(niche.data ? `${niche.data.label} · ${title} · Fathom` : 'Fathom');
  if (!niche.data) return <PageLoader />;
  return <>{children(niche.data)}</>;
}
