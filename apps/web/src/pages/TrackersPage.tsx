import { orgEndpoints, rankRadarEndpoints, TRACKERS_PAGE_SIZE, webRoutes } from '@fathom/contract';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { IconPlus } from '../components/icons';
import { QueryError } from '../components/QueryError';
import { useEndpointQuery } from '../lib/endpoint-query';
import { NewRankRadarModal } from '../features/rank-radar/components/NewRankRadarModal';
import { TrackerActions } from '../features/rank-radar/components/TrackerActions';
import {
  isFiltered,
  NO_FILTER,
  TrackerFilters,
  type TrackerFilter,
} from '../features/rank-radar/components/TrackerFilters';
import { formatMarketplace } from '../lib/format';

type Status = 'active' | 'paused' | 'archived';

const LINK = { color: 'var(--mantine-color-anchor)' };

/**
 * The trackers list (spec §2 "Trackers list"): 50 a page, filtered by status, marketplaces, tags,
 * assignees, no tags, no labels, AutoDive and text; each tracker opens on its Overview.
 */
export function TrackersPage({ orgId }: { orgId: number }) {
  const [status, setStatus] = useState<Status>('active');
  const [filter, setFilter] = useState<TrackerFilter>(NO_FILTER);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [creating, modal] = useDisclosure(false);
  const labels = useEndpointQuery(orgEndpoints.listLabels, { params: { orgId } }).data ?? [];
  const members = useEndpointQuery(orgEndpoints.listMembers, { params: { orgId } }).data ?? [];
  const body = { ...filter, status, searchText };
  const request = { params: { orgId }, query: { currentPage: page } };
  const list = useEndpointQuery(
    rankRadarEndpoints.listTrackers,
    { ...request, body },
    { placeholderData: keepPreviousData },
  );
  const total = list.data?.total ?? 0;
  const labelName = new Map(labels.map((l) => [l.id, l.name]));
  const memberName = new Map(members.map((m) => [m.userId, m.name]));
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
      <Tabs
        value={status}
        onChange={(value) => {
          setStatus((value as Status) ?? 'active');
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="active">Tracked</Tabs.Tab>
          <Tabs.Tab value="paused">Paused</Tabs.Tab>
          <Tabs.Tab value="archived">Archived</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <TrackerFilters
        filter={{ ...filter, searchText }}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onChange={(next) => {
          setFilter({ ...next, searchText: '' });
          setPage(1);
        }}
        labels={labels}
        members={members}
      />
      {list.isError ? (
        <QueryError
          title="Couldn't load Rank Radars"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data && list.data.data.length === 0 ? (
        <Text c="dimmed">
          {isFiltered(body) || status !== 'active'
            ? 'No data found'
            : 'No Rank Radars yet. Track a product to see its daily ranks.'}
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label="Rank Radars">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>ASIN</Table.Th>
              <Table.Th>Marketplace</Table.Th>
              <Table.Th>Niche</Table.Th>
              <Table.Th>Search terms</Table.Th>
              <Table.Th>Tags</Table.Th>
              <Table.Th>Assignees</Table.Th>
              <Table.Th>Last collected</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((tracker) => (
              <Table.Tr key={tracker.id}>
                <Table.Td>
                  <Link
                    to={webRoutes.rankRadarHeatmap}
                    search={{ krtId: tracker.id, view: 'overview' }}
                    style={LINK}
                  >
                    {tracker.title}
                  </Link>
                </Table.Td>
                <Table.Td>{tracker.asin}</Table.Td>
                <Table.Td>{formatMarketplace(tracker.marketplace)}</Table.Td>
                <Table.Td>
                  {tracker.nicheId !== null && tracker.nicheLabel ? (
                    <Link
                      to={webRoutes.niche}
                      params={{ nicheId: String(tracker.nicheId) }}
                      style={LINK}
                    >
                      {tracker.nicheLabel}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{tracker.keywordCount}</Table.Td>
                <Table.Td>
                  {tracker.tags
                    .map((id) => labelName.get(id))
                    .filter(Boolean)
                    .join(', ') || '—'}
                </Table.Td>
                <Table.Td>
                  {tracker.assignees
                    .map((id) => memberName.get(id))
                    .filter(Boolean)
                    .join(', ') || '—'}
                </Table.Td>
                <Table.Td>{tracker.lastCollectedDate ?? 'Collecting…'}</Table.Td>
                <Table.Td>
                  <Badge
                    autoContrast
                    styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
                    color={
                      tracker.archived
                        ? 'gray.7'
                        : tracker.status === 'paused'
                          ? 'yellow'
                          : 'teal.9'
                    }
                  >
                    {tracker.archived
                      ? 'Archived'
                      : tracker.status === 'paused'
                        ? 'Paused'
                        : 'Tracking'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {tracker.canManage && (
                    <TrackerActions
                      orgId={orgId}
                      tracker={tracker}
                      labels={labels}
                      members={members}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > TRACKERS_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / TRACKERS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          aria-label="Rank Radar pages"
        />
      )}
      <NewRankRadarModal orgId={orgId} opened={creating} onClose={modal.close} />
    </Stack>
  );
}
