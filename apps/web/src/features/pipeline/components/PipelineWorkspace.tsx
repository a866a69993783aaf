import {
  BULK_OPEN_MAX,
  type GridState,
  type PipelineRow,
  type PipelineTags,
  type PipelineView,
  deleteRefusal,
  may,
  pipelineEndpoints,
  preferenceEndpoints,
} from '@fathom/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DataGrid, selectedCount, writeClipboard } from '../../../components/DataGrid';
import { IconAlertCircle } from '../../../components/icons';
import { useCurrentOrganization } from '../../../entities/organization/use-current-organization';
import { useTierFeature } from '../../../entities/organization/use-tier-features';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { PageLoader } from '../../../components/PageLoader';
import { readPreference, usePreference } from '../../../entities/preferences/use-preference';
import { callApi } from '../../../lib/api-client';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import {
  usePipelineGridState,
  type PipelineGridPreference,
} from '../hooks/use-pipeline-grid-state';
import { usePipelineRows } from '../hooks/use-pipeline-rows';
import { readClipboard, usePipelinePaste } from '../hooks/use-pipeline-paste';
import { PASTE_TEXT } from '../lib/pipeline-paste';
import { bulkOpen } from '../lib/bulk-open';
import { exportPipeline, type ExportFormat } from '../lib/export-file';
import {
  actionOn,
  copyText,
  nicheSelection,
  shownColumns,
  type PipelineDialog,
} from '../lib/pipeline-actions';
import { PIPELINE_TEXT } from '../lib/pipeline-text';
import { fromPipelineView, isNarrowed } from '../lib/pipeline-view';
import { ColumnsPanel } from './ColumnsPanel';
import { ExportPanel } from './ExportPanel';
import { PipelineContextMenu, type ContextTarget } from './PipelineContextMenu';
import { PipelineSideBar } from './PipelineSideBar';
import { PipelineStatusBar, type StatusBarAction } from './PipelineStatusBar';
import { pipelineColumns } from './pipeline-columns';
import { SharedIconShown } from './SharedNicheIcon';
import { TagTreePanel } from './TagTreePanel';

/** What the saved filters panel reads and applies. */
export interface PipelineViewControl {
  view: Required<PipelineView>;
  grid: GridState;
  tags: PipelineTags;
  applyView: (view: PipelineView) => void;
}

interface PipelineWorkspaceProps {
  orgId: number;
  /** Pre-fills a contains filter on the hero keyword (`/?niche=`). */
  heroKeyword?: string | undefined;
  /** Opens the dialog of an action, with the niches it names. */
  onAction: (action: PipelineDialog) => void;
  /** The saved filters panel of the side bar. */
  filtersPanel?: (control: PipelineViewControl) => ReactNode;
  /** Shown instead of the grid when the organization has no niche at all. */
  emptyPipeline: ReactNode;
}

const rowId = (row: PipelineRow) => String(row.id);
const NOUN = ['niche', 'niches'] as const;

/**
 * The pipeline: tag tree, server-paged grid, status bar, context menu and side bar. The grid
 * starts from the user's saved columns, filters and sort, so it waits for their preferences.
 */
export function PipelineWorkspace(props: PipelineWorkspaceProps) {
  const stored = useEndpointQuery(preferenceEndpoints.preferences, {}, { staleTime: Infinity });
  const [, save] = usePreference('grid.pipeline');
  if (stored.isPending) return <PageLoader />;
  return <Workspace {...props} saved={readPreference(stored.data, 'grid.pipeline')} save={save} />;
}

