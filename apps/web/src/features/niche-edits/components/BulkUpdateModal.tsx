import {
  nicheEditEndpoints,
  NICHE_EDIT_MESSAGES,
  type BulkResult,
  type NicheSelection,
} from '@fathom/contract';
import { Button, Group, Modal, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useOrgTags } from '../hooks/use-org-tags';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { BULK_ACTION_NAMES, BULK_ACTIONS, type BulkAction } from '../lib/bulk-actions';
import { refusedMessage } from '../lib/edit-rules';

interface BulkUpdateModalProps {
  orgId: number;
  selection: NicheSelection;
  /** How many niches the selection names. */
  count: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Assigns or removes spaces or labels on the selected niches, or gives them one assignee. Space
 * tags are offered only where the user may manage the space; niches the server refused are named.
 */
export function BulkUpdateModal({
  orgId,
  selection,
  count,
  opened,
  onClose,
}: BulkUpdateModalProps) {
  const [action, setAction] = useState<BulkAction>('assignSpaces');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setAction('assignSpaces');
    setTagIds([]);
    setAssignee(null);
    setError(null);
  }, [opened]);
  const { spaces, labels, members, mayManageSpace } = useOrgTags(orgId, opened);
  const refresh = useRefreshNiches();
  const spec = BULK_ACTIONS[action];
  const handlers = {
    onSuccess: async (result: BulkResult) => {
      if (result.updated.length) notifySuccess(spec.success);
      const refused = refusedMessage(result.refused);
      if (refused) notifyErrorMessage(refused);
      onClose();
      await refresh(orgId);
    },
    onError: (e: Error) => notifyErrorMessage(errorMessage(e)),
  };
  const tags = useEndpointMutation(nicheEditEndpoints.bulkTags, handlers);
  const assign = useEndpointMutation(nicheEditEndpoints.bulkAssignee, handlers);
  const pending = tags.isPending || assign.isPending;

  function choose(next: string) {
    setAction(next as BulkAction);
    setTagIds([]);
    setError(null);
  }

  function submit() {
    const params = { orgId };
    if (spec.type === 'assignee') {
      if (!assignee) return setError(NICHE_EDIT_MESSAGES.assigneeRequired);
      return assign.mutate({ params, body: { selection, userId: assignee } });
    }
    if (!tagIds.length) return setError(NICHE_EDIT_MESSAGES.tagRequired);
    tags.mutate({
      params,
      body: { selection, type: spec.type, operation: spec.operation, tagIds: tagIds.map(Number) },
    });
  }

  const tagData =
    spec.type === 'space'
      ? spaces.map((s) => ({ value: String(s.id), label: s.name, disabled: !mayManageSpace(s) }))
      : labels.map((l) => ({ value: String(l.id), label: l.name }));

  return (
    <Modal opened={opened} onClose={onClose} title="Bulk Update" centered>
      <Stack>
        <Text fz="sm">Niches selected: {count}.</Text>
        <Radio.Group label="Action" value={action} onChange={choose}>
          <Stack gap="xs" mt="xs">
            {BULK_ACTION_NAMES.map((name) => (
              <Radio key={name} value={name} label={BULK_ACTIONS[name].label} />
            ))}
          </Stack>
        </Radio.Group>
        {spec.type === 'assignee' ? (
          <Select
            label="Assignee"
            searchable
            data={members.map((m) => ({ value: m.userId, label: m.name }))}
            value={assignee}
            onChange={(value) => {
              setAssignee(value);
              setError(null);
            }}
            error={error}
          />
        ) : (
          <MultiSelect
            label={spec.type === 'space' ? 'Spaces' : 'Labels'}
            searchable
            data={tagData}
            value={tagIds}
            onChange={(value) => {
              setTagIds(value);
              setError(null);
            }}
            error={error}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pending}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
