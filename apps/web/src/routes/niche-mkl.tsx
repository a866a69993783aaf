import { createRoute } from '@tanstack/react-router';
import { MklPage } from '../features/niches/components/MklPage';
import { NicheNotFound } from '../features/niches/components/NicheNotFound';
import { appRoute } from './app';

export const nicheMklRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/niche/$nicheId/niche-analysis/mkl',
  component: NicheMklScreen,
});

/** A niche id from the address, or null when it is not one. */
export function parseNicheId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

function NicheMklScreen() {
  const { nicheId } = nicheMklRoute.useParams();
  const id = parseNicheId(nicheId);
  if (id === null) return <NicheNotFound />;
  return <MklPage key={id} nicheId={id} />;
}
