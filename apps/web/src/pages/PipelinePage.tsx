import { ROLE_LABELS } from '@fathom/contract';
import { Badge, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { IconPlus } from '../components/icons';
import { useOrganization } from '../entities/organization/use-organization';
import { NicheDiveModal } from '../features/dives/components/NicheDiveModal';
import { SavedFiltersPanel } from '../features/saved-filters/components/SavedFiltersPanel';
import { PipelineWorkspace } from '../features/pipeline/components/PipelineWorkspace';
import type { PipelineAction } from '../features/pipeline/lib/pipeline-actions';
import { EmptyPipeline } from './EmptyPipeline';
import { PipelineDialogs } from './PipelineDialogs';

interface PipelinePageProps {
  /** Pre-fills a contains filter on the hero keyword (`/?niche=`). */
  heroKeyword?: string | undefined;
  diveModalOpened: boolean;
  onOpenDiveModal: () => void;
  onCloseDiveModal: () => void;
}

/** Home: the niche pipeline, or the empty pipeline with its create-first-niche form. */
export function PipelinePage({
  heroKeyword,
  diveModalOpened,
  onOpenDiveModal,
  onCloseDiveModal,
}: PipelinePageProps) {
  const organization = useOrganization();
  const [action, setAction] = useState<PipelineAction>(null);
  const [appliedFilter, setAppliedFilter] = useState<number | null>(null);

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
      <PipelineWorkspace
        orgId={organization.id}
        heroKeyword={heroKeyword}
        onAction={setAction}
        filtersPanel={({ view, applyView }) => (
          <SavedFiltersPanel
            orgId={organization.id}
            view={view}
            appliedId={appliedFilter}
            onApply={(filter) => {
              setAppliedFilter(filter?.id ?? null);
              applyView(filter?.view ?? {});
            }}
          />
        )}
        emptyPipeline={<EmptyPipeline />}
      />
      <PipelineDialogs orgId={organization.id} action={action} onClose={() => setAction(null)} />
      <NicheDiveModal opened={diveModalOpened} onClose={onCloseDiveModal} />
    </Stack>
  );
}
