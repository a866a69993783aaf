import { SCHEDULE_MESSAGES } from '@fathom/contract';
import { Box, Text, Tooltip } from '@mantine/core';
import { CompetitorCountSelect } from '../../../components/CompetitorCountSelect';
import type { CountChoices } from '../lib/count-choices';

interface LockedCountSelectProps {
  value: number;
  choices: CountChoices | null;
  lockedCount: number;
  onChange: (count: number) => void;
}

/**
 * Competitors count above the locked ones: disabled and critical when locked competitors fill the
 * tier's maximum, and saying to unlock some when with the hero they take more places than it; the
 * tooltip says why the count cannot go lower.
 */
export function LockedCountSelect({
  value,
  choices,
  lockedCount,
  onChange,
}: LockedCountSelectProps) {
  const critical = choices?.lockedAtMax ?? false;
  return (
    <Tooltip
      label={SCHEDULE_MESSAGES.lockedBelowCount}
      disabled={lockedCount === 0}
      multiline
      w={300}
      withArrow
      openDelay={200}
    >
      <Box data-testid="competitor-count">
        <CompetitorCountSelect
          value={value}
          options={choices?.options ?? [value]}
          onChange={onChange}
          disabled={!choices || critical}
          error={critical}
        />
        {critical ? (
          <Text fz="xs" c="red.7" mt={4} role="alert">
            {choices?.tooManyLocked
              ? SCHEDULE_MESSAGES.lockedBelowCount
              : `${lockedCount} locked: the most your plan allows in a dive`}
          </Text>
        ) : null}
      </Box>
    </Tooltip>
  );
}
