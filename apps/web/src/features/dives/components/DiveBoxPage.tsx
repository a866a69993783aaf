import { webRoutes } from '@fathom/contract';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDiveSession } from '../hooks/dive-session';

/**
 * /dive-box: where a one-click start in redirect view lands while its dive runs; the progress
 * modal sits on top and leaves for the niche. Arriving without a dive in progress goes home.
 */
export function DiveBoxPage() {
  const { activeDive } = useDiveSession();
  const navigate = useNavigate();
  // Only an arrival without a dive goes home; a dive that ends here leads on by itself.
  const [idle] = useState(activeDive === null);

  useEffect(() => {
    if (idle) void navigate({ to: webRoutes.home, replace: true });
  }, [idle, navigate]);

  if (idle) return null;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status" aria-label="Building your niche">
        <Loader size="md" />
        <Title order={2} fz="lg">
          Niche Dive
        </Title>
        <Text fz="sm" c="dimmed">
          Your niche is being built. You will be taken to it when it is ready.
        </Text>
      </Stack>
    </Center>
  );
}
