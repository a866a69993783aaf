import { buildPath, webRoutes } from '@fathom/contract';
import { createRoute, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useNicheVisit } from '../entities/niches/visits';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { NicheTrackerPage } from '../pages/NicheTrackerPage';
import { appRoute } from './app';
import { parseNicheId, validateNicheMklSearch } from './niche-mkl';

/** /niche/{id}/niche-tracker, with showDiveAgainPopup=true opening the Dive Again modal. */
export const nicheTrackerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheTracker,
  validateSearch: validateNicheMklSearch,
  component: NicheTrackerScreen,
});

function NicheTrackerScreen() {
  const { nicheId = '' } = useParams({ strict: false });
  const { showDiveAgainPopup } = useSearch({ strict: false });
  const router = useRouter();
  const id = parseNicheId(nicheId);
  useNicheVisit(id, webRoutes.nicheTracker);
  if (id === null) return <NicheNotFound />;
  return (
    <NicheTrackerPage
      key={id}
      nicheId={id}
      openDiveAgain={showDiveAgainPopup === true}
      onDiveAgainClosed={() => {
        if (showDiveAgainPopup)
          router.history.replace(buildPath(webRoutes.nicheTracker, { nicheId: id }));
      }}
    />
  );
}
