import {
  RANK_PER_VARIATION_MIN_ASINS,
  webRoutes,
  type Heatmap,
  type HeatmapKeyword,
  type Tracker,
} from '@fathom/contract';
import { Anchor, Drawer, Group, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { HighlightsPanel } from './HighlightsPanel';
import { PpcDataTab } from './PpcDataTab';
import { SqpDataTab } from './SqpDataTab';
import { TermRankHistory } from './TermRankHistory';
import { TrackerDataEmptyState } from './TrackerDataEmptyState';
import { VariationGrid } from './RankPerVariation';

type TermTab = 'history' | 'tags' | 'ppc' | 'sqp' | 'variation';
type DataTab = Exclude<TermTab, 'history' | 'tags'>;

/** Why a tab is disabled (spec §2 "Bottom drawer per search term"). */
export const TERM_DRAWER_RULES = {
  ppc: 'PPC Data is disabled when no PPC data is available',
  sqp: 'SQP Data is disabled when no SQP data is available',
  variation: 'Top Variation is disabled when the product has fewer than 2 ASINs',
} as const;

/**
 * The bottom drawer of one search term of the heatmap (spec §2): it opens on the term's rank
 * history, then tabs Tags, PPC Data, SQP Data and Top Variation. Opened only from a term's row (never an aggregate or root row, nor the
 * pool); closes when the route changes. A data tab disabled for want of data has its empty state
 * shown under the tabs, so the reason is where the user looks for the data.
 */
export function TermDrawer({
  orgId,
  tracker,
  heatmap,
  keyword,
  location,
  onClose,
}: {
  orgId: number;
  tracker: Tracker;
  heatmap: Heatmap;
  keyword: HeatmapKeyword | null;
  /** The current route (path and query): the drawer closes when it changes. */
  location: string;
  onClose: () => void;
}) {
  const shown = useRef(location);
  useEffect(() => {
    if (location !== shown.current) {
      shown.current = location;
      onClose();
    }
  }, [location, onClose]);
  const [tab, setTab] = useState<TermTab>('history');
  // While a campaign's drawer is open over this one, Escape closes that drawer alone.
  const [campaignOpen, setCampaignOpen] = useState(false);
  useEffect(() => setTab('history'), [keyword?.keywordId]);

  const { coverage } = heatmap;
  const disabled: Record<DataTab, boolean> = {
    ppc: coverage.hasNoPpcDataForAllKeywords || keyword?.ppcSpend === null,
    sqp: coverage.hasNoSqpDataForAllKeywords || keyword?.sqpData === null,
    variation: tracker.asins.length < RANK_PER_VARIATION_MIN_ASINS,
  };
  const labelled = (value: DataTab, label: string) => (
    <Tabs.Tab
      value={value}
      disabled={disabled[value]}
      title={disabled[value] ? TERM_DRAWER_RULES[value] : undefined}
    >
      {label}
    </Tabs.Tab>
  );

  return (
    <Drawer
      opened={keyword !== null}
      onClose={onClose}
      closeOnEscape={!campaignOpen}
      position="bottom"
      size="lg"
      title={keyword?.keyword ?? ''}
    >
      {keyword && (
        <Tabs
          keepMounted={false}
          value={tab}
          onChange={(v) => setTab((v as TermTab | null) ?? 'history')}
        >
          <Tabs.List>
            <Tabs.Tab value="history">Rank history</Tabs.Tab>
            <Tabs.Tab value="tags">Tags</Tabs.Tab>
            {labelled('ppc', 'PPC Data')}
            {labelled('sqp', 'SQP Data')}
            {labelled('variation', 'Top Variation')}
          </Tabs.List>
          <Tabs.Panel value="history" pt="sm">
            <TermRankHistory heatmap={heatmap} keyword={keyword} />
          </Tabs.Panel>
          <Tabs.Panel value="tags" pt="sm">
            <HighlightsPanel
              orgId={orgId}
              krtId={tracker.id}
              selected={[keyword.keywordId]}
              canManage={tracker.canManage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="ppc" pt="sm">
            {tab === 'ppc' && (
              <PpcDataTab
                orgId={orgId}
                krtId={tracker.id}
                keywordId={keyword.keywordId}
                marketplace={tracker.marketplace}
                from={heatmap.dates[0]}
                to={heatmap.dates[heatmap.dates.length - 1]}
                onCampaignOpen={setCampaignOpen}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="sqp" pt="sm">
            {tab === 'sqp' && (
              <SqpDataTab
                orgId={orgId}
                krtId={tracker.id}
                keywordId={keyword.keywordId}
                from={heatmap.dates[0]}
                to={heatmap.dates[heatmap.dates.length - 1]}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="variation" pt="sm">
            {tab === 'variation' && (
              <VariationGrid orgId={orgId} krtId={tracker.id} keywordId={keyword.keywordId} />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
      {keyword && (disabled.ppc || disabled.sqp) && (
        <Group mt="md" gap="xl" align="flex-start">
          {disabled.ppc && (
            <TrackerDataEmptyState orgId={orgId} krtId={tracker.id} kind="ppc" compact />
          )}
          {disabled.sqp && (
            <TrackerDataEmptyState orgId={orgId} krtId={tracker.id} kind="sqp" compact />
          )}
          <Text size="sm">
            PPC and SQP data come from your Amazon accounts:{' '}
            <Anchor href={webRoutes.amazonConnections}>Amazon connections</Anchor>
          </Text>
        </Group>
      )}
    </Drawer>
  );
}
