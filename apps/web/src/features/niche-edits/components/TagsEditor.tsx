import { nicheEditEndpoints, type PipelineRow } from '@fathom/contract';
import { Modal, MultiSelect, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useOrgTags } from '../hooks/use-org-tags';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { serverMessage, tagsChanged } from '../lib/edit-rules';
import { ModalActions } from '../../../components/ModalActions';

export const TAGS_SAVED = 'Tags updated successfully';
export const TAGS_FAILED = 'Failed to update the tags';

interface TagsEditorProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'spaces' | 'labels' | 'organizationId'>;
  opened: boolean;
  onClose: () => void;
}

const ids = (values: string[]) => values.map(Number);
const strings = (tags: { id: number }[]) => tags.map((t) => String(t.id));

/**
 * The spaces and labels of one niche. Only spaces the user may manage can be added; spaces they
 * may not manage stay on the niche whatever is chosen (the server keeps them).
 */
export function TagsEditor({ niche, opened, onClose }: TagsEditorProps) {
  const [spaceIds, setSpaceIds] = useState(strings(niche.spaces));
  const [labelIds, setLabelIds] = useState(strings(niche.labels));
  useEffect(() => {
    if (!opened) return;
    setSpaceIds(strings(niche.spaces));
    setLabelIds(strings(niche.labels));
  }, [opened, niche.spaces, niche.labels]);
  const { spaces, labels, mayManageSpace } = useOrgTags(niche.organizationId, opened);
  const refresh = useRefreshNiches();
  const save = useEndpointMutation(nicheEditEndpoints.setTags, {
    onSuccess: async () => {
      notifySuccess(TAGS_SAVED);
      onClose();
      await refresh(niche.organizationId, [niche.id]);
    },
    onError: (error) => notifyErrorMessage(serverMessage(error) ?? TAGS_FAILED),
  });

  function submit() {
    const body = { spaceIds: ids(spaceIds), labelIds: ids(labelIds) };
    if (!tagsChanged(niche, body.spaceIds, body.labelIds)) return onClose();
    save.mutate({ params: { nicheId: niche.id }, body });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Tags: ${niche.label}`} centered>
      <Stack>
        <MultiSelect
          label="Spaces"
          searchable
          data={spaces.map((s) => ({
            value: String(s.id),
            label: s.name,
            disabled: !mayManageSpace(s),
          }))}
          value={spaceIds}
          onChange={setSpaceIds}
        />
        <MultiSelect
          label="Labels"
          searchable
          data={labels.map((l) => ({ value: String(l.id), label: l.name }))}
          value={labelIds}
          onChange={setLabelIds}
        />
        <ModalActions onCancel={onClose} onSubmit={submit} pending={save.isPending} />
      </Stack>
    </Modal>
  );
}
