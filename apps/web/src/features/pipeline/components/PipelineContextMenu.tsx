import type { PipelineRow } from '@fathom/contract';
import { Menu } from '@mantine/core';
import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { GridRowMenu } from '../../../components/DataGrid';
import { openChoices } from '../lib/niche-pages';
import { pasteRefusal } from '../lib/pipeline-paste';
import type { ExportFormat } from '../lib/export-file';

export interface ContextTarget {
  row: PipelineRow;
  columnId: string;
  x: number;
  y: number;
}

interface PipelineContextMenuProps {
  target: ContextTarget | null;
  onClose: () => void;
  onHeroKeyword: (niche: PipelineRow) => void;
  onRename: (niche: PipelineRow) => void;
  /** Notes, assignee, spaces and labels of one niche, on their columns. */
  onEdit: (kind: 'notes' | 'assignee' | 'tags', niche: PipelineRow) => void;
  onCopy: (withHeaders: boolean) => void;
  /** The clipboard's lines into this column, from this row down. */
  onPaste: () => void;
  onExport: (format: ExportFormat) => void;
}

/**
 * A row's menu (spec: niche-pipeline §2): Open with the niche's most visited pages, Change Hero
 * Keyword on that column, Rename Niche on the name column, Copy, Copy with Headers, Paste (on the
 * name, hero keyword and notes columns of niches the user manages, else saying why not) and Export.
 */
export function PipelineContextMenu({
  target,
  onClose,
  onHeroKeyword,
  onRename,
  onEdit,
  onCopy,
  onPaste,
  onExport,
}: PipelineContextMenuProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  if (!target) return null;
  const { row, columnId, x, y } = target;
  const pasteReason = pasteRefusal(row, columnId);
  const act = (run: () => void) => () => {
    onClose();
    run();
  };
  return (
    <GridRowMenu x={x} y={y} label={`Actions for ${row.label}`} onClose={onClose}>
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item>Open</Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          {openChoices(row.id).map((choice) => (
            <Menu.Item key={choice.path} onClick={act(() => void navigate({ to: choice.path }))}>
              {choice.name}
            </Menu.Item>
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
      {columnId === 'heroKeyword' ? (
        <Menu.Item disabled={!row.canManage} onClick={act(() => onHeroKeyword(row))}>
          Change Hero Keyword
        </Menu.Item>
      ) : null}
      {columnId === 'label' ? (
        <Menu.Item disabled={!row.canManage} onClick={act(() => onRename(row))}>
          Rename Niche
        </Menu.Item>
      ) : null}
      {columnId === 'notes' ? (
        <Menu.Item disabled={!row.canManage} onClick={act(() => onEdit('notes', row))}>
          Edit Notes
        </Menu.Item>
      ) : null}
      {columnId === 'assignees' ? (
        <Menu.Item disabled={!row.canManage} onClick={act(() => onEdit('assignee', row))}>
          Change Assignee
        </Menu.Item>
      ) : null}
      {columnId === 'spaces' || columnId === 'labels' ? (
        <Menu.Item disabled={!row.canManage} onClick={act(() => onEdit('tags', row))}>
          Edit Spaces and Labels
        </Menu.Item>
      ) : null}
      <Menu.Divider />
      <Menu.Item onClick={act(() => onCopy(false))}>Copy</Menu.Item>
      <Menu.Item onClick={act(() => onCopy(true))}>Copy with Headers</Menu.Item>
      <Menu.Item
        disabled={pasteReason !== null}
        aria-describedby={pasteReason ? reasonId : undefined}
        onClick={act(onPaste)}
      >
        Paste
      </Menu.Item>
      {pasteReason ? <Menu.Label id={reasonId}>{pasteReason}</Menu.Label> : null}
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item>Export</Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown>
          <Menu.Item onClick={act(() => onExport('csv'))}>CSV Export</Menu.Item>
          <Menu.Item onClick={act(() => onExport('xlsx'))}>Excel Export</Menu.Item>
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    </GridRowMenu>
  );
}
