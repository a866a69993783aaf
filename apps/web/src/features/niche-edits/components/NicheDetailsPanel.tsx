import { nicheEditEndpoints, type NicheSummary } from '@fathom/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatEstimate, formatNumber } from '../../../lib/format';
import { AssigneeEditor } from './AssigneeEditor';
import { NotesEditor } from './NotesEditor';
import { TagsEditor } from './TagsEditor';

type Editor = 'notes' | 'assignee' | 'tags' | null;

const names = (tags: { name: string }[]) => tags.map((t) => t.name).join(', ') || '—';

/** A median with its lower and higher ranges, "3,826 (2,366 – 5,269) a month"; — before a dive. */
function withRange(
  [median, lower, higher]: [number | null, number | null, number | null],
  format: (value: number) => string,
): string {
  if (median === null) return '—';
  const range = lower !== null && higher !== null ? ` (${format(lower)} – ${format(higher)})` : '';
  return `${format(median)}${range} a month`;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text fz="sm" c="dimmed">
      {label}:{' '}
      <Text span fz="sm" c="dark">
        {value}
      </Text>
    </Text>
  );
}

/**
 * The niche's notes, assignee, spaces and labels on its page (spec §3 "On the niche page"), each
 * with its editor for who may change the niche, and its median sales and revenue with their lower
 * and higher ranges.
 */
export function NicheDetailsPanel({ niche }: { niche: NicheSummary }) {
  const details = useEndpointQuery(nicheEditEndpoints.nicheDetails, {
    params: { nicheId: niche.id },
  });
  const [editor, setEditor] = useState<Editor>(null);
  if (!details.data) return null;
  const d = details.data;
  const editable = { ...niche, ...d };
  const estimate = (cents: number) => formatEstimate(cents, niche.marketplace);
  const close = () => setEditor(null);
  const edit = (which: Editor, name: string) =>
    niche.canManage ? (
      <Button size="compact-xs" variant="subtle" onClick={() => setEditor(which)}>
        {name}
      </Button>
    ) : null;

  return (
    <Paper withBorder radius="md" px="md" py="xs" component="section" aria-label="Niche details">
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap={4} wrap="nowrap">
          <Field label="Assignee" value={names(details.data.assignees)} />
          {edit('assignee', 'Edit assignee')}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Field label="Spaces" value={names(details.data.spaces)} />
          <Field label="· Labels" value={names(details.data.labels)} />
          {edit('tags', 'Edit tags')}
        </Group>
      </Group>
      <Group gap="lg" wrap="wrap" mt={4}>
        <Field
          label="Median sales"
          value={withRange([d.medianSales, d.medianSalesLower, d.medianSalesHigher], formatNumber)}
        />
        <Field
          label="Median revenue"
          value={withRange(
            [d.medianRevenueCents, d.medianRevenueLowerCents, d.medianRevenueHigherCents],
            estimate,
          )}
        />
      </Group>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={4}>
        <Text fz="sm" c="dimmed" style={{ flex: 'none' }}>
          Notes:
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', flex: 1 }} lineClamp={3}>
          {details.data.notes || '—'}
        </Text>
        {edit('notes', 'Edit notes')}
      </Group>
      <NotesEditor niche={editable} opened={editor === 'notes'} onClose={close} />
      <AssigneeEditor niche={editable} opened={editor === 'assignee'} onClose={close} />
      <TagsEditor niche={editable} opened={editor === 'tags'} onClose={close} />
    </Paper>
  );
}
