import { webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { DiveBoxPage } from '../features/dives/components/DiveBoxPage';
import { appRoute } from './app';

/** Redirect view of a one-click niche start: follows the dive until it lands on the niche. */
export const diveBoxRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.diveBox,
  component: DiveBoxScreen,
});

function DiveBoxScreen() {
  useDocumentTitle('Niche Dive · Fathom');
  return <DiveBoxPage />;
}
