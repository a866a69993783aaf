import {
  diveEndpoints,
  NO_GRID_SELECTION,
  type GridSelection,
  type KeywordList,
  type KeywordRootItem,
  type MarketplaceTld,
} from '@fathom/contract';
import { keywordRoots } from '@fathom/contract/keywords';
import { Checkbox, Group, Switch, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { isRowSelected, setRowsSelected } from '../../../components/DataGrid';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatNumber } from '../../../lib/format';
import type { RootCheck } from './root-columns';
import { RootsGrid } from './RootsGrid';

/** What the keyword-by-keyword grid is given: the shared selection and the Root mode switch. */
export interface KeywordGridControls {
  selection: GridSelection;
  onSelectionChange: (selection: GridSelection) => void;
  toolbar: ReactNode;
}

interface KeywordListViewProps {
  nicheId: number;
  nicheLabel: string;
  /** The niche's marketplace: roots are found by the stems of its language. */
  marketplace: MarketplaceTld;
  list: KeywordList;
  height: number | string;
  /** The list keyword by keyword (the niche's keyword grid). */
  renderGrid: (controls: KeywordGridControls) => ReactNode;
}

/**
 * A keyword list of the niche, keyword by keyword or in root mode (spec §4): its keywords
 * collapsed into normalized roots that expand on click. One selection of keywords serves both:
 * a root's checkbox selects its keywords and shows partly checked when only some are selected.
 */
export function KeywordListView({
  nicheId,
  nicheLabel,
  marketplace,
  list,
  height,
  renderGrid,
}: KeywordListViewProps) {
  const [rootMode, setRootMode] = useState(false);
  const [selection, setSelection] = useState<GridSelection>(NO_GRID_SELECTION);
  const keywords = useEndpointQuery(diveEndpoints.keywords, {
    params: { nicheId },
    query: { list },
  });
  const current = useMemo(
    () => (keywords.data ?? []).filter((k) => k.keywordDifferenceStatus !== 'dropped'),
    [keywords.data],
  );
  const roots = useMemo(
    () => (rootMode ? keywordRoots(current, marketplace).roots : undefined),
    [rootMode, current, marketplace],
  );
  const volumes = useMemo(
    () => new Map(current.map((k) => [k.keyword, k.searchVolume])),
    [current],
  );

  const checks = useMemo(() => {
    const selected = (keyword: string) => isRowSelected(selection, keyword);
    return {
      stateOf: (root: KeywordRootItem): RootCheck => {
        const count = root.keywords.filter(selected).length;
        if (count === 0) return 'none';
        return count === root.keywords.length ? 'all' : 'some';
      },
      onToggle: (root: KeywordRootItem) =>
        setSelection((s) =>
          setRowsSelected(s, root.keywords, !root.keywords.every((k) => isRowSelected(s, k))),
        ),
      keywordControl: (keyword: string) => (
        <Checkbox
          size="xs"
          aria-label={`Select ${keyword}`}
          checked={selected(keyword)}
          onChange={(event) =>
            setSelection((s) => setRowsSelected(s, [keyword], event.currentTarget.checked))
          }
        />
      ),
    };
  }, [selection]);

  const toggle = (
    <Switch
      size="sm"
      label="Root mode"
      styles={{ label: { whiteSpace: 'nowrap' } }}
      checked={rootMode}
      onChange={(event) => setRootMode(event.currentTarget.checked)}
    />
  );

  if (!rootMode)
    return <>{renderGrid({ selection, onSelectionChange: setSelection, toolbar: toggle })}</>;
  const selectedCount = current.filter((k) => isRowSelected(selection, k.keyword)).length;
  return (
    <RootsGrid
      label={`${nicheLabel} keyword roots`}
      roots={keywords.data ? roots : undefined}
      volumes={volumes}
      loading={keywords.isPending}
      error={keywords.error}
      height={height}
      checks={checks}
      toolbar={
        <Group gap="md" wrap="nowrap">
          {toggle}
          <Text fz="xs" c="dimmed">
            {formatNumber(selectedCount)} of {formatNumber(current.length)} keywords selected
          </Text>
        </Group>
      }
    />
  );
}
