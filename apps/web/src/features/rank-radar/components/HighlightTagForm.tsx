import {
  HIGHLIGHT_COLOR_NAMES,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_DESCRIPTION_ROWS,
  HIGHLIGHT_NO_COLOR,
  newTagColor,
  rankRadarHighlightEndpoints as e,
  type Highlight,
} from '@fathom/contract';
import {
  Autocomplete,
  Button,
  ColorSwatch,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../../components/DayInput';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { HIGHLIGHT_MESSAGES as M, tagFormErrors, tagSuggestions } from '../lib/highlights';

const colorLabel = (c: string) =>
  HIGHLIGHT_COLOR_NAMES[c as keyof typeof HIGHLIGHT_COLOR_NAMES] ?? 'None';

/** The form that creates a tag on the selected search terms, or edits one (HighlightsPanel). */
export function HighlightTagForm({
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
            <DayInput label="Start" value={startAt} onChange={setStartAt} error={show('startAt')} />
            <DayInput label="End" value={endAt} onChange={setEndAt} error={show('endAt')} />
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
