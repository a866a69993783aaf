import { buildPath, HEATMAP_DEFAULT_DAYS, rankRadarEndpoints, webRoutes } from '@fathom/contract';
import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { NotFoundPage } from '../components/NotFoundPage';
import { isApiError } from '../lib/api-client';
import { useEndpointMutation } from '../lib/endpoint-query';
import { queryKeys } from '../lib/query-keys';
import { notifyError, notifySuccess } from '../lib/notify';
import { AddKeywordsPanel } from '../features/rank-radar/components/AddKeywordsPanel';
import { RankIssueNotice } from '../features/rank-radar/components/RankIssueNotice';
import { TrackerTools } from '../features/rank-radar/components/TrackerTools';
import { HistoryExportButtons } from '../features/rank-radar/components/HistoryExportButtons';
import { HistoryImportPanel } from '../features/rank-radar/components/HistoryImportPanel';
import { HeatmapGrid } from '../features/rank-radar/components/HeatmapGrid';
import { HeatmapColumnChooser } from '../features/rank-radar/components/HeatmapColumnChooser';
import { HeatmapPeriodSelect } from '../features/rank-radar/components/HeatmapPeriodSelect';
import { HeatmapDataNotices } from '../features/rank-radar/components/HeatmapDataNotices';
import { HeatmapSourceToggles } from '../features/rank-radar/components/HeatmapSourceToggles';
import { useTrackerHeatmap } from '../features/rank-radar/hooks/use-tracker-heatmap';
import { HighlightsPanel } from '../features/rank-radar/components/HighlightsPanel';
import { AlertsView } from '../features/rank-radar/components/AlertsView';
import { BsrChartView } from '../features/rank-radar/components/BsrChartView';
import { ConnectPpcPrompt } from '../features/rank-radar/components/ConnectPpcPrompt';
import { LeaderboardView } from '../features/rank-radar/components/LeaderboardView';
import { OverviewView } from '../features/rank-radar/components/OverviewView';
import { PoolView } from '../features/rank-radar/components/PoolView';
import { RankPerVariationButton } from '../features/rank-radar/components/RankPerVariation';
import { SqpCoveragePopover } from '../features/rank-radar/components/SqpCoveragePopover';
import { RootsView } from '../features/rank-radar/components/RootsView';
import { TermDrawer } from '../features/rank-radar/components/TermDrawer';
import { HEATMAP_VIEWS, type RankRadarView as View } from '../features/rank-radar/lib/views';
import { formatMarketplace } from '../lib/format';

const TABS: { value: View; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'organic', label: 'Organic' },
  { value: 'impression', label: 'Impression' },
  { value: 'impressionVsOrganic', label: 'Impression vs Organic' },
  { value: 'pool', label: 'Blind Spend' },
  { value: 'archived', label: 'Excluded' },
  { value: 'roots', label: 'Roots' },
  { value: 'leaderboard', label: 'Leaderboard' },
  { value: 'bsr', label: 'BSR' },
  { value: 'alerts', label: 'Alerts' },
];

/** A tab's count of things to look at: new pool terms, unread alerts. */
function TabCount({ count, noun }: { count: number; noun: string }) {
  return (
    <Badge size="sm" variant="filled" color="blue.8" aria-label={`${count} ${noun}`}>
      {count}
    </Badge>
  );
}

