import { IconLock } from './icons';
import { StatusPage } from './StatusPage';

export function ForbiddenPage({ description }: { description: string }) {
  return (
    <StatusPage
      code="403"
      title="Access denied"
      description={description}
      icon={<IconLock size={32} />}
    />
  );
}
