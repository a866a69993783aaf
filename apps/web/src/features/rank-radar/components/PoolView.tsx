import {
  rankRadarEndpoints,
  rankRadarInsightEndpoints,
  type MarketplaceTld,
  type PoolKeyword,
} from '@fathom/contract';
import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { POOL_MESSAGES, poolSelection, searchPool, type PoolSelection } from '../lib/pool';
import { money } from '../lib/figures';
import { SearchVolume } from '../lib/search-volume';

/**
 * Blind Spend (spec §2, §4): search terms the product gets impressions or PPC spend on but does
 * not track; select them to archive them or to add them to tracking. Without the edit permission
 * (`canManage`) the terms are shown without checkboxes or actions. PPC spend reads in the
 * marketplace's currency, as in the heatmap and the term drawer.
 */
export function PoolView({
  orgId,
  krtId,
  marketplace,
  canManage,
}: {
  orgId: number;
  krtId: number;
  marketplace: MarketplaceTld;
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const pool = useEndpointQuery(rankRadarInsightEndpoints.poolKeywords, {
    params: { orgId, krtId },
    query: {},
  });
  const shown = useMemo(() => searchPool(pool.data?.keywords ?? [], search), [pool.data, search]);
  const done = async (message: string) => {
    setSelected(new Set());
    notifySuccess(message);
    await queryClient.invalidateQueries({ queryKey: queryKeys.tracker(orgId, krtId) });
  };
  const archive = useEndpointMutation(rankRadarInsightEndpoints.archivePoolKeywords, {
    onSuccess: (r) => done(`${r.archived} search terms archived`),
    onError: (error) => notifyError('Could not archive the search terms', error),
  });
  const add = useEndpointMutation(rankRadarEndpoints.addTrackerKeywords, {
    onSuccess: (r) => done(`${r.added} search terms added to tracking`),
    onError: (error) => notifyError('Could not add the search terms', error),
  });

  if (pool.isError)
    return (
      <QueryError
        title={POOL_MESSAGES.failed}
        error={pool.error}
        onRetry={() => void pool.refetch()}
      />
    );
  if (!pool.data) return <PageLoader />;
  const keywords = [...selected];
  const busy = archive.isPending || add.isPending;
  const toggle = (keyword: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(keyword)) next.delete(keyword);
      else next.add(keyword);
      return next;
    });
  const all = shown.length > 0 && shown.every((k) => selected.has(k.keyword));
  const some = !all && shown.some((k) => selected.has(k.keyword));
  return (
    <Stack gap="xs">
      <Group gap="xs" align="end">
        <TextInput
          label="Search the pool"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
        />
        {canManage && (
          <PoolActions
            count={selected.size}
            busy={busy}
            onSelect={(value) => setSelected(poolSelection(shown, value))}
            onAdd={() =>
              add.mutate({
                params: { orgId, krtId },
                query: { source: 'manual' },
                body: { searchTerms: keywords },
              })
            }
            onArchive={() => archive.mutate({ params: { orgId, krtId }, body: { keywords } })}
          />
        )}
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{POOL_MESSAGES.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mah="calc(100vh - 320px)">
          <Table aria-label="Blind Spend search terms" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {canManage && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every search term shown"
                      checked={all}
                      indeterminate={some}
                      onChange={() => setSelected(poolSelection(shown, all ? 'None' : 'All'))}
                    />
                  </Table.Th>
                )}
                <Table.Th>Search term</Table.Th>
                <Table.Th>Search volume</Table.Th>
                <Table.Th>Organic rank</Table.Th>
                <Table.Th>Sponsored rank</Table.Th>
                <Table.Th>PPC spend</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((k: PoolKeyword) => (
                <Table.Tr key={k.keyword}>
                  {canManage && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${k.keyword}`}
                        checked={selected.has(k.keyword)}
                        onChange={() => toggle(k.keyword)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    {k.keyword}
                    {k.isNew && (
                      <Text span size="xs" c="blue.8" fw={600} ml={6}>
                        New
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <SearchVolume value={k.searchVolume} />
                  </Table.Td>
                  <Table.Td>{k.organicRank ?? '–'}</Table.Td>
                  <Table.Td>{k.sponsoredRank ?? '–'}</Table.Td>
                  <Table.Td>{money(k.ppcSpend, marketplace)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The pool's selection and its actions, for a member with the edit permission. */
function PoolActions(props: {
  count: number;
  busy: boolean;
  onSelect: (value: PoolSelection) => void;
  onAdd: () => void;
  onArchive: () => void;
}) {
  return (
    <>
      <Select
        label="Select"
        w={200}
        data={['None', 'All', 'All with PPC Spend']}
        value={null}
        placeholder="Choose…"
        onChange={(value) => value && props.onSelect(value)}
      />
      <Text size="sm">{props.count} selected</Text>
      <Button size="xs" disabled={!props.count || props.busy} onClick={props.onAdd}>
        Add to tracking
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={!props.count || props.busy}
        onClick={props.onArchive}
      >
        Archive
      </Button>
    </>
  );
}
