import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

const PipelinePage = lazyRouteComponent(() => import('../pages/PipelinePage'), 'PipelinePage');

export interface HomeSearch {
  /** Opens the Niche Dive modal; removed from the address when the modal closes. */
  openSndModal?: true;
  /** Pre-fills a contains filter on the hero keyword; removed from the address once read. */
  niche?: string;
}

const NICHE_SEARCH_MAX = 255;

export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const result: HomeSearch = {};
  if (search.openSndModal === true || search.openSndModal === 'true') result.openSndModal = true;
  const niche = typeof search.niche === 'number' ? String(search.niche) : search.niche;
  if (typeof niche === 'string' && niche.trim() !== '')
    result.niche = niche.trim().slice(0, NICHE_SEARCH_MAX);
  return result;
}

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.home,
  validateSearch: validateHomeSearch,
  loader: () => PipelinePage.preload?.(),
  component: HomeScreen,
});

function HomeScreen() {
  const organization = useOrganization();
  const { openSndModal, niche } = homeRoute.useSearch();
  const navigate = useNavigate({ from: webRoutes.home });
  useDocumentTitle(`${organization.name} · Fathom`);
  useEffect(() => {
    if (niche !== undefined)
      void navigate({ search: (previous) => ({ ...previous, niche: undefined }), replace: true });
  }, [niche, navigate]);
  return (
    <PipelinePage
      key={organization.id}
      heroKeyword={niche}
      diveModalOpened={openSndModal === true}
      onOpenDiveModal={() => void navigate({ search: { openSndModal: true } })}
      onCloseDiveModal={() => void navigate({ search: {}, replace: true })}
    />
  );
}
