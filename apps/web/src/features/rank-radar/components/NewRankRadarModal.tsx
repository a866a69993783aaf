import {
  ASIN_PATTERN,
  clampKeywordCount,
  DEFAULT_COMPETITORS,
  DIVE_MESSAGES,
  isCountKey,
  keywordCountStep,
  looselyOutOfQuota,
  MAX_TRACKER_KEYWORDS,
  maxTrackerKeywords,
  QUOTA_FEATURE_NAMES,
  RANK_MESSAGES,
  rankRadarEndpoints,
  strictlyOutOfQuota,
  webRoutes,
  type MarketplaceTld,
  type TrackableNiche,
} from '@fathom/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CompetitorCountSelect } from '../../../components/CompetitorCountSelect';
import { MarketplaceSelect } from '../../../components/MarketplaceSelect';
import { useQuotas } from '../../../entities/organization/quotas';
import { useDiveQuota } from '../../../entities/organization/use-dive-quota';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trackInNiche, trackWithNewNiche } from '../lib/track';

type Mode = 'new' | 'existing';

/** Keys that move in the count box or out of it, besides those it accepts. */
const NAVIGATION_KEYS = [
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Delete',
  'Home',
  'End',
];

/** The New Rank Radar modal (spec §2, §5, §8): track a product with a new or an existing niche. */
export function NewRankRadarModal({
  orgId,
  opened,
  onClose,
}: {
  orgId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [marketplace, setMarketplace] = useState<MarketplaceTld>('com');
  const [asinText, setAsinText] = useState('');
  const [mode, setMode] = useState<Mode>('new');
  const [nicheSearch, setNicheSearch] = useState('');
  const [search] = useDebouncedValue(nicheSearch, 700);
  const [pages, setPages] = useState(1);
  const [niche, setNiche] = useState<TrackableNiche | null>(null);
  /** The niche was chosen because it holds the ASIN, not by the user. */
  const [nicheFound, setNicheFound] = useState(false);
  /** The count typed ('' while the box is empty); null: the default, the maximum. */
  const [count, setCount] = useState<number | '' | null>(null);
  const [competitors, setCompetitors] = useState<number | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const asin = asinText.trim().toUpperCase();
  const validAsin = ASIN_PATTERN.test(asin);
  const quotas = useQuotas(orgId, ['RANK_RADAR_KEYWORDS']);
  const keywordsQuota = quotas.data?.find((q) => q.feature === 'RANK_RADAR_KEYWORDS');
  // The new-niche path dives first: the plan's cap and the DIVED_ASINS and niche quotas apply.
  const diveQuota = useDiveQuota(orgId, DEFAULT_COMPETITORS);
  const dive = diveQuota.status === 'ready' ? diveQuota : null;
  const holding = useEndpointQuery(
    rankRadarEndpoints.trackableNiches,
    { params: { orgId }, query: { marketplace, asin } },
    { enabled: opened && validAsin },
  );
  const tracked = useEndpointQuery(
    rankRadarEndpoints.asinTrackers,
    { params: { orgId, asin }, query: { marketplace } },
    { enabled: opened && validAsin },
  );
  const nicheList = useEndpointQuery(
    rankRadarEndpoints.trackableNiches,
    { params: { orgId }, query: { marketplace, search, page: pages } },
    { enabled: opened && mode === 'existing' },
  );
  // Pages loaded so far for the search: more load when the list is scrolled to its bottom.
  const [loaded, setLoaded] = useState<TrackableNiche[]>([]);
  const pageData = nicheList.data;
  useEffect(() => {
    if (!pageData) return;
    setLoaded((before) =>
      pageData.currentPage === 1
        ? pageData.data
        : [...before, ...pageData.data.filter((n) => !before.some((b) => b.nicheId === n.nicheId))],
    );
  }, [pageData]);
  const niches =
    niche && !loaded.some((n) => n.nicheId === niche.nicheId) ? [niche, ...loaded] : loaded;
  const hasNext = pageData?.hasNext ?? false;

  // An ASIN found in the user's niches switches to the existing niche that holds it.
  const found = holding.data?.data[0];
  useEffect(() => {
    if (found) {
      setMode('existing');
      setNiche(found);
      setNicheFound(true);
    }
  }, [found]);

  const remaining =
    keywordsQuota?.limit == null ? null : Math.max(0, keywordsQuota.limit - keywordsQuota.used);
  const visible = mode === 'existing' ? (niche?.numVisibleKeywords ?? 0) : MAX_TRACKER_KEYWORDS;
  const max = maxTrackerKeywords(visible, remaining);
  const value = count === null ? max : clampKeywordCount(Number(count), max);
  const used = keywordsQuota?.used ?? 0;
  const limit = keywordsQuota?.limit ?? null;
  const loose = looselyOutOfQuota(used, limit);
  const strict = strictlyOutOfQuota(used, limit, value);
  const noDiveAsins = mode === 'new' && (dive?.divedAsinsExhausted ?? false);
  const noNicheRoom = mode === 'new' && !noDiveAsins && (dive?.nicheLimitReached ?? false);
  const competitorCount = competitors ?? dive?.initialCount ?? DEFAULT_COMPETITORS;

  function reset() {
    setAsinText('');
    setMode('new');
    setNiche(null);
    setNicheFound(false);
    setCount(null);
    setNicheSearch('');
    setPages(1);
    setCompetitors(null);
    setProgress(null);
  }
  function close() {
    reset();
    onClose();
  }

  async function submit() {
    const request = { orgId, asin, marketplace, keywords: value };
    setProgress('Starting…');
    try {
      const tracker =
        mode === 'existing' && niche
          ? await trackInNiche({ ...request, nicheId: niche.nicheId })
          : await trackWithNewNiche({ ...request, competitors: competitorCount }, setProgress);
      notifySuccess(`Tracking ${tracker.title}`);
      close();
      void navigate({
        to: webRoutes.rankRadarHeatmap,
        search: { krtId: tracker.id, view: 'overview' },
      });
    } catch (error) {
      notifyError(RANK_MESSAGES.trackFailed, error);
      reset();
    } finally {
      // Also after a failure: a niche the dive built now holds the ASIN, so a retry tracks in it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.trackers(orgId) });
    }
  }

  const submitting = progress !== null;
  const disabled =
    (mode === 'existing' && !niche) ||
    !validAsin ||
    submitting ||
    loose ||
    strict ||
    value < 1 ||
    (mode === 'new' && (!dive || noDiveAsins || noNicheRoom || competitorCount < 1));

  return (
    <Modal opened={opened} onClose={close} title="New Rank Radar" size={560}>
      <Stack gap="sm">
        <MarketplaceSelect
          value={marketplace}
          onChange={(next) => {
            // Niches belong to one marketplace: a niche chosen in another one no longer applies.
            setMarketplace(next);
            setNiche(null);
            setLoaded([]);
            setPages(1);
          }}
          disabled={submitting}
        />
        <TextInput
          label="ASIN"
          placeholder="B0XXXXXXXX"
          value={asinText}
          onChange={(e) => {
            setAsinText(e.currentTarget.value);
            // The niche found for the previous ASIN does not hold this one.
            if (nicheFound) {
              setNiche(null);
              setNicheFound(false);
              setMode('new');
            }
          }}
          error={
            asinText && !validAsin
              ? 'Enter an ASIN: B and 9 letters or digits, or 10 digits'
              : undefined
          }
          disabled={submitting}
        />
        {tracked.data && tracked.data.length > 0 && (
          <Alert color="blue" variant="light">
            {RANK_MESSAGES.alreadyTracked}
          </Alert>
        )}
        <SegmentedControl
          aria-label="Niche"
          value={mode}
          onChange={(next) => setMode(next)}
          data={[
            { value: 'new', label: 'New niche' },
            { value: 'existing', label: 'Existing niche' },
          ]}
          disabled={submitting}
        />
        {mode === 'existing' ? (
          <Select
            label="Niche"
            placeholder="Choose a niche"
            searchable
            searchValue={nicheSearch}
            onSearchChange={(next) => {
              setNicheSearch(next);
              setPages(1);
            }}
            filter={({ options }) => options}
            data={niches.map((n) => ({ value: String(n.nicheId), label: n.nicheLabel }))}
            value={niche ? String(niche.nicheId) : null}
            onChange={(id) => {
              setNiche(niches.find((n) => String(n.nicheId) === id) ?? niche);
              setNicheFound(false);
            }}
            nothingFoundMessage={nicheList.isError ? RANK_MESSAGES.nichesFailed : 'No niches'}
            scrollAreaProps={{ onBottomReached: () => hasNext && setPages((p) => p + 1) }}
            disabled={submitting}
          />
        ) : (
          <CompetitorCountSelect
            value={competitorCount}
            options={dive?.options ?? [competitorCount]}
            onChange={setCompetitors}
            disabled={submitting || !dive}
          />
        )}
        <NumberInput
          label={QUOTA_FEATURE_NAMES.RANK_RADAR_KEYWORDS}
          value={count === '' ? '' : value}
          min={0}
          max={max}
          step={keywordCountStep(max)}
          // Above the maximum becomes the maximum (the value shown is clamped).
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          onKeyDown={(e) => {
            // Shortcuts (select all, copy, paste) stay; typed keys are digits, Backspace or Enter.
            if (e.ctrlKey || e.metaKey || e.altKey) return;
            if (!isCountKey(e.key) && !NAVIGATION_KEYS.includes(e.key)) e.preventDefault();
          }}
          onChange={(next) => setCount(next === '' ? '' : clampKeywordCount(Number(next), max))}
          disabled={submitting}
        />
        {(quotas.isError || (mode === 'new' && diveQuota.status === 'error')) && (
          <Alert color="red">{RANK_MESSAGES.quotaFailed}</Alert>
        )}
        {noDiveAsins && <Alert color="red">{RANK_MESSAGES.diveAsinLimit}</Alert>}
        {noNicheRoom && <Alert color="red">{DIVE_MESSAGES.nicheLimit}</Alert>}
        {loose ? (
          <Alert color="red" title={RANK_MESSAGES.limitReached}>
            {RANK_MESSAGES.keywordLimit}
          </Alert>
        ) : strict ? (
          <Alert color="red">{RANK_MESSAGES.exceedsBy(used + value - (limit ?? 0))}</Alert>
        ) : limit !== null && remaining !== null && remaining / limit <= 0.1 ? (
          <Alert color="yellow">{RANK_MESSAGES.almostAtLimit}</Alert>
        ) : null}
        {progress && (
          <Text size="sm" c="dimmed" role="status">
            {progress}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={disabled} loading={submitting}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
