import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';

const DiveBoxPage = lazyRouteComponent(
  () => import('../features/dives/components/DiveBoxPage'),
  'DiveBoxPage',
);

/** Redirect view of a one-click niche start: follows the dive until it lands on the niche. */
export const diveBoxRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.diveBox,
  loader: () => DiveBoxPage.preload?.(),
  component: DiveBoxScreen,
});

function DiveBoxScreen() {
  useDocumentTitle('Niche Dive · Fathom');
  return <DiveBoxPage />;
}
