import { DIVE_MESSAGES, type Competitor } from '@fathom/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPuzzle } from '../../../components/icons';
import { EXTENSION_STORE_URL, useExtensionDetection } from '../../../lib/use-extension-detection';
import type { HeroPick } from '../../competitor-pickers/hooks/use-hero-pick';
import { HeroAsinPicker } from '../../competitor-pickers/components/HeroAsinPicker';

export const MANUAL_HELP =
  "Enter a single ASIN representing your niche, and we'll suggest up to 100 best competitors using our Smart Dive Again feature.";

interface DiveAgainManualPanelProps {
  competitors: Competitor[] | undefined;
  heroInput: string;
  onHero: (value: string) => void;
  pick: HeroPick;
  error: string | null;
  onLaunch: () => void;
}

/** Manual Dive Again: the browser extension suggests the competitors from one hero ASIN. */
export function DiveAgainManualPanel(props: DiveAgainManualPanelProps) {
  const extension = useExtensionDetection(true);
  if (extension !== 'installed') {
    return (
      <Stack gap="md">
        {extension === 'missing' ? (
          <Alert color="blue" variant="light" icon={<IconPuzzle />}>
            {DIVE_MESSAGES.missingExtension}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            component="a"
            href={EXTENSION_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
            loading={extension !== 'missing'}
          >
            Install Chrome extension
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <HeroAsinPicker
        competitors={props.competitors}
        value={props.heroInput}
        onChange={props.onHero}
        pick={props.pick}
        error={props.error}
      />
      <Text fz="xs" c="dimmed">
        {MANUAL_HELP}
      </Text>
      <Group justify="flex-end">
        <Button onClick={props.onLaunch} loading={props.pick.status === 'pending'}>
          Launch
        </Button>
      </Group>
    </Stack>
  );
}
