import { ROLE_LABELS } from '@fathom/contract';
import { Badge } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentOrganization } from '../hooks/use-current-organization';

export function OrganizationHome() {
  const { organization } = useCurrentOrganization();
  if (!organization) return null;
  return (
    <PageHeader
      title={organization.name}
      actions={
        <Badge variant="light" size="lg" radius="sm">
          {ROLE_LABELS[organization.role]}
        </Badge>
      }
    />
  );
}
