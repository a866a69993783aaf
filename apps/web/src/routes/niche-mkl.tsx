import { type KeywordList, nicheListRoutes, webRoutes } from '@fathom/contract';
import { createRoute, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { MklPage } from '../pages/MklPage';
import { useNicheVisit } from '../entities/niches/visits';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { nicheListPath } from '../features/niches/lib/niche-views';
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

/** A niche id from the address, or null when it is not one. */
export function parseNicheId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

export const nicheMklRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheMkl,
  validateSearch: validateNicheMklSearch,
  component: () => <NicheListScreen list="mkl" />,
});

export const nicheOutliersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheOutliers,
  validateSearch: validateNicheMklSearch,
  component: () => <NicheListScreen list="outlier" />,
});

export const nicheResidueRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheResidue,
  validateSearch: validateNicheMklSearch,
  component: () => <NicheListScreen list="residue" />,
});

/** The niche analysis page on one of its keyword lists; each tab has its own address. */
function NicheListScreen({ list }: { list: KeywordList }) {
  const { nicheId = '' } = useParams({ strict: false });
  const { showDiveAgainPopup } = useSearch({ strict: false });
  const router = useRouter();
  const id = parseNicheId(nicheId);
  useNicheVisit(id, nicheListRoutes[list]);
  if (id === null) return <NicheNotFound />;
  return (
    <MklPage
      key={id}
      nicheId={id}
      list={list}
      onListChange={(next) => router.history.push(nicheListPath(id, next))}
      openDiveAgain={showDiveAgainPopup === true}
      onDiveAgainClosed={() => {
        if (showDiveAgainPopup) router.history.replace(nicheListPath(id, list));
      }}
    />
  );
}
