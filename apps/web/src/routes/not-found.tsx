import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { appRoute } from './app';

export const notFoundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: NotFoundScreen,
});

function NotFoundScreen() {
  useDocumentTitle('Page not found · Fathom');
  return <NotFoundPage />;
}
