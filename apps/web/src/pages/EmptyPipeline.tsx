import { FIRST_NICHE_COMPETITORS, webRoutes } from '@fathom/contract';
import { useNavigate } from '@tanstack/react-router';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPipeline } from '../components/icons';
import { SmartDiveForm } from '../features/dives/components/SmartDiveForm';

/** The empty pipeline: the spec's line and the create-first-niche form (10 competitors). */
export function EmptyPipeline() {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconPipeline size={28} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            Your Pipeline is empty. Let’s add your first niche!
          </Text>
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="md">
            Create your first Niche
          </Title>
          {/* Redirect view: a started dive is followed on /dive-box. */}
          <SmartDiveForm
            origin="empty-pipeline"
            defaultCount={FIRST_NICHE_COMPETITORS}
            onStarted={() => void navigate({ to: webRoutes.diveBox })}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
