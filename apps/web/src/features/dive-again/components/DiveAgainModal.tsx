import {
  DEFAULT_COMPETITORS,
  diveEndpoints,
  DIVE_MESSAGES,
  SCHEDULE_MESSAGES,
  takenPlaces,
  type NicheSummary,
} from '@fathom/contract';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useReducer, useRef } from 'react';
import { useOrganization } from '../../../entities/organization/use-organization';
import { useExclusions } from '../../../entities/niches/exclusions';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useCountQuota } from '../hooks/use-count-choices';
import { useDiveAgainLaunch } from '../hooks/use-dive-again-launch';
import { useHeroPick } from '../../competitor-pickers/hooks/use-hero-pick';
import { usePickerRows } from '../../competitor-pickers/hooks/use-picker-rows';
import { effectiveCount } from '../../competitor-pickers/lib/count-choices';
import { nicheLockedAsins } from '../../competitor-pickers/lib/niche-locks';
import { diveAgainReducer, initialDiveAgainState, launchLists } from '../lib/dive-again-state';
import { CompetitorPickerDialog } from '../../competitor-pickers/components/CompetitorPickerDialog';
import { DiveAgainAutoPanel } from './DiveAgainAutoPanel';
import { DiveAgainManualPanel } from './DiveAgainManualPanel';
import { NicheSubtitle } from '../../../entities/niches/NicheSubtitle';

const MODES = [
  { value: 'auto', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
];

interface DiveAgainModalProps {
  niche: NicheSummary;
  opened: boolean;
  onClose: () => void;
}

/** The Niche Dive Again modal (480 wide) and its lock and exclude sub-dialogs. */
export function DiveAgainModal({ niche, opened, onClose }: DiveAgainModalProps) {
  // A fresh form each time it opens; the queries stay cached.
  return opened ? <DiveAgainDialogs niche={niche} onClose={onClose} /> : null;
}

function DiveAgainDialogs({ niche, onClose }: Omit<DiveAgainModalProps, 'opened'>) {
  const organization = useOrganization();
  const competitors = useEndpointQuery(diveEndpoints.competitors, {
    params: { nicheId: niche.id },
  });
  const exclusions = useExclusions(niche.id);
  const [state, dispatch] = useReducer(diveAgainReducer, niche.heroAsin, initialDiveAgainState);
  const { auto } = state;

  useEffect(() => {
    if (exclusions.data) dispatch({ type: 'sync-exclusions', asins: exclusions.data });
  }, [exclusions.data]);
  const locksSynced = useRef(false);
  useEffect(() => {
    if (!competitors.data || locksSynced.current) return;
    locksSynced.current = true;
    const locked = nicheLockedAsins(competitors.data);
    if (locked.length > 0) dispatch({ type: 'sync-locks', asins: locked });
  }, [competitors.data]);

  const heroRaw = state.mode === 'auto' ? auto.heroInput : state.manual.heroInput;
  const pick = useHeroPick(heroRaw, competitors.data, niche.marketplace);
  const hero = pick.status === 'resolved' ? pick.asin : null;
  // The count is the niche's size: the hero and the locked products each take a place.
  const lockedCount = takenPlaces(hero, auto.lockCompetitors);
  const quota = useCountQuota(organization.id, lockedCount);
  const ready = quota.status === 'ready' ? quota : null;
  const count = ready
    ? effectiveCount(ready.choices, auto.competitorsCount, ready)
    : (auto.competitorsCount ?? DEFAULT_COMPETITORS);
  const heroTakesPlace = hero !== null && !auto.lockCompetitors.includes(hero);
  const rows = usePickerRows(
    competitors.data,
    [...(exclusions.data ?? []), ...auto.excludeCompetitors],
    niche.marketplace,
  );
  const lockRows = rows?.slice(0, competitors.data?.length ?? 0);
  const { launchAuto, launchManual } = useDiveAgainLaunch(organization.id, niche, onClose);

  const launch = () => {
    if (pick.status !== 'resolved') {
      dispatch({ type: 'error', error: SCHEDULE_MESSAGES.selectHero });
      return;
    }
    if (state.mode === 'manual') return launchManual(pick.asin);
    if (!ready || ready.exhausted || ready.choices.tooManyLocked) return;
    if (count < Math.max(1, lockedCount)) return;
    launchAuto({ asin: pick.asin, competitorsCount: count, ...launchLists(auto, pick.asin) });
  };

  const blocked = (other: string[], mark: string) =>
    new Map<string, string>([
      ...other.map((asin): [string, string] => [asin, mark]),
      ...(hero ? [[hero, 'Hero'] as [string, string]] : []),
    ]);
  const closeDialog = () => dispatch({ type: 'dialog', dialog: 'NONE' });

  return (
    <Modal.Stack>
      <Modal
        opened
        stackId="dive-again"
        onClose={onClose}
        title="Niche Dive Again"
        size={480}
        centered
        radius="md"
      >
        <Stack gap="md">
          <NicheSubtitle niche={niche} />
          <SegmentedControl
            fullWidth
            data={MODES}
            value={state.mode}
            onChange={(value) =>
              dispatch({ type: 'mode', mode: value === 'manual' ? 'manual' : 'auto' })
            }
            aria-label="Dive mode"
          />
          {state.mode === 'auto' ? (
            <DiveAgainAutoPanel
              competitors={competitors.data}
              heroInput={auto.heroInput}
              onHero={(value) => dispatch({ type: 'hero', value })}
              pick={pick}
              error={auto.error}
              quota={quota}
              count={count}
              onCount={(value) => dispatch({ type: 'count', count: value })}
              lockedCount={auto.lockCompetitors.length}
              excludedCount={auto.excludeCompetitors.length}
              heroNote={
                hero !== null && auto.excludeCompetitors.includes(hero)
                  ? DIVE_MESSAGES.heroExcluded
                  : null
              }
              onLock={() => dispatch({ type: 'dialog', dialog: 'LOCK_COMPETITORS' })}
              onExclude={() => dispatch({ type: 'dialog', dialog: 'EXCLUDE_COMPETITORS' })}
              onLaunch={launch}
            />
          ) : (
            <DiveAgainManualPanel
              competitors={competitors.data}
              heroInput={state.manual.heroInput}
              onHero={(value) => dispatch({ type: 'hero', value })}
              pick={pick}
              error={state.manual.error}
              onLaunch={launch}
            />
          )}
        </Stack>
      </Modal>
      <CompetitorPickerDialog
        kind="lock"
        stackId="lock"
        opened={state.dialog === 'LOCK_COMPETITORS'}
        rows={lockRows}
        committed={auto.lockCompetitors}
        blocked={blocked(auto.excludeCompetitors, 'Excluded')}
        max={ready ? Math.max(0, ready.choices.max - (heroTakesPlace ? 1 : 0)) : undefined}
        onConfirm={(asins) => dispatch({ type: 'confirm-locks', asins })}
        onClose={closeDialog}
      />
      <CompetitorPickerDialog
        kind="exclude"
        stackId="exclude"
        opened={state.dialog === 'EXCLUDE_COMPETITORS'}
        rows={rows}
        committed={auto.excludeCompetitors}
        blocked={blocked(auto.lockCompetitors, 'Locked')}
        onConfirm={(asins) => dispatch({ type: 'confirm-exclusions', asins })}
        onClose={closeDialog}
      />
    </Modal.Stack>
  );
}
