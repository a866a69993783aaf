import { webRoutes } from '@fathom/contract';
import { useNavigate } from '@tanstack/react-router';
import { StatusPage } from '../../../components/StatusPage';
import { IconCompass } from '../../../components/icons';

export function NicheNotFound() {
  const navigate = useNavigate();
  return (
    <StatusPage
      title="Niche not found"
      description="This niche does not exist, or it belongs to a space you cannot see."
      icon={<IconCompass size={32} />}
      action={{
        label: 'Back to the pipeline',
        onClick: () => void navigate({ to: webRoutes.home }),
      }}
    />
  );
}