/** A tracker's heatmap (spec §2 "View tabs", §3, §4): ranks per day, terms paused or archived. */
export function HeatmapPage({
  orgId,
  krtId,
  view,
  days = HEATMAP_DEFAULT_DAYS,
}: {
  orgId: number;
  krtId: number;
  view: View;
  /** The heatmap's period: this many days up to the latest collected one. */
  days?: number | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adding, panel] = useDisclosure(false);
  const [openTerm, setOpenTerm] = useState<number | null>(null);
  const closeTerm = useCallback(() => setOpenTerm(null), []);
  const location = useRouterState({ select: (s) => s.location.href });
  const archived = view === 'archived';
  const { tracker, heatmap, shownColumns, chooseColumns, columns, ads, ...counts } =
    useTrackerHeatmap(orgId, krtId, view, days);
  const status = useEndpointMutation(rankRadarEndpoints.updateKeywordStatus, {
    onSuccess: async (result, variables) => {
      setSelected(new Set());
      notifySuccess(`${result.updated} search terms updated`);
      void variables;
      await queryClient.invalidateQueries({ queryKey: queryKeys.tracker(orgId, krtId) });
    },
    onError: (error) => notifyError('Could not update the search terms', error),
  });

  if (krtId <= 0 || (tracker.isError && isApiError(tracker.error, 404))) return <NotFoundPage />;
  if (tracker.isError)
    return (
      <QueryError
        title="Couldn't load the Rank Radar"
        error={tracker.error}
        onRetry={() => void tracker.refetch()}
      />
    );
  if (!tracker.data) return <PageLoader />;

  const act = (action: 'pause' | 'resume' | 'archive' | 'restore') =>
    status.mutate({ params: { orgId, krtId }, body: { keywordIds: [...selected], action } });
  const none = selected.size === 0 || status.isPending;
  const canManage = tracker.data.canManage;

  return (
    <Stack p="md" gap="sm">
      <Anchor component={Link} to={webRoutes.rankRadar} size="sm">
        All Rank Radars
      </Anchor>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h3">
            {tracker.data.title}
          </Title>
          <Text size="sm" c="dimmed">
            {tracker.data.asin} · {formatMarketplace(tracker.data.marketplace)} ·{' '}
            {tracker.data.keywordCount} search terms
            {tracker.data.status === 'paused' ? ' · paused' : ''}
            {tracker.data.archived ? ' · archived' : ''}
            {tracker.data.nicheId !== null && tracker.data.nicheLabel && (
              <>
                {' · niche '}
                <Anchor
                  component={Link}
                  to={buildPath(webRoutes.niche, { nicheId: tracker.data.nicheId })}
                  size="sm"
                  underline="always"
                >
                  {tracker.data.nicheLabel}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Group gap="xs">
          <TrackerTools orgId={orgId} tracker={tracker.data} />
          <SqpCoveragePopover orgId={orgId} krtId={krtId} terms={heatmap.data?.keywords ?? []} />
          <HistoryExportButtons orgId={orgId} krtId={krtId} />
          {canManage && !tracker.data.archived && (
            <HistoryImportPanel orgId={orgId} krtId={krtId} />
          )}
          {canManage && !tracker.data.archived && (
            <Button onClick={panel.open} variant="light">
              Add search terms
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={view}
        onChange={(next) => {
          setSelected(new Set());
          void navigate({
            to: webRoutes.rankRadarHeatmap,
            search: { krtId, view: (next as View) ?? 'overview', days },
          });
        }}
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              rightSection={
                tab.value === 'pool' && view !== 'pool' && counts.newInPool ? (
                  <TabCount count={counts.newInPool} noun="new" />
                ) : tab.value === 'alerts' && view !== 'alerts' && counts.unreadAlerts ? (
                  <TabCount count={counts.unreadAlerts} noun="unread" />
                ) : undefined
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {view === 'overview' && <RankIssueNotice orgId={orgId} krtId={krtId} />}
      {HEATMAP_VIEWS.has(view) && <ConnectPpcPrompt orgId={orgId} krtId={krtId} />}
      {HEATMAP_VIEWS.has(view) && heatmap.data && (
        <HeatmapDataNotices
          orgId={orgId}
          krtId={krtId}
          columns={columns}
          coverage={heatmap.data.coverage}
        />
      )}
      {(HEATMAP_VIEWS.has(view) || (canManage && view === 'roots')) && (
        <Group gap="xs">
          {HEATMAP_VIEWS.has(view) && (
            <>
              <HeatmapPeriodSelect
                days={days}
                onChange={(next) =>
                  void navigate({
                    to: webRoutes.rankRadarHeatmap,
                    search: { krtId, view, days: next },
                  })
                }
              />
              <HeatmapColumnChooser shown={shownColumns} onChange={chooseColumns} />
              {!archived && (
                <HeatmapSourceToggles
                  view={view === 'impression' || view === 'impressionVsOrganic' ? view : 'organic'}
                  onChange={(next) =>
                    void navigate({
                      to: webRoutes.rankRadarHeatmap,
                      search: { krtId, view: next, days },
                    })
                  }
                />
              )}
            </>
          )}
          {canManage && (
            <>
              <Text size="sm">{selected.size} selected</Text>
              {archived ? (
                <Button size="xs" disabled={none} onClick={() => act('restore')}>
                  Restore
                </Button>
              ) : (
                <>
                  <Button size="xs" variant="default" disabled={none} onClick={() => act('pause')}>
                    Pause
                  </Button>
                  <Button size="xs" variant="default" disabled={none} onClick={() => act('resume')}>
                    Resume
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={none}
                    onClick={() => act('archive')}
                  >
                    Archive
                  </Button>
                  <RankPerVariationButton
                    orgId={orgId}
                    tracker={tracker.data}
                    keywordIds={[...selected]}
                    roots={view === 'roots'}
                  />
                </>
              )}
            </>
          )}
        </Group>
      )}
      {view === 'overview' ? (
        <OverviewView orgId={orgId} krtId={krtId} />
      ) : view === 'pool' ? (
        <PoolView
          orgId={orgId}
          krtId={krtId}
          marketplace={tracker.data.marketplace}
          canManage={tracker.data.canManage}
        />
      ) : view === 'roots' ? (
        <RootsView
          orgId={orgId}
          krtId={krtId}
          selected={selected}
          onSelect={
            canManage
              ? (ids, on) =>
                  setSelected((before) => {
                    const next = new Set(before);
                    for (const id of ids)
                      if (on) next.add(id);
                      else next.delete(id);
                    return next;
                  })
              : undefined
          }
        />
      ) : view === 'leaderboard' ? (
        <LeaderboardView orgId={orgId} krtId={krtId} />
      ) : view === 'bsr' ? (
        <BsrChartView orgId={orgId} krtId={krtId} />
      ) : view === 'alerts' ? (
        <AlertsView orgId={orgId} krtId={krtId} canManage={tracker.data.canManage} />
      ) : heatmap.isError ? (
        <QueryError
          title="Couldn't load the heatmap"
          error={heatmap.error}
          onRetry={() => void heatmap.refetch()}
        />
      ) : !heatmap.data ? (
        <PageLoader />
      ) : heatmap.data.keywords.length === 0 ? (
        <Text c="dimmed">
          {archived ? 'No excluded search terms.' : 'No search terms tracked yet.'}
        </Text>
      ) : (
        <HeatmapGrid
          heatmap={heatmap.data}
          columns={columns}
          marketplace={tracker.data.marketplace}
          ads={ads}
          view={
            view === 'organic' || view === 'impression' || view === 'impressionVsOrganic'
              ? view
              : 'organic'
          }
          selected={selected}
          onSelect={canManage ? setSelected : undefined}
          onOpen={(keyword) => setOpenTerm(keyword.keywordId)}
          tags={counts.highlights}
        />
      )}
      {heatmap.data && HEATMAP_VIEWS.has(view) && (
        <TermDrawer
          orgId={orgId}
          tracker={tracker.data}
          heatmap={heatmap.data}
          keyword={heatmap.data.keywords.find((k) => k.keywordId === openTerm) ?? null}
          location={location}
          onClose={closeTerm}
        />
      )}
      {(view === 'overview' || (HEATMAP_VIEWS.has(view) && !archived)) && (
        <HighlightsPanel
          orgId={orgId}
          krtId={krtId}
          selected={[...selected]}
          canManage={canManage}
        />
      )}
      <AddKeywordsPanel orgId={orgId} krtId={krtId} opened={adding} onClose={panel.close} />
    </Stack>
  );
}
