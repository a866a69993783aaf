import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { PipelineActionKind } from '../lib/pipeline-actions';
import { countOf } from '@fathom/contract';

export type StatusBarAction =
  Exclude<PipelineActionKind, 'heroKeyword' | 'notes' | 'assignee' | 'tags'> | 'open';

interface PipelineStatusBarProps {
  count: number;
  /** Why Delete is disabled, or null when it is not. */
  deleteRefusal: string | null;
  busy: boolean;
  /** The member's role may transfer and share niches (team managers and owners). */
  canTransfer: boolean;
  canShare: boolean;
  onClear: () => void;
  onAction: (action: StatusBarAction) => void;
}

/** Shown while niches are selected: what can be done with them (spec: niche-pipeline §2). */
export function PipelineStatusBar({
  count,
  deleteRefusal,
  busy,
  canTransfer,
  canShare,
  onClear,
  onAction,
}: PipelineStatusBarProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" px="sm" py={6} role="toolbar" aria-label="Selected niches">
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={500} mr="xs">
          {countOf(count, 'niche')} selected
        </Text>
        <Button size="xs" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
        <Tooltip label={deleteRefusal} disabled={deleteRefusal === null}>
          {/* A disabled button takes no pointer events: the wrapper carries its tooltip. */}
          <span tabIndex={deleteRefusal ? 0 : -1}>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={deleteRefusal !== null || busy}
              onClick={() => onAction('delete')}
            >
              Delete
            </Button>
          </span>
        </Tooltip>
        {canTransfer ? (
          <Button size="xs" variant="default" disabled={busy} onClick={() => onAction('transfer')}>
            Transfer
          </Button>
        ) : null}
        {canShare ? (
          <Button size="xs" variant="default" disabled={busy} onClick={() => onAction('share')}>
            Share
          </Button>
        ) : null}
        <Button size="xs" variant="default" disabled={busy} onClick={() => onAction('bulk')}>
          Bulk Update
        </Button>
        <Button size="xs" variant="default" disabled={busy} onClick={() => onAction('open')}>
          Open
        </Button>
        {count === 1 ? (
          <Button size="xs" variant="default" disabled={busy} onClick={() => onAction('rename')}>
            Rename
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
