import {
  NICHE_EDIT_MESSAGES,
  nicheEditEndpoints,
  countOf,
  type BulkResult,
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
  niches: Pick<PipelineRow, 'id' | 'label' | 'organizationId' | 'canManage'>[];
  opened: boolean;
  onClose: () => void;
}

/** What the user is told once niches are deleted: the niche by name, or how many. */
function deletedMessage(niches: DeleteNichesModalProps['niches'], deleted: number): string {
  return niches.length === 1
    ? `Niche “${niches[0]!.label}” deleted`
    : `${countOf(deleted, 'niche')} deleted`;
}

/** Confirms deleting the selected niches; refused with the reason when any may not be. */
export function DeleteNichesModal({ orgId, niches, opened, onClose }: DeleteNichesModalProps) {
  const reason = deleteRefusal(niches, orgId);
  const refresh = useRefreshNiches();
  const handlers = {
    onSuccess: async (result?: BulkResult) => {
      const refused = result && refusedMessage(result.refused);
      if (refused) notifyErrorMessage(refused);
      const deleted = result ? result.updated.length : niches.length;
      if (deleted > 0) notifySuccess(deletedMessage(niches, deleted));
      onClose();
      await refresh(orgId);
    },
    onError: (error: Error) =>
      notifyErrorMessage(
        serverMessage(error) ??
          NICHE_EDIT_MESSAGES.deleteFailed(niches.map((n) => n.label).join(', ')),
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
    const ids = niches.map((n) => n.id);
    if (ids.length === 1) one.mutate({ params: { nicheId: ids[0]! } });
    else many.mutate({ params: { orgId }, body: { selection: { mode: 'ids', ids } } });
  }
  const question =
    niches.length === 1
      ? `Are you sure you want to delete the niche ${niches[0]!.label}? Its researches, keywords and schedules are deleted with it.`
      : `Are you sure you want to delete ${niches.length} niches? Their researches, keywords and schedules are deleted with them.`;

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
            disabled={reason !== null || niches.length === 0}
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
