import type { KeywordRootItem } from '@fathom/contract';
import { Box, Group } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { DataGrid } from '../../../components/DataGrid';
import { rootColumns, type RootCheck } from './root-columns';
import { RootKeywordsPanel } from './RootKeywordsPanel';

interface RootsGridProps {
  label: string;
  roots: KeywordRootItem[] | undefined;
  volumes: ReadonlyMap<string, number>;
  loading?: boolean;
  error?: unknown;
  height: number | string;
  exportFileName?: string;
  toolbar?: ReactNode;
  /** Root mode of a keyword grid: each root's checkbox over its keywords. */
  checks?: {
    stateOf: (root: KeywordRootItem) => RootCheck;
    onToggle: (root: KeywordRootItem) => void;
    keywordControl: (keyword: string) => ReactNode;
  };
}

const rootId = (root: KeywordRootItem) => root.key;
const rootText = (root: KeywordRootItem) => root.root;
const NOUN = ['root', 'roots'] as const;

/** A keyword list's roots in the shared grid; a root expands on click into its keywords. */
export function RootsGrid({
  label,
  roots,
  volumes,
  loading,
  error,
  height,
  exportFileName,
  toolbar,
  checks,
}: RootsGridProps) {
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      rootColumns({
        expanded: expandedKey,
        onToggleExpanded: (root) => setExpandedKey((key) => (key === root.key ? null : root.key)),
        checks,
      }),
    [expandedKey, checks],
  );
  const expanded = roots?.find((root) => root.key === expandedKey);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box style={{ flex: 1, minWidth: 0 }}>
        <DataGrid
          label={label}
          columns={columns}
          data={roots}
          getRowId={rootId}
          loading={loading}
          error={error}
          selectable={false}
          height={height}
          getSearchText={rootText}
          searchPlaceholder="Filter roots"
          exportFileName={exportFileName}
          rowNoun={NOUN}
          emptyText="No roots: the list has no keywords"
          toolbar={toolbar}
        />
      </Box>
      {expanded ? (
        <RootKeywordsPanel
          root={expanded}
          volumes={volumes}
          onClose={() => setExpandedKey(null)}
          control={checks?.keywordControl}
        />
      ) : null}
    </Group>
  );
}
