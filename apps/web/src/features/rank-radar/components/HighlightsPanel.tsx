import {
  HIGHLIGHT_COLORS,
  HIGHLIGHT_DESCRIPTION_ROWS,
  HIGHLIGHT_NO_COLOR,
  highlightTooltip,
  newTagColor,
  rankRadarHighlightEndpoints as e,
  type Highlight,
} from '@fathom/contract';
import {
  Autocomplete,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { QueryError } from '../../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { HIGHLIGHT_MESSAGES as M, tagFormErrors, tagSuggestions } from '../lib/highlights';

const colorLabel = (c: string) => (c === HIGHLIGHT_NO_COLOR ? 'None' : c);

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
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orgs', orgId, 'krt', krtId] });
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
          <TagForm
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

function TagForm({
  orgId,
  krtId,
  tags,
  selected,
  firstDay,
  editing,
  onCancel,
  onSave,
  onDone,
}: {
  orgId: number;
  krtId: number;
  tags: Highlight[];
  selected: number[];
  firstDay: string;
  editing: Highlight | null;
  onCancel: () => void;
  onSave: (
    tag: Highlight,
    body: {
      title: string;
      description: string;
      color: Highlight['color'];
      startAt: string;
      endAt: string;
    },
  ) => void;
  onDone: () => Promise<unknown>;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [color, setColor] = useState<string | null>(editing?.color ?? newTagColor(tags));
  const [description, setDescription] = useState(editing?.description ?? '');
  const [startAt, setStartAt] = useState(editing?.startAt ?? (firstDay > today ? firstDay : today));
  const [endAt, setEndAt] = useState(editing?.endAt ?? startAt);
  const [shown, setShown] = useState(false);
  const suggestions = editing ? [] : tagSuggestions(tags, selected, title);
  const existing = editing ? undefined : suggestions.find((t) => t.title === title);
  const errors = tagFormErrors(
    { title, existingId: existing?.id ?? null, color, startAt, endAt },
    firstDay,
  );
  const reset = () => {
    setTitle('');
    setDescription('');
    setShown(false);
  };
  const create = useEndpointMutation(e.createHighlight, {
    onSuccess: async () => {
      reset();
      notifySuccess('Tag created');
      await onDone();
    },
    onError: (error) => notifyError(M.createTag, error),
  });
  const attach = useEndpointMutation(e.updateHighlight, {
    onSuccess: async () => {
      reset();
      notifySuccess('Tag attached');
      await onDone();
    },
    onError: (error) => notifyError(M.saveTag, error),
  });
  const submit = () => {
    setShown(true);
    if (Object.keys(errors).length) return;
    const body = {
      title: title.trim(),
      description,
      color: color as Highlight['color'],
      startAt,
      endAt,
    };
    if (editing) onSave(editing, body);
    else if (existing)
      attach.mutate({ params: { orgId, krtId, hid: existing.id }, body: { keywordIds: selected } });
    else create.mutate({ params: { orgId, krtId }, body: { ...body, keywordIds: selected } });
  };
  const show = (field: keyof typeof errors) => (shown ? errors[field] : undefined);
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(ev) => {
        ev.preventDefault();
        submit();
      }}
    >
      <Text size="sm">
        {editing ? `Editing tag “${editing.title}”` : `${selected.length} search terms selected`}
      </Text>
      <Group gap="xs" align="start">
        <Autocomplete
          label="Tag"
          w={220}
          value={title}
          onChange={setTitle}
          data={suggestions.map((t) => ({ value: t.title, label: t.title }))}
          error={show('title')}
        />
        {!existing && (
          <Select
            label="Color"
            w={150}
            value={color}
            onChange={setColor}
            data={HIGHLIGHT_COLORS.map((c) => ({ value: c, label: colorLabel(c) }))}
            error={show('color')}
            renderOption={({ option }) => (
              <Group gap={6}>
                {option.value !== HIGHLIGHT_NO_COLOR && (
                  <ColorSwatch color={option.value} size={12} />
                )}
                {option.label}
              </Group>
            )}
          />
        )}
        {!existing && (
          <>
            <TextInput
              label="Start"
              type="date"
              min={firstDay}
              value={startAt}
              onChange={(ev) => setStartAt(ev.currentTarget.value)}
              error={show('startAt')}
            />
            <TextInput
              label="End"
              type="date"
              min={startAt}
              value={endAt}
              onChange={(ev) => setEndAt(ev.currentTarget.value)}
              error={show('endAt')}
            />
          </>
        )}
      </Group>
      {!existing && (
        <Textarea
          label="Description"
          autosize
          minRows={HIGHLIGHT_DESCRIPTION_ROWS.min}
          maxRows={HIGHLIGHT_DESCRIPTION_ROWS.max}
          value={description}
          onChange={(ev) => setDescription(ev.currentTarget.value)}
        />
      )}
      <Group gap="xs">
        <Button type="submit" size="xs" loading={create.isPending || attach.isPending}>
          {editing ? 'Save tag' : existing ? 'Attach tag' : 'Create tag'}
        </Button>
        {editing && (
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
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
        if (text.trim())
          create.mutate({
            params: { orgId, krtId },
            body: { type: 'note', description: text.trim(), startAt: day },
          });
      }}
    >
      <TextInput
        label="Note date"
        type="date"
        min={firstDay}
        value={day}
        onChange={(ev) => setDay(ev.currentTarget.value)}
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
