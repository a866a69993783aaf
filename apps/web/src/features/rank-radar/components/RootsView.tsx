import { rankRadarEndpoints, rankRadarInsightEndpoints } from '@fathom/contract';
import { ActionIcon, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatRatio } from '../../../lib/format';
import { rankColour } from '../lib/colours';
import { SearchVolume } from '../lib/search-volume';

/** A day's rank cell, coloured by its organic band; blank when there is none. */
function RankCell({ rank }: { rank: number | null | undefined }) {
  const shown = rank === null || rank === undefined ? null : Math.round(rank * 10) / 10;
  return (
    <Table.Td
      ta="center"
      style={{ background: rankColour(shown, 'organic'), color: '#1a1a1a', minWidth: 48 }}
    >
      {shown ?? ''}
    </Table.Td>
  );
}

/**
 * Roots (spec §3 "Roots response", §4): the tracked terms grouped by normalized root, with broad
 * search volume, its share and the root's average organic rank per day (latest day first); a root
 * expands on click into its terms' ranks, and its checkbox is indeterminate when only some of its
 * terms are selected.
 */
export function RootsView({
  orgId,
  krtId,
  selected,
  onSelect,
}: {
  orgId: number;
  krtId: number;
  selected: Set<number>;
  /** Selects or unselects terms; without it (a member who may only see) rows have no checkbox. */
  onSelect?: (ids: number[], on: boolean) => void;
}) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const roots = useEndpointQuery(rankRadarInsightEndpoints.roots, {
    params: { orgId, krtId },
    query: {},
  });
  const heatmap = useEndpointQuery(rankRadarEndpoints.heatmap, {
    params: { orgId, krtId },
    query: { archived: 'false' },
  });
  const failed = roots.isError ? roots : heatmap.isError ? heatmap : null;
  if (failed)
    return (
      <QueryError
        title="Couldn't load the roots"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!roots.data || !heatmap.data) return <PageLoader />;
  const text = new Map(heatmap.data.keywords.map((k) => [k.keywordId, k]));
  if (roots.data.roots.length === 0) return <Text c="dimmed">No search terms tracked yet.</Text>;
  const days = roots.data.dates.map((day, i) => ({ day, i })).reverse();
  const termDay = new Map(heatmap.data.dates.map((day, i) => [day, i]));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640} mah="calc(100vh - 300px)">
        <Table aria-label="Search term roots" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                  Select
                </span>
              </Table.Th>
              <Table.Th>Root</Table.Th>
              <Table.Th>Broad search volume</Table.Th>
              <Table.Th>Share</Table.Th>
              <Table.Th>Search terms</Table.Th>
              {days.map(({ day }) => (
                <Table.Th key={day} ta="center" fz="xs">
                  {day}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roots.data.roots.map((root) => {
              const chosen = root.keywords.filter((id) => selected.has(id)).length;
              const expanded = open.has(root.root);
              return (
                <Fragment key={root.root}>
                  <Table.Tr>
                    <Table.Td>
                      {onSelect && (
                        <Checkbox
                          aria-label={`Select the search terms of ${root.root}`}
                          checked={chosen === root.keywords.length}
                          indeterminate={chosen > 0 && chosen < root.keywords.length}
                          onChange={() => onSelect(root.keywords, chosen < root.keywords.length)}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        mr={4}
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${root.root}`}
                        onClick={() =>
                          setOpen((before) => {
                            const next = new Set(before);
                            if (expanded) next.delete(root.root);
                            else next.add(root.root);
                            return next;
                          })
                        }
                      >
                        {expanded ? '▾' : '▸'}
                      </ActionIcon>
                      {root.root}
                    </Table.Td>
                    <Table.Td>
                      <SearchVolume value={root.broadSearchVolume} />
                    </Table.Td>
                    <Table.Td>{formatRatio(root.broadSearchVolumeRatio)}</Table.Td>
                    <Table.Td>{root.keywords.length}</Table.Td>
                    {days.map(({ day, i }) => (
                      <RankCell key={day} rank={root.ranks[i]} />
                    ))}
                  </Table.Tr>
                  {expanded &&
                    root.keywords.map((id) => (
                      <Table.Tr key={`${root.root}-${id}`}>
                        <Table.Td>
                          {onSelect && (
                            <Checkbox
                              aria-label={`Select ${text.get(id)?.keyword ?? id}`}
                              checked={selected.has(id)}
                              onChange={() => onSelect([id], !selected.has(id))}
                            />
                          )}
                        </Table.Td>
                        <Table.Td pl={40}>{text.get(id)?.keyword}</Table.Td>
                        <Table.Td>
                          <SearchVolume value={text.get(id)?.searchVolume} />
                        </Table.Td>
                        <Table.Td />
                        <Table.Td />
                        {days.map(({ day }) => {
                          const at = termDay.get(day);
                          return (
                            <RankCell
                              key={day}
                              rank={at === undefined ? null : text.get(id)?.organicRanks[at]}
                            />
                          );
                        })}
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
