import { createRoute, useNavigate } from '@tanstack/react-router';
import { MklPage } from '../features/niches/components/MklPage';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { appRoute } from './app';

export interface NicheMklSearch {
  /** Opens the Dive Again modal; removed from the address when it closes. */
  showDiveAgainPopup?: true;
}

export function validateNicheMklSearch(search: Record<string, unknown>): NicheMklSearch {
  return search.showDiveAgainPopup === true || search.showDiveAgainPopup === 'true'
    ? { showDiveAgainPopup: true }
    : {};
}

export const nicheMklRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/niche/$nicheId/niche-analysis/mkl',
  validateSearch: validateNicheMklSearch,
  component: NicheMklScreen,
});

/** A niche id from the address, or null when it is not one. */
export function parseNicheId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

function NicheMklScreen() {
  const { nicheId } = nicheMklRoute.useParams();
  const { showDiveAgainPopup } = nicheMklRoute.useSearch();
  const navigate = useNavigate({ from: '/niche/$nicheId/niche-analysis/mkl' });
  const id = parseNicheId(nicheId);
  if (id === null) return <NicheNotFound />;
  return (
    <MklPage
      key={id}
      nicheId={id}
      openDiveAgain={showDiveAgainPopup === true}
      onDiveAgainClosed={() => {
        if (showDiveAgainPopup) void navigate({ search: {}, replace: true });
      }}
    />
  );
}
