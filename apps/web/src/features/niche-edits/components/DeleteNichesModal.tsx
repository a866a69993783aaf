import {
  NICHE_EDIT_MESSAGES,
  nicheEditEndpoints,
  countOf,
  type BulkResult,
  type NicheSelection,
  type PipelineRow,
  deleteRefusal,
} from '@fathom/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { refusedMessage, serverMessage } from '../lib/edit-rules';

interface DeleteNichesModalProps {
  /** The organization the user works in: niches of another one cannot be deleted. */
  orgId: number;
  /** The niches as the grid selected them, and how many that is. */
  selection: NicheSelection;
  count: number;
  /** The selected niches the grid has loaded: their names, and whether any may not be deleted. */
  niches: Pick<PipelineRow, 'id' | 'label' | 'organizationId' | 'canManage'>[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Confirms deleting the selected niches; refused with the reason when a loaded one may not be.
 * The server deletes those the user may change and names the others.
 */
export function DeleteNichesModal({
  orgId,
  selection,
  count,
  niches,
  opened,
  onClose,
}: DeleteNichesModalProps) {
  const reason = deleteRefusal(niches, orgId);
  /** The one niche selected, when the grid has it: it is deleted by its own call, and named. */
  const single = count === 1 && niches.length === 1 ? niches[0]! : null;
  const refresh = useRefreshNiches();
  const handlers = {
    onSuccess: async (result?: BulkResult) => {
      const refused = result && refusedMessage(result.refused);
      if (refused) notifyErrorMessage(refused);
      const deleted = result ? result.updated.length : 1;
      if (deleted > 0)
        notifySuccess(
          single ? `Niche “${single.label}” deleted` : `${countOf(deleted, 'niche')} deleted`,
        );
      onClose();
      await refresh(orgId);
    },
    onError: (error: Error) =>
      notifyErrorMessage(
        serverMessage(error) ??
          NICHE_EDIT_MESSAGES.deleteFailed(
            single ? single.label : niches.map((n) => n.label).join(', '),
          ),
      ),
  };
  // One niche by its own call; several as a bulk action that names the niches it refused.
  const one = useEndpointMutation(nicheEditEndpoints.deleteNiche, {
    onSuccess: () => handlers.onSuccess(),
    onError: handlers.onError,
  });
  const many = useEndpointMutation(nicheEditEndpoints.bulkDelete, handlers);
  const pending = one.isPending || many.isPending;
  function submit() {
    if (single) one.mutate({ params: { nicheId: single.id } });
    else many.mutate({ params: { orgId }, body: { selection } });
  }
  const question = single
    ? `Are you sure you want to delete the niche ${single.label}? Its researches, keywords and schedules are deleted with it.`
    : `Are you sure you want to delete ${count} niches? Their researches, keywords and schedules are deleted with them.`;

  return (
    <Modal opened={opened} onClose={onClose} title="Delete niches" centered>
      <Stack gap="lg">
        {reason ? (
          <Alert color="red" role="alert">
            {reason}
          </Alert>
        ) : (
          <Text fz="sm">{question}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={reason !== null || count === 0}
            loading={pending}
            onClick={submit}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
