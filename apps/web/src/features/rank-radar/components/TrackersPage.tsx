import { MARKETPLACES, rankRadarEndpoints, TRACKERS_PAGE_SIZE, webRoutes } from '@fathom/contract';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { IconPlus, IconSearch } from '../../../components/icons';
import { QueryError } from '../../../components/QueryError';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/query-keys';
import { NewRankRadarModal } from './NewRankRadarModal';

type Status = 'active' | 'paused' | 'archived';

/** The trackers list (spec §2 "Trackers list"): 50 a page, filtered by status, marketplace and text. */
export function TrackersPage({ orgId }: { orgId: number }) {
  const [status, setStatus] = useState<Status>('active');
  const [marketplace, setMarketplace] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [creating, modal] = useDisclosure(false);
  const body = {
    status,
    searchText,
    marketplaces: marketplace ? [marketplace as (typeof MARKETPLACES)[number]['tld']] : [],
  };
  const request = { params: { orgId }, query: { currentPage: page } };
  const list = useQuery({
    queryKey: [...endpointKey(rankRadarEndpoints.listTrackers, request), body],
    queryFn: () => callApi(rankRadarEndpoints.listTrackers, { ...request, body }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
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
      <Group>
        <TextInput
          aria-label="Search Rank Radars"
          placeholder="Search by title, ASIN or niche"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Marketplace"
          placeholder="All marketplaces"
          clearable
          data={MARKETPLACES.map((m) => ({ value: m.tld, label: `${m.name} (${m.tld})` }))}
          value={marketplace}
          onChange={(value) => {
            setMarketplace(value);
            setPage(1);
          }}
        />
      </Group>
      {list.isError ? (
        <QueryError
          title="Couldn't load Rank Radars"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data && list.data.data.length === 0 ? (
        <Text c="dimmed">
          {searchText || marketplace || status !== 'active'
            ? 'No Rank Radar matches these filters.'
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
              <Table.Th>Last collected</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((tracker) => (
              <Table.Tr key={tracker.id}>
                <Table.Td>
                  <Link
                    to={webRoutes.rankRadarHeatmap}
                    search={{ krtId: tracker.id, view: 'organic' }}
                    style={{ color: 'var(--mantine-color-anchor)' }}
                  >
                    {tracker.title}
                  </Link>
                </Table.Td>
                <Table.Td>{tracker.asin}</Table.Td>
                <Table.Td>{tracker.marketplace}</Table.Td>
                <Table.Td>{tracker.nicheLabel ?? '—'}</Table.Td>
                <Table.Td>{tracker.keywordCount}</Table.Td>
                <Table.Td>{tracker.lastCollectedDate ?? 'Collecting…'}</Table.Td>
                <Table.Td>
                  <Badge
                    autoContrast
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
