import {
  HIGHLIGHT_NO_COLOR,
  highlightTooltip,
  rankRadarHighlightEndpoints as e,
  type Highlight,
} from '@fathom/contract';
import {
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DayInput } from '../../../components/DayInput';
import { QueryError } from '../../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { isDay } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { HIGHLIGHT_MESSAGES as M } from '../lib/highlights';
import { HighlightTagForm } from './HighlightTagForm';

/**
 * Highlights panel (spec §2, §4, §5): the tracker's tags (on the selected search terms, over
 * dates) and notes; create, attach, edit, detach and delete.
 */
export function HighlightsPanel({
  orgId,
  krtId,
  selected,
  canManage = true,
}: {
  orgId: number;
  krtId: number;
  selected: number[];
  /** False for a member who may only see the tracker: the tags and notes are shown, not changed. */
  canManage?: boolean;
}) {
  const queryClient = useQueryClient();
  const list = useEndpointQuery(e.highlights, { params: { orgId, krtId }, query: {} });
  const [editing, setEditing] = useState<Highlight | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'detach' | 'delete'; tag: Highlight } | null>(
    null,
  );
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.tracker(orgId, krtId) });
  const update = useEndpointMutation(e.updateHighlight, {
    onSuccess: async () => {
      setEditing(null);
      setConfirm(null);
      notifySuccess('Tag saved');
      await refresh();
    },
    onError: (error) => notifyError(confirm?.kind === 'detach' ? M.detach : M.saveTag, error),
  });
  const remove = useEndpointMutation(e.deleteHighlight, {
    onSuccess: async () => {
      setConfirm(null);
      notifySuccess('Tag deleted');
      await refresh();
    },
    onError: (error) => notifyError(M.remove, error),
  });

  if (list.isError)
    return <QueryError title={M.load} error={list.error} onRetry={() => void list.refetch()} />;
  const highlights = list.data?.highlights ?? [];
  const firstDay = list.data?.firstDay ?? '';
  const tags = highlights.filter((h) => h.type === 'tag');
  const notes = highlights.filter((h) => h.type === 'note');
  const params = (tag: Highlight) => ({ orgId, krtId, hid: tag.id });

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Highlights
        </Title>
        {list.data && canManage && (
          <HighlightTagForm
            key={editing?.id ?? 'new'}
            orgId={orgId}
            krtId={krtId}
            tags={tags}
            selected={selected}
            firstDay={firstDay}
            editing={editing}
            onCancel={() => setEditing(null)}
            onSave={(tag, body) => update.mutate({ params: params(tag), body })}
            onDone={refresh}
          />
        )}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tags.map((tag) => (
            <Group key={tag.id} component="li" gap="xs" aria-label={`Tag ${tag.title}`}>
              <ColorSwatch
                color={tag.color === HIGHLIGHT_NO_COLOR ? 'transparent' : tag.color}
                size={14}
                aria-hidden
              />
              <Tooltip label={highlightTooltip(tag.description || tag.title)} multiline w={300}>
                <Text size="sm" fw={600} tabIndex={0}>
                  {tag.title}
                </Text>
              </Tooltip>
              <Text size="xs" c="dimmed">
                {tag.startAt} – {tag.endAt} · {tag.keywordIds.length} search terms
              </Text>
              {canManage && (
                <>
                  <Button size="compact-xs" variant="default" onClick={() => setEditing(tag)}>
                    Edit {tag.title}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={!selected.some((id) => tag.keywordIds.includes(id))}
                    onClick={() => setConfirm({ kind: 'detach', tag })}
                  >
                    Detach {tag.title}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => setConfirm({ kind: 'delete', tag })}
                  >
                    Delete {tag.title}
                  </Button>
                </>
              )}
            </Group>
          ))}
        </Stack>
        {canManage && <NoteForm orgId={orgId} krtId={krtId} firstDay={firstDay} onDone={refresh} />}
        {notes.map((note) => (
          <Group key={note.id} gap="xs">
            <Badge variant="light">Note {note.startAt}</Badge>
            <Text size="sm">{highlightTooltip(note.description)}</Text>
            {canManage && (
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => setConfirm({ kind: 'delete', tag: note })}
              >
                Delete note of {note.startAt}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.kind === 'detach' ? 'Detach tag' : 'Delete tag'}
        confirmLabel={confirm?.kind === 'detach' ? 'Detach' : 'Delete'}
        loading={update.isPending || remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'delete') remove.mutate({ params: params(confirm.tag) });
          else
            update.mutate({
              params: params(confirm.tag),
              body: {
                keywordIds: selected
                  .filter((id) => confirm.tag.keywordIds.includes(id))
                  .map((id) => -id),
              },
            });
        }}
      >
        {confirm?.kind === 'detach'
          ? `Detach “${confirm.tag.title}” from the selected search terms?`
          : `Delete “${confirm?.tag.title || 'this note'}”? This cannot be undone.`}
      </ConfirmModal>
    </Paper>
  );
}

function NoteForm({
  orgId,
  krtId,
  firstDay,
  onDone,
}: {
  orgId: number;
  krtId: number;
  firstDay: string;
  onDone: () => Promise<unknown>;
}) {
  const [day, setDay] = useState(new Date().toISOString().slice(0, 10));
  const [text, setText] = useState('');
  const create = useEndpointMutation(e.createHighlight, {
    onSuccess: async () => {
      setText('');
      notifySuccess('Note added');
      await onDone();
    },
    onError: (error) => notifyError(M.createHighlight, error),
  });
  return (
    <Group
      gap="xs"
      align="end"
      component="form"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (text.trim() && isDay(day) && day >= firstDay)
          create.mutate({
            params: { orgId, krtId },
            body: { type: 'note', description: text.trim(), startAt: day },
          });
      }}
    >
      <DayInput
        label="Note date"
        value={day}
        error={day < firstDay ? `Not before ${firstDay}` : undefined}
        onChange={setDay}
      />
      <TextInput
        label="Note"
        w={320}
        value={text}
        onChange={(ev) => setText(ev.currentTarget.value)}
      />
      <Button
        type="submit"
        size="xs"
        variant="default"
        loading={create.isPending}
        disabled={!text.trim()}
      >
        Add note
      </Button>
    </Group>
  );
}
