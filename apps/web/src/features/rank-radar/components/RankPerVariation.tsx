import {
  RANK_PER_VARIATION_MIN_ASINS,
  rankRadarVariationEndpoints as e,
  type Tracker,
} from '@fathom/contract';
import { Button, Drawer, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/**
 * The rank-per-variation drawer of one search term (spec §2 "Bottom drawer"): the organic rank of
 * each of the product's ASINs per day. Disabled for root rows, for other than one term, and for
 * products with fewer than 2 ASINs.
 */
export function RankPerVariationButton({
  orgId,
  tracker,
  keywordIds,
  roots,
}: {
  orgId: number;
  tracker: Tracker;
  keywordIds: number[];
  roots: boolean;
}) {
  const [opened, drawer] = useDisclosure(false);
  const enabled =
    !roots && keywordIds.length === 1 && tracker.asins.length >= RANK_PER_VARIATION_MIN_ASINS;
  return (
    <>
      <Button size="xs" variant="default" disabled={!enabled} onClick={drawer.open}>
        Rank per variation
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="md"
        title="Rank per variation"
      >
        {opened && keywordIds[0] !== undefined && (
          <VariationGrid orgId={orgId} krtId={tracker.id} keywordId={keywordIds[0]} />
        )}
      </Drawer>
    </>
  );
}

export function VariationGrid({
  orgId,
  krtId,
  keywordId,
}: {
  orgId: number;
  krtId: number;
  keywordId: number;
}) {
  const request = { params: { orgId, krtId } };
  const body = { keywordIds: [keywordId] };
  const ranks = useEndpointQuery(e.rankPerVariation, { ...request, body }, { retry: false });
  if (ranks.isError)
    return (
      <QueryError
        title="Couldn't load the rank per variation"
        error={ranks.error}
        onRetry={() => void ranks.refetch()}
      />
    );
  const term = ranks.data?.keywords[0];
  if (!ranks.data || !term) return <PageLoader />;
  return (
    <>
      <Text size="sm" mb="xs">
        {term.keyword}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={`Rank per variation of ${term.keyword}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ASIN</Table.Th>
              {ranks.data.dates.map((d) => (
                <Table.Th key={d}>{d}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {term.variations.map((v) => (
              <Table.Tr key={v.asin ?? 'none'}>
                <Table.Td>{v.asin ?? 'No ASIN'}</Table.Td>
                {v.organicRank.map((r, i) => (
                  <Table.Td key={ranks.data.dates[i]}>{r ?? '–'}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
