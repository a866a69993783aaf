import { DIVE_MESSAGES, type DiveProgress } from '@fathom/contract';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '../../../components/icons';

interface DiveErrorViewProps {
  progress: DiveProgress;
  onBack: () => void;
}

/** The end screens of a failed dive: a weak hero ASIN, or any other error. */
export function DiveErrorView({ progress, onBack }: DiveErrorViewProps) {
  const weakHero = progress.step === 'WEAK_HERO_ASIN_ERROR';
  return (
    <Stack gap="md" align="center" ta="center" py="md" role="alert">
      <Center>
        <ThemeIcon size={56} radius="xl" variant="light" color={weakHero ? 'orange' : 'red'}>
          <IconAlertCircle size={30} />
        </ThemeIcon>
      </Center>
      {weakHero ? (
        <>
          <Title order={3}>{DIVE_MESSAGES.weakHeroHeading}</Title>
          <Text fz="sm" maw={460}>
            {DIVE_MESSAGES.weakHeroBody}
          </Text>
          <Text fz="sm" c="dimmed" maw={460}>
            {DIVE_MESSAGES.weakHeroHint}
          </Text>
        </>
      ) : (
        <Text fz="sm" fw={500} maw={460}>
          {progress.error ?? progress.text}
        </Text>
      )}
      <Button onClick={onBack} leftSection={<IconArrowLeft size={16} />} mt="xs" data-autofocus>
        {weakHero ? DIVE_MESSAGES.weakHeroButton : 'Go Back'}
      </Button>
    </Stack>
  );
}
