import {
  CAMPAIGN_LIST_ERROR,
  adDataPpcEndpoints as e,
  campaignManagerUrl,
  type AdData,
  type MarketplaceTld,
  type PpcCampaign,
} from '@fathom/contract';
import {
  Alert,
  Anchor,
  Drawer,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { count, money, percent } from '../lib/figures';
import { TrackerDataEmptyState } from './TrackerDataEmptyState';
import { formatMarketplace } from '../../../lib/format';

/** The adData figures of a term, labelled (spec §3 adData). */
function adDataFigures(d: AdData, tld: MarketplaceTld): [string, string][] {
  return [
    ['PPC spend', money(d.ppcSpend, tld)],
    ['PPC sales', money(d.ppcSales, tld)],
    ['ACoS', percent(d.acos)],
    ['Impressions', count(d.totalImpressions)],
    ['Clicks', count(d.totalClicks)],
    ['Orders', count(d.totalOrders)],
    ['Cost per click', money(d.costPerClicks, tld)],
    ['Click-through rate', percent(d.clickThroughRate)],
    ['Conversion rate', percent(d.conversionRate)],
    ['Impression rank', count(d.impressionRank)],
    ['Impression rank share', percent(d.impressionRankShare)],
    [
      'Exact / phrase / broad / auto',
      `${d.exactMatches} / ${d.phraseMatches} / ${d.broadMatches} / ${d.autoMatches}`,
    ],
  ];
}

/**
 * The PPC Data tab of a search term's drawer (spec §2): the term's sponsored-ads figures over the
 * heatmap's dates and the campaigns that served it; a campaign opens its drawer with a link to
 * the campaign manager.
 */
export function PpcDataTab({
  orgId,
  krtId,
  keywordId,
  marketplace,
  from,
  to,
  onCampaignOpen,
}: {
  orgId: number;
  krtId: number;
  keywordId: number;
  marketplace: MarketplaceTld;
  from?: string | undefined;
  to?: string | undefined;
  /** Hears when the campaign drawer opens and closes (the drawer under it leaves Escape to it). */
  onCampaignOpen?: (open: boolean) => void;
}) {
  const [campaign, setCampaign] = useState<PpcCampaign | null>(null);
  useEffect(() => {
    onCampaignOpen?.(campaign !== null);
    return () => onCampaignOpen?.(false);
  }, [campaign, onCampaignOpen]);
  const request = { params: { orgId, krtId } };
  const body = { keywordIds: [keywordId], ...(from && to ? { from, to } : {}) };
  const data = useEndpointQuery(e.adData, { ...request, body }, { retry: false });
  if (data.isError)
    return (
      <Alert color="red" title="Something went wrong">
        {CAMPAIGN_LIST_ERROR}
      </Alert>
    );
  const term = data.data?.keywords[0];
  if (!data.data || !term) return <PageLoader />;
  if (term.campaigns.length === 0)
    return <TrackerDataEmptyState orgId={orgId} krtId={krtId} kind="ppc" />;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs">
        {adDataFigures(term.adData, marketplace).map(([label, value]) => (
          <div key={label}>
            <Text size="xs">{label}</Text>
            <Text size="sm" fw={600}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={`PPC campaigns of ${term.keyword}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Marketplace</Table.Th>
              <Table.Th>Match types</Table.Th>
              <Table.Th>Impressions</Table.Th>
              <Table.Th>Clicks</Table.Th>
              <Table.Th>Spend</Table.Th>
              <Table.Th>Sales</Table.Th>
              <Table.Th>Orders</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {term.campaigns.map((c) => (
              <Table.Tr key={c.campaignName}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => setCampaign(c)}
                    style={{ textDecoration: 'underline' }}
                  >
                    {c.campaignName}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{formatMarketplace(c.marketplace)}</Table.Td>
                <Table.Td>{c.matchTypes.join(', ')}</Table.Td>
                <Table.Td>{count(c.impressions)}</Table.Td>
                <Table.Td>{count(c.clicks)}</Table.Td>
                <Table.Td>{money(c.spend, marketplace)}</Table.Td>
                <Table.Td>{money(c.sales, marketplace)}</Table.Td>
                <Table.Td>{count(c.orders)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Drawer
        opened={campaign !== null}
        onClose={() => setCampaign(null)}
        position="right"
        title={campaign?.campaignName ?? ''}
        closeButtonProps={{ 'aria-label': 'Close the campaign' }}
      >
        {campaign && (
          <Stack gap="xs">
            <Text size="sm">Search term: {term.keyword}</Text>
            <Text size="sm">Marketplace: {formatMarketplace(campaign.marketplace)}</Text>
            <Text size="sm">Match types: {campaign.matchTypes.join(', ')}</Text>
            <Text size="sm">
              {count(campaign.impressions)} impressions, {count(campaign.clicks)} clicks,{' '}
              {count(campaign.orders)} orders
            </Text>
            <Text size="sm">
              Spend {money(campaign.spend, marketplace)}, sales {money(campaign.sales, marketplace)}
            </Text>
            <Anchor
              href={campaignManagerUrl(campaign.marketplace)}
              target="_blank"
              rel="noreferrer"
            >
              Open in the campaign manager
            </Anchor>
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
