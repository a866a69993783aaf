import { ROLE_LABELS, type PublicConfig } from '@fathom/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';

type DemoAccount = NonNullable<PublicConfig['demo']>['accounts'][number];

interface DemoAccountsPanelProps {
  accounts: DemoAccount[];
  onUse: (account: DemoAccount) => void;
}

export function DemoAccountsPanel({ accounts, onUse }: DemoAccountsPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="demo-sign-in-title"
      withBorder
      radius="md"
      p="lg"
      bg="blue.0"
    >
      <Stack gap="sm">
        <div>
          <Text id="demo-sign-in-title" component="h2" fw={600} fz="md" m={0}>
            Demo sign-in
          </Text>
          <Text c="dimmed" fz="sm">
            Pick an account to fill in the form.
          </Text>
        </div>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {accounts.map((account) => (
            <Group
              key={account.email}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="sm"
              py={6}
              bg="white"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Stack gap={2} miw={0}>
                <Text fz="sm" fw={500} truncate>
                  {account.email}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {ROLE_LABELS[account.role]}
                </Badge>
              </Stack>
              <Button
                size="xs"
                variant="light"
                aria-label={`Use ${account.email}`}
                onClick={() => onUse(account)}
              >
                Use
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
