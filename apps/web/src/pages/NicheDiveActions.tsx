import type { NicheSummary } from '@fathom/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { IconClock, IconRefresh } from '../components/icons';
import { ScheduleIndicator } from '../entities/niches/ScheduleIndicator';
import { ScheduleModal } from '../features/schedules/components/ScheduleModal';
import { DiveAgainModal } from '../features/dive-again/components/DiveAgainModal';

interface NicheDiveActionsProps {
  niche: NicheSummary;
  /** Opens the Dive Again modal at once (showDiveAgainPopup=true). */
  openDiveAgain?: boolean;
  /** The Dive Again modal opened from the address was closed. */
  onDiveAgainClosed?: () => void;
}

/** The niche page's Dive Again and Schedule AutoDive actions, for users who may manage it. */
export function NicheDiveActions({
  niche,
  openDiveAgain,
  onDiveAgainClosed,
}: NicheDiveActionsProps) {
  const [diveAgain, setDiveAgain] = useState(openDiveAgain === true);
  const [schedule, setSchedule] = useState(false);
  if (!niche.canManage) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <ScheduleIndicator niche={niche} onClick={() => setSchedule(true)} />
      <Button
        variant="default"
        leftSection={<IconClock size={16} />}
        onClick={() => setSchedule(true)}
      >
        Schedule AutoDive
      </Button>
      <Button leftSection={<IconRefresh size={16} />} onClick={() => setDiveAgain(true)}>
        Dive Again
      </Button>
      <DiveAgainModal
        niche={niche}
        opened={diveAgain}
        onClose={() => {
          setDiveAgain(false);
          onDiveAgainClosed?.();
        }}
      />
      <ScheduleModal niche={niche} opened={schedule} onClose={() => setSchedule(false)} />
    </Group>
  );
}
