import {
  RANK_MESSAGES,
  rankRadarEndpoints,
  type Label,
  type Member,
  type Tracker,
} from '@fathom/contract';
import { ActionIcon, Button, Group, Menu, Modal, MultiSelect, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { IconDots } from '../../../components/icons';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';

type Change = {
  status?: 'active' | 'paused';
  tags?: number[];
  assignees?: string[];
  archived?: false;
};

/**
 * A tracker's actions (spec §7 PATCH and DELETE krt/{id}): pause or resume it, set its tags and
 * assignees, archive it or take it out of the archive. Shown to those who may change it.
 */
export function TrackerActions({
  orgId,
  tracker,
  labels,
  members,
}: {
  orgId: number;
  tracker: Tracker;
  labels: Label[];
  members: Member[];
}) {
  const queryClient = useQueryClient();
  const [editing, editor] = useDisclosure(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.trackers(orgId) });
  const update = useEndpointMutation(rankRadarEndpoints.updateTracker, {
    onSuccess: async (_, { body }) => {
      notifySuccess(
        body.archived === false
          ? `${tracker.title} is tracked again`
          : body.status === 'paused'
            ? `${tracker.title} is paused`
            : body.status === 'active'
              ? `${tracker.title} is tracked again`
              : 'Rank Radar updated',
      );
      editor.close();
      await refresh();
    },
    onError: (error, { body }) =>
      notifyError(
        body.archived === false || body.status === 'active'
          ? RANK_MESSAGES.trackFromListFailed
          : 'Could not update the Rank Radar',
        error,
      ),
  });
  const archive = useEndpointMutation(rankRadarEndpoints.archiveTracker, {
    onSuccess: async () => {
      notifySuccess(`${tracker.title} is archived`);
      await refresh();
    },
    onError: (error) => notifyError('Could not archive the Rank Radar', error),
  });
  const change = (body: Change) => update.mutate({ params: { orgId, krtId: tracker.id }, body });
  const busy = update.isPending || archive.isPending;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Actions for ${tracker.title}`} loading={busy}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {tracker.archived ? (
            <Menu.Item onClick={() => change({ archived: false })}>Unarchive</Menu.Item>
          ) : (
            <>
              {tracker.status === 'paused' ? (
                <Menu.Item onClick={() => change({ status: 'active' })}>Resume tracking</Menu.Item>
              ) : (
                <Menu.Item onClick={() => change({ status: 'paused' })}>Pause tracking</Menu.Item>
              )}
              <Menu.Item onClick={editor.open}>Tags and assignees</Menu.Item>
              <Menu.Item
                color="red.9"
                onClick={() => archive.mutate({ params: { orgId, krtId: tracker.id } })}
              >
                Archive
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {editing && (
        <TagsForm
          tracker={tracker}
          labels={labels}
          members={members}
          saving={update.isPending}
          onSave={change}
          onClose={editor.close}
        />
      )}
    </>
  );
}

function TagsForm({
  tracker,
  labels,
  members,
  saving,
  onSave,
  onClose,
}: {
  tracker: Tracker;
  labels: Label[];
  members: Member[];
  saving: boolean;
  onSave: (body: Change) => void;
  onClose: () => void;
}) {
  const [tags, setTags] = useState(tracker.tags.map(String));
  const [assignees, setAssignees] = useState(tracker.assignees);
  // Options keep their identity across renders, so a render while the list is open does not
  // replace the option under the pointer.
  const labelOptions = useMemo(
    () => labels.map((l) => ({ value: String(l.id), label: l.name })),
    [labels],
  );
  const memberOptions = useMemo(
    () => members.map((m) => ({ value: m.userId, label: m.name })),
    [members],
  );
  return (
    <Modal opened onClose={onClose} title={`Tags and assignees of ${tracker.title}`}>
      <Stack>
        <MultiSelect
          label="Tags"
          placeholder="Choose labels"
          data={labelOptions}
          value={tags}
          onChange={setTags}
          searchable
          clearable
        />
        <MultiSelect
          label="Assignees"
          placeholder="Choose members"
          data={memberOptions}
          value={assignees}
          onChange={setAssignees}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => onSave({ tags: tags.map(Number), assignees })}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
