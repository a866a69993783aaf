import type { CompetitorKeyword, CompetitorVariation, MarketplaceTld } from '@fathom/contract';
import { Badge, ScrollArea, Table, Text, Title } from '@mantine/core';
import { formatNumber, formatPrice } from '../../../lib/format';

const LIST_NAMES: Record<CompetitorKeyword['list'], string> = {
  mkl: 'Master list',
  outlier: 'Outliers',
  residue: 'Residue',
};

const NOT_RANKED = 'This ASIN is either not indexed for this keyword or its rank is 101 or more';

/** The keywords of the latest research the competitor ranks for, with its ranks. */
export function CompetitorKeywords({
  asin,
  keywords,
}: {
  asin: string;
  keywords: CompetitorKeyword[];
}) {
  return (
    <div>
      <Title order={4} fz="sm" mb={4}>
        Keywords ({formatNumber(keywords.length)})
      </Title>
      {keywords.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {asin} ranks for none of the latest research&apos;s keywords.
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          viewportProps={{ tabIndex: 0, 'aria-label': `Keywords ${asin} ranks for, scrollable` }}
        >
          <Table aria-label={`Keywords ${asin} ranks for`} fz="sm" verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Keyword</Table.Th>
                <Table.Th>List</Table.Th>
                <Table.Th ta="right">Search volume</Table.Th>
                <Table.Th ta="right">Organic rank</Table.Th>
                <Table.Th ta="right">Sponsored rank</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keywords.map((k) => (
                <Table.Tr key={k.keyword}>
                  <Table.Td>{k.keyword}</Table.Td>
                  <Table.Td>{LIST_NAMES[k.list]}</Table.Td>
                  <Table.Td ta="right">{formatNumber(k.searchVolume)}</Table.Td>
                  <Table.Td ta="right" title={k.organicRank === null ? NOT_RANKED : undefined}>
                    {k.organicRank ?? '101+'}
                  </Table.Td>
                  <Table.Td ta="right">{k.sponsoredRank ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}

/** The competitor's variation family on the marketplace's latest date. */
export function CompetitorVariations({
  asin,
  marketplace,
  variations,
}: {
  asin: string;
  marketplace: MarketplaceTld;
  variations: CompetitorVariation[];
}) {
  return (
    <div>
      <Title order={4} fz="sm" mb={4}>
        Variations ({formatNumber(variations.length)})
      </Title>
      {variations.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {asin} has no variations: it is sold in one version.
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          viewportProps={{ tabIndex: 0, 'aria-label': `Variations of ${asin}, scrollable` }}
        >
          <Table aria-label={`Variations of ${asin}`} fz="sm" verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ASIN</Table.Th>
                <Table.Th>Colour</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variations.map((v) => (
                <Table.Tr key={v.asin}>
                  <Table.Td ff="monospace" title={v.title || undefined}>
                    {v.asin}{' '}
                    {v.isCompetitor && (
                      <Badge size="xs" variant="light">
                        In the niche
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{v.color ?? '–'}</Table.Td>
                  <Table.Td>{v.size ?? '–'}</Table.Td>
                  <Table.Td ta="right">
                    {v.priceCents === null ? 'Not listed' : formatPrice(v.priceCents, marketplace)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
