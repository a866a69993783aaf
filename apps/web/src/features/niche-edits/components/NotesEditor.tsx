import {
  NICHE_EDIT_MESSAGES,
  nicheEditEndpoints,
  NOTES_MAX,
  type PipelineRow,
} from '@fathom/contract';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { ModalActions } from '../../../components/ModalActions';

interface NotesEditorProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'notes' | 'organizationId'>;
  opened: boolean;
  onClose: () => void;
}

/** The niche's notes (at most 2048 characters), saved only when changed after trimming. */
export function NotesEditor({ niche, opened, onClose }: NotesEditorProps) {
  const [notes, setNotes] = useState(niche.notes);
  useEffect(() => {
    if (opened) setNotes(niche.notes);
  }, [opened, niche.notes]);
  const refresh = useRefreshNiches();
  const save = useEndpointMutation(nicheEditEndpoints.updateNotes, {
    onSuccess: async () => {
      notifySuccess(NICHE_EDIT_MESSAGES.notesSaved);
      onClose();
      await refresh(niche.organizationId, [niche.id]);
    },
    onError: () => notifyErrorMessage(NICHE_EDIT_MESSAGES.notesFailed),
  });

  function submit() {
    const trimmed = notes.trim();
    if (trimmed === niche.notes.trim()) return onClose();
    save.mutate({ params: { nicheId: niche.id }, body: { notes: trimmed } });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Notes: ${niche.label}`} size="auto" centered>
      <Stack gap="xs">
        <Textarea
          label="Notes"
          cols={50}
          rows={10}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          styles={{ input: { width: 'auto' } }}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {notes.length}/{NOTES_MAX}
        </Text>
        <ModalActions onCancel={onClose} onSubmit={submit} pending={save.isPending} />
      </Stack>
    </Modal>
  );
}
