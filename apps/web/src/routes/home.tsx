import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { NichesHome } from '../pages/NichesHome';
import { useOrganization } from '../entities/organization/use-organization';
import { appRoute } from './app';

export interface HomeSearch {
  /** Opens the Niche Dive modal; removed from the address when the modal closes. */
  openSndModal?: true;
}

export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  return search.openSndModal === true || search.openSndModal === 'true'
    ? { openSndModal: true }
    : {};
}

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.home,
  validateSearch: validateHomeSearch,
  component: HomeScreen,
});

function HomeScreen() {
  const organization = useOrganization();
  const { openSndModal } = homeRoute.useSearch();
  const navigate = useNavigate({ from: webRoutes.home });
  useDocumentTitle(`${organization.name} · Fathom`);
  return (
    <NichesHome
      key={organization.id}
      diveModalOpened={openSndModal === true}
      onOpenDiveModal={() => void navigate({ search: { openSndModal: true } })}
      onCloseDiveModal={() => void navigate({ search: {}, replace: true })}
    />
  );
}
