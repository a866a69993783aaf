import {
  DEFAULT_MARKETPLACE,
  DIVE_MESSAGES,
  diveEndpoints,
  EXPLICIT_COMPETITORS_MAX,
  EXPLICIT_COMPETITORS_MIN,
  MAX_COMPETITORS,
  type MarketplaceTld,
} from '@fathom/contract';
import { parseCompetitorAsins } from '../lib/named-competitors';
import { Alert, Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { IconExternalLink, IconPuzzle } from '../../../components/icons';
import { useOrganization } from '../../../entities/organization/use-organization';
import { useDiveQuota } from '../../../entities/organization/use-dive-quota';
import { EXTENSION_STORE_URL, useExtensionDetection } from '../../../lib/use-extension-detection';
import { useHeroResolution } from '../../../entities/products/use-hero-resolution';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useLaunchDive, type DiveMode, type DiveOrigin } from '../hooks/use-launch-dive';
import { CompetitorCountSelect } from '../../../components/CompetitorCountSelect';
import {
  DivedAsinsLimitNotice,
  DivedAsinsUsage,
  NicheLimitNotice,
  NoPlanNotice,
  QuotaLoadFailedNotice,
} from '../../../components/DiveQuotaNotices';
import { ExistingNicheNotice } from './ExistingNicheNotice';
import { HeroAsinField } from './HeroAsinField';
import { ManualModeInfo } from './ManualModeInfo';
import { MarketplaceSelect } from '../../../components/MarketplaceSelect';

const MODES = [
  { value: 'auto', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
  { value: 'named', label: 'Named competitors' },
];

interface SmartDiveFormProps {
  origin: DiveOrigin;
  /** Competitors to start with: 15 in the modal, 10 for a first niche. */
  defaultCount: number;
  /** Called once a dive started or the extension took over. */
  onStarted?: () => void;
  autoFocus?: boolean;
}

/** The smart dive form: hero ASIN or link, marketplace, competitors, then Create Niche. */
export function SmartDiveForm({ origin, defaultCount, onStarted, autoFocus }: SmartDiveFormProps) {
  const organization = useOrganization();
  const orgId = organization.id;
  const quota = useDiveQuota(orgId, defaultCount);
  const { launch, starting } = useLaunchDive(orgId, origin, onStarted);

  const [mode, setMode] = useState<DiveMode>('auto');
  const [heroInput, setHeroInput] = useState('');
  const [marketplace, setMarketplace] = useState<MarketplaceTld>(DEFAULT_MARKETPLACE);
  const [chosenCount, setChosenCount] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitWhenResolved, setSubmitWhenResolved] = useState(false);
  const [namedInput, setNamedInput] = useState('');
  const [namedError, setNamedError] = useState<string | null>(null);

  const hero = useHeroResolution(heroInput, marketplace, setMarketplace);
  const resolved = hero.status === 'resolved' ? hero.product : null;
  const sameHero = useEndpointQuery(
    diveEndpoints.nicheChoices,
    {
      params: { orgId },
      query: { heroAsin: resolved?.asin, marketplace: resolved?.amazonTld },
    },
    { enabled: resolved !== null },
  );
  const existing = resolved ? sameHero.data?.data[0] : undefined;
  const extension = useExtensionDetection(mode === 'manual');
  const ready = quota.status === 'ready' ? quota : null;
  const count = chosenCount ?? ready?.initialCount ?? defaultCount;
  const blocked = !ready || ready.nicheLimitReached || ready.divedAsinsExhausted;
  const needsExtension = mode === 'manual' && extension !== 'installed';

  const attemptStart = () => {
    if (hero.status === 'pending') {
      setSubmitWhenResolved(true);
      return;
    }
    if (hero.status !== 'resolved') {
      setSubmitError(DIVE_MESSAGES.enterAsin);
      return;
    }
    if (blocked || count < 1) return;
    if (mode === 'named') {
      const named = parseCompetitorAsins(namedInput, hero.product.asin);
      if ('error' in named) return setNamedError(named.error);
      const size = Math.min(named.asins.length + 1, MAX_COMPETITORS);
      launch({ mode, hero: hero.product, competitorsCount: size, competitorAsins: named.asins });
      return;
    }
    launch({ mode, hero: hero.product, competitorsCount: count });
  };

  useEffect(() => {
    if (!submitWhenResolved || hero.status === 'pending') return;
    setSubmitWhenResolved(false);
    attemptStart();
    // attemptStart reads the latest render; only the resolution settling matters here.
  }, [submitWhenResolved, hero.status]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    attemptStart();
  };

  if (ready?.noPlan) return <NoPlanNotice role={organization.role} />;

  if (ready?.divedAsinsExhausted) {
    return (
      <Stack gap="sm">
        <DivedAsinsLimitNotice role={organization.role} />
        <DivedAsinsUsage quota={ready.divedAsins} />
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Smart dive form">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          data={MODES}
          value={mode}
          onChange={(value) => setMode(value === 'manual' || value === 'named' ? value : 'auto')}
          aria-label="Dive mode"
        />
        <HeroAsinField
          value={heroInput}
          onChange={(value) => {
            setHeroInput(value);
            setSubmitError(null);
          }}
          resolution={hero}
          submitError={submitError}
          autoFocus={autoFocus}
        />
        <Group grow align="flex-start" gap="sm">
          <MarketplaceSelect value={marketplace} onChange={setMarketplace} />
          {mode === 'named' ? null : (
            <CompetitorCountSelect
              value={count}
              options={ready?.options ?? [count]}
              onChange={setChosenCount}
              disabled={!ready}
            />
          )}
        </Group>
        {mode === 'named' ? (
          <Textarea
            label="Competitor ASINs"
            description={`${EXPLICIT_COMPETITORS_MIN} to ${EXPLICIT_COMPETITORS_MAX} ASINs, one per line or separated by commas: the niche is the hero and these, found by no search`}
            autosize
            minRows={3}
            maxRows={8}
            value={namedInput}
            error={namedError}
            onChange={(event) => {
              setNamedInput(event.currentTarget.value);
              setNamedError(null);
            }}
          />
        ) : null}
        {existing ? <ExistingNicheNotice niche={existing} count={count} /> : null}
        {mode === 'manual' ? <ManualModeInfo /> : null}
        {mode === 'manual' && extension === 'missing' ? (
          <Alert color="blue" variant="light" icon={<IconPuzzle />}>
            {DIVE_MESSAGES.missingExtension}
          </Alert>
        ) : null}
        {quota.status === 'error' ? <QuotaLoadFailedNotice /> : null}
        {ready?.nicheLimitReached ? <NicheLimitNotice role={organization.role} /> : null}
        <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
          {ready ? <DivedAsinsUsage quota={ready.divedAsins} /> : <span />}
          {needsExtension ? (
            <Button
              component="a"
              href={EXTENSION_STORE_URL}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} />}
              loading={extension === 'checking' || extension === 'unknown'}
            >
              Install extension
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={blocked}
              loading={starting || (submitWhenResolved && hero.status === 'pending')}
            >
              Create Niche
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
