import { webRoutes } from '@fathom/contract';
import { useNavigate } from '@tanstack/react-router';
import { IconCompass } from './icons';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      icon={<IconCompass size={32} />}
      action={{
        label: 'Go to the start page',
        onClick: () => void navigate({ to: webRoutes.home }),
      }}
    />
  );
}
