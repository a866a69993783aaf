import { orgEndpoints, type GridState } from '@fathom/contract';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DataGrid } from '../components/DataGrid';
import { IconPlus } from '../components/icons';
import { QueryError } from '../components/QueryError';
import { useEndpointQuery } from '../lib/endpoint-query';
import { NewRankRadarModal } from '../features/rank-radar/components/NewRankRadarModal';
import { trackerColumns } from '../features/rank-radar/components/tracker-columns';
import {
  isFiltered,
  NO_FILTER,
  TrackerFilters,
  type TrackerFilter,
} from '../features/rank-radar/components/TrackerFilters';
import { useTrackerRows } from '../features/rank-radar/hooks/use-tracker-rows';

type Status = 'active' | 'paused' | 'archived';
const NONE: never[] = [];

/**
 * The trackers list (spec §2 "Trackers list"), loaded 50 at a time as it scrolls, filtered by
 * status, marketplaces, tags, assignees, no tags, no labels, AutoDive and text; each tracker opens
 * on its Overview.
 */
export function TrackersPage({ orgId }: { orgId: number }) {
  const [status, setStatus] = useState<Status>('active');
  const [filter, setFilter] = useState<TrackerFilter>(NO_FILTER);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, 300);
  const [sorting, setSorting] = useState<GridState['sorting']>([]);
  const [creating, modal] = useDisclosure(false);
  const labels = useEndpointQuery(orgEndpoints.listLabels, { params: { orgId } }).data ?? NONE;
  const members = useEndpointQuery(orgEndpoints.listMembers, { params: { orgId } }).data ?? NONE;
  const body = useMemo(() => ({ ...filter, status, searchText }), [filter, status, searchText]);
  const { source, first } = useTrackerRows(orgId, body, sorting);
  const columns = useMemo(
    () => trackerColumns({ orgId, labels, members }),
    [orgId, labels, members],
  );
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Rank Radar
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
          New Rank Radar
        </Button>
      </Group>
      <Tabs value={status} onChange={(value) => setStatus((value as Status) ?? 'active')}>
        <Tabs.List>
          <Tabs.Tab value="active">Tracked</Tabs.Tab>
          <Tabs.Tab value="paused">Paused</Tabs.Tab>
          <Tabs.Tab value="archived">Archived</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TrackerFilters
        filter={{ ...filter, searchText }}
        search={search}
        onSearch={setSearch}
        onChange={(next) => setFilter({ ...next, searchText: '' })}
        labels={labels}
        members={members}
      />
      {first.isError ? (
        <QueryError
          title="Couldn't load Rank Radars"
          error={first.error}
          onRetry={() => void first.refetch()}
        />
      ) : (
        <DataGrid
          label="Rank Radars"
          columns={columns}
          source={source}
          loading={!source}
          getRowId={(tracker) => String(tracker.id)}
          selectable={false}
          searchable={false}
          rowNoun={['Rank Radar', 'Rank Radars']}
          rowHeight={40}
          height="calc(100vh - 300px)"
          preferencesKey="rank-radar-trackers"
          exportFileName="rank-radars"
          onStateChange={(state) => setSorting(state.sorting)}
          emptyText={
            isFiltered(body) || status !== 'active'
              ? 'No data found'
              : 'No Rank Radars yet. Track a product to see its daily ranks.'
          }
        />
      )}
      <NewRankRadarModal orgId={orgId} opened={creating} onClose={modal.close} />
    </Stack>
  );
}