function Workspace({
  orgId,
  heroKeyword,
  onAction,
  filtersPanel,
  emptyPipeline,
  saved,
  save,
}: PipelineWorkspaceProps & {
  saved: PipelineGridPreference | undefined;
  save: (value: PipelineGridPreference) => void;
}) {
  const state = usePipelineGridState(heroKeyword, saved, save);
  const { grid, tags, selection, view } = state;
  const rows = usePipelineRows(orgId, view);
  const paste = usePipelinePaste(orgId, rows.rowsFrom);
  const agency = useTierFeature(orgId, 'AGENCY');
  const role = useCurrentOrganization().organization?.role;
  const [menu, setMenu] = useState<ContextTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const count = selectedCount(selection, rows.total ?? 0);
  const known = [...rows.known.values()].filter((row) =>
    selection.mode === 'ids'
      ? selection.ids.includes(rowId(row))
      : !selection.except.includes(rowId(row)),
  );
  const refusal = count > 0 ? deleteRefusal(known, orgId) : null;

  // Bulk Open needs the niches' ids: a header selection asks the server for the view's.
  const openSelected = async () => {
    setBusy(true);
    try {
      await bulkOpen(await rows.selectedIds(selection, BULK_OPEN_MAX));
    } catch (error) {
      notifyError(PIPELINE_TEXT.loadFailed, error);
    } finally {
      setBusy(false);
    }
  };
  // Every other action sends the selection as the grid holds it; the server resolves it.
  const onStatusAction = (action: StatusBarAction) => {
    if (action === 'open') void openSelected();
    else if (action === 'delete' && refusal !== null) notifyErrorMessage(refusal);
    else
      onAction({ kind: action, selection: nicheSelection(selection, view), count, niches: known });
  };
  const onDeleteKey = () => {
    if (count > 0 && refusal === null) onStatusAction('delete');
  };

  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportPipeline(orgId, view, format);
    } catch (error) {
      notifyError('Failed to export niches', error);
    } finally {
      setExporting(null);
    }
  };
  const copyRows = async (target: PipelineRow, withHeaders: boolean) => {
    const picked = known.some((row) => row.id === target.id) ? known : [target];
    const copied = await writeClipboard(
      copyText(picked, shownColumns(pipelineColumns, grid), withHeaders),
    );
    if (copied) notifySuccess(PIPELINE_TEXT.copied);
    else notifyErrorMessage(PIPELINE_TEXT.copyFailed);
  };
  const pasteClipboard = async (target: ContextTarget) => {
    const text = await readClipboard();
    if (text === null) notifyErrorMessage(PASTE_TEXT.readRefused);
    else await paste(target, text);
  };
  const copyAsins = async () => {
    try {
      const asins = await callApi(pipelineEndpoints.pipelineAsins, {
        params: { orgId },
        body: {
          selection: nicheSelection(
            count > 0 ? selection : { mode: 'allExcept', except: [], total: rows.total ?? 0 },
            view,
          ),
        },
      });
      const copied = await writeClipboard(asins.join('\n'));
      if (!copied) notifyErrorMessage(PIPELINE_TEXT.copyFailed);
      return copied;
    } catch {
      notifyErrorMessage(PIPELINE_TEXT.copyFailed);
      return false;
    }
  };
  const applyView = (next: PipelineView) => {
    const restored = fromPipelineView(next);
    state.setGrid({ ...grid, ...restored.grid });
    state.setTags(restored.tags);
  };

  if (rows.total === 0 && !isNarrowed(view)) return <>{emptyPipeline}</>;

  const resetButton = isNarrowed(view) ? (
    <Button size="xs" variant="light" onClick={state.resetFilters}>
      {PIPELINE_TEXT.resetFilters}
    </Button>
  ) : null;
  // A failed load keeps the header, so a filter can be changed or cleared from where it was set.
  const noRows = rows.failed ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={16} />} m="sm">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" role="alert">
          {PIPELINE_TEXT.loadFailed}
          {rows.refusal ? (
            <Text span display="block" fz="sm">
              {rows.refusal}
            </Text>
          ) : null}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={rows.retry}>
            Retry
          </Button>
          {resetButton}
        </Group>
      </Stack>
    </Alert>
  ) : (
    <Stack gap="xs" align="center" py="lg">
      <Text fz="sm">{PIPELINE_TEXT.noNiche}</Text>
      {resetButton}
    </Stack>
  );

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TagTreePanel
        orgId={orgId}
        tags={tags}
        onTagsChange={state.setTags}
        onReset={state.resetFilters}
      />
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <PipelineStatusBar
          count={count}
          deleteRefusal={refusal}
          busy={busy}
          canTransfer={role !== undefined && may(role, 'niches.transfer')}
          canShare={role !== undefined && may(role, 'niches.share')}
          onClear={() => state.setSelection({ mode: 'ids', ids: [] })}
          onAction={onStatusAction}
        />
        <Paper withBorder radius="md">
          <SharedIconShown.Provider value={agency === 'no' || agency === 'unknown'}>
            <DataGrid
              label="Niche pipeline"
              columns={pipelineColumns}
              source={rows.source}
              loading={rows.loading}
              getRowId={rowId}
              state={grid}
              onStateChange={state.setGrid}
              selection={selection}
              onSelectionChange={state.setSelection}
              searchable={false}
              columnsMenu={false}
              rowNoun={NOUN}
              height="calc(100vh - 230px)"
              emptyText={noRows}
              onRowContextMenu={setMenu}
              onDeleteRows={onDeleteKey}
              onPasteText={(text, cell) =>
                cell ? void paste(cell, text) : notifyErrorMessage(PASTE_TEXT.noCell)
              }
            />
          </SharedIconShown.Provider>
        </Paper>
      </Stack>
      <PipelineSideBar
        columns={<ColumnsPanel columns={pipelineColumns} grid={grid} onChange={state.setGrid} />}
        exportPanel={
          <ExportPanel
            exporting={exporting}
            onExport={(format) => void runExport(format)}
            onCopyAsins={copyAsins}
          />
        }
        filters={filtersPanel?.({ view, grid, tags, applyView })}
      />
      <PipelineContextMenu
        target={menu}
        onClose={() => setMenu(null)}
        onHeroKeyword={(niche) => onAction(actionOn('heroKeyword', niche))}
        onRename={(niche) => onAction(actionOn('rename', niche))}
        onEdit={(kind, niche) => onAction(actionOn(kind, niche))}
        onCopy={(withHeaders) => menu && void copyRows(menu.row, withHeaders)}
        onPaste={() => menu && void pasteClipboard(menu)}
        onExport={(format) => void runExport(format)}
      />
    </Group>
  );
}
