import { NICHE_EDIT_MESSAGES, nicheEditEndpoints, type PipelineRow } from '@fathom/contract';
import { Modal, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useOrgTags } from '../hooks/use-org-tags';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { assigneeChange, serverMessage } from '../lib/edit-rules';
import { ModalActions } from '../../../components/ModalActions';

export const ASSIGNEE_FAILED = 'Failed to update the assignee';

interface AssigneeEditorProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'assignees' | 'organizationId'>;
  opened: boolean;
  onClose: () => void;
}

/** Assigns one niche to a member of its organization, or to nobody. */
export function AssigneeEditor({ niche, opened, onClose }: AssigneeEditorProps) {
  const current = niche.assignees.map((a) => a.id);
  const [chosen, setChosen] = useState<string | null>(current[0] ?? null);
  useEffect(() => {
    if (opened) setChosen(niche.assignees[0]?.id ?? null);
  }, [opened, niche.assignees]);
  const { members } = useOrgTags(niche.organizationId, opened);
  const refresh = useRefreshNiches();
  const save = useEndpointMutation(nicheEditEndpoints.setAssignee, {
    onSuccess: async () => {
      notifySuccess(NICHE_EDIT_MESSAGES.assigneeUpdated);
      onClose();
      await refresh(niche.organizationId, [niche.id]);
    },
    onError: (error) => notifyErrorMessage(serverMessage(error) ?? ASSIGNEE_FAILED),
  });

  function submit() {
    const change = assigneeChange(current, chosen ? [chosen] : []);
    if (!change) return onClose();
    save.mutate({ params: { nicheId: niche.id }, body: change });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Assignee: ${niche.label}`} centered>
      <Stack>
        <Select
          label="Assignee"
          placeholder="Nobody"
          searchable
          clearable
          data={members.map((m) => ({ value: m.userId, label: m.name }))}
          value={chosen}
          onChange={setChosen}
        />
        <ModalActions onCancel={onClose} onSubmit={submit} pending={save.isPending} />
      </Stack>
    </Modal>
  );
}
