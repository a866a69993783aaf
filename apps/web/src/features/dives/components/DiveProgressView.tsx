import type { DiveProgress } from '@fathom/contract';
import { Group, Progress, Stack, Stepper, Text } from '@mantine/core';

export const DIVE_STEP_LABELS = ['Finding best competitors', 'Building keyword lists'] as const;

/** The running dive: its two steps, the bar with its percentage and the latest text. */
export function DiveProgressView({ progress }: { progress: DiveProgress }) {
  const percentage = Math.round(Math.min(1, Math.max(0, progress.progress)) * 100);
  const active =
    progress.step === 'SND_COMPETITORS_SELECTION' ? 0 : progress.step === 'REDIRECTION' ? 2 : 1;
  return (
    <Stack gap="lg" py="xs">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {DIVE_STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text fz="sm" fw={500} lineClamp={1} data-testid="dive-progress-text">
            {progress.text}
          </Text>
          <Text fz="sm" fw={600} c="blue" data-testid="dive-progress-percentage">
            {percentage}%
          </Text>
        </Group>
        <Progress
          value={percentage}
          size="lg"
          radius="xl"
          striped
          animated={percentage < 100}
          aria-label="Niche Dive progress"
          transitionDuration={200}
        />
      </Stack>
      <Text fz="xs" c="dimmed">
        A dive may take up to 90 seconds. Keep this page open; you will be taken to your niche when
        it is ready.
      </Text>
    </Stack>
  );
}
