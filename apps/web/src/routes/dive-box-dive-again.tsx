import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';

const DiveAgainLaunchPage = lazyRouteComponent(
  () => import('../features/dives/components/DiveAgainLaunchPage'),
  'DiveAgainLaunchPage',
);

/** Target of an automatic Dive Again: launches the pending trigger and shows its progress. */
export const diveAgainRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.diveAgain,
  loader: () => DiveAgainLaunchPage.preload?.(),
  component: DiveAgainScreen,
});

function DiveAgainScreen() {
  useDocumentTitle('Niche Dive Again · Fathom');
  return <DiveAgainLaunchPage />;
}
