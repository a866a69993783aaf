import { diveEndpoints, ROLE_LABELS } from '@fathom/contract';
import { Badge, Button, Paper, Stack } from '@mantine/core';
import { PageHeader } from '../components/PageHeader';
import { QueryError } from '../components/QueryError';
import { IconPlus } from '../components/icons';
import { NicheDiveModal } from '../features/dives/components/NicheDiveModal';
import { useOrganization } from '../entities/organization/use-organization';
import { useEndpointQuery } from '../lib/endpoint-query';
import { EmptyPipeline } from './EmptyPipeline';
import { NichesTable } from '../features/niches/components/NichesTable';

interface NichesHomeProps {
  diveModalOpened: boolean;
  onOpenDiveModal: () => void;
  onCloseDiveModal: () => void;
}

/** Home: the organization's niches, or the empty pipeline with its create-first-niche form. */
export function NichesHome({
  diveModalOpened,
  onOpenDiveModal,
  onCloseDiveModal,
}: NichesHomeProps) {
  const organization = useOrganization();
  const niches = useEndpointQuery(diveEndpoints.listNiches, {
    params: { orgId: organization.id },
  });

  return (
    <Stack gap="md">
      <PageHeader
        title={organization.name}
        actions={
          <>
            <Badge variant="light" size="lg" radius="sm">
              {ROLE_LABELS[organization.role]}
            </Badge>
            <Button leftSection={<IconPlus size={16} />} onClick={onOpenDiveModal}>
              Create Niche
            </Button>
          </>
        }
      />
      {niches.isError ? (
        <QueryError
          title="Could not load niches"
          error={niches.error}
          onRetry={() => void niches.refetch()}
        />
      ) : niches.data?.length === 0 ? (
        <EmptyPipeline />
      ) : (
        <Paper withBorder radius="md">
          <NichesTable niches={niches.data} />
        </Paper>
      )}
      <NicheDiveModal opened={diveModalOpened} onClose={onCloseDiveModal} />
    </Stack>
  );
}
