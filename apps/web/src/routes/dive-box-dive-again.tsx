import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { DiveAgainLaunchPage } from '../features/dives/components/DiveAgainLaunchPage';
import { appRoute } from './app';

/** Target of an automatic Dive Again: launches the pending trigger and shows its progress. */
export const diveAgainRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.diveAgain,
  component: DiveAgainScreen,
});

function DiveAgainScreen() {
  useDocumentTitle('Niche Dive Again · Fathom');
  return <DiveAgainLaunchPage />;
}
