import { DIVE_MESSAGES, type Competitor } from '@fathom/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { DivedAsinsUsage, QuotaLoadFailedNotice } from '../../../components/DiveQuotaNotices';
import type { CountQuota } from '../hooks/use-count-choices';
import type { HeroPick } from '../../competitor-pickers/hooks/use-hero-pick';
import { HeroAsinPicker } from '../../competitor-pickers/components/HeroAsinPicker';
import { LockedCountSelect } from '../../competitor-pickers/components/LockedCountSelect';
import { SelectionLinks } from '../../competitor-pickers/components/SelectionLinks';

export const AUTO_HELP =
  'A Dive will be conducted with the selected number of best competitors. Lock any competitors you want to keep.';

interface DiveAgainAutoPanelProps {
  competitors: Competitor[] | undefined;
  heroInput: string;
  onHero: (value: string) => void;
  pick: HeroPick;
  error: string | null;
  quota: CountQuota;
  count: number;
  onCount: (count: number) => void;
  lockedCount: number;
  excludedCount: number;
  /** Said under the hero when the chosen hero is one of the excluded competitors. */
  heroNote?: string | null;
  onLock: () => void;
  onExclude: () => void;
  onLaunch: () => void;
}

/** Automatic Dive Again: hero, competitors count, locks and exclusions, quota, Launch. */
export function DiveAgainAutoPanel(props: DiveAgainAutoPanelProps) {
  const { quota, lockedCount } = props;
  const ready = quota.status === 'ready' ? quota : null;
  return (
    <Stack gap="md">
      <HeroAsinPicker
        competitors={props.competitors}
        value={props.heroInput}
        onChange={props.onHero}
        pick={props.pick}
        error={props.error}
      />
      {props.heroNote ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle />} role="status">
          {props.heroNote}
        </Alert>
      ) : null}
      <LockedCountSelect
        value={props.count}
        choices={ready?.choices ?? null}
        lockedCount={lockedCount}
        onChange={props.onCount}
      />
      <SelectionLinks
        lockedCount={lockedCount}
        excludedCount={props.excludedCount}
        onLock={props.onLock}
        onExclude={props.onExclude}
        disabled={!props.competitors}
      >
        {AUTO_HELP}
      </SelectionLinks>
      {quota.status === 'error' ? <QuotaLoadFailedNotice /> : null}
      {ready?.exhausted ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
          {DIVE_MESSAGES.divedAsinBanner}
        </Alert>
      ) : null}
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        {ready && !ready.exhausted ? <DivedAsinsUsage quota={ready.divedAsins} /> : <span />}
        <Button
          onClick={props.onLaunch}
          disabled={!ready || ready.exhausted || ready.choices.tooManyLocked}
          loading={props.pick.status === 'pending'}
        >
          Launch
        </Button>
      </Group>
    </Stack>
  );
}
