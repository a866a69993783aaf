import { Avatar, Group, Stack, Text } from '@mantine/core';

interface UserBadgeProps {
  name: string;
  email: string;
}

export function UserBadge({ name, email }: UserBadgeProps) {
  return (
    <Group gap="xs" wrap="nowrap" title={email}>
      <Avatar name={name} color="blue" size={32} radius="xl" />
      <Stack gap={0} visibleFrom="md" miw={0}>
        <Text fz="sm" fw={500} lh={1.2} truncate maw={180}>
          {name}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.2} truncate maw={180}>
          {email}
        </Text>
      </Stack>
    </Group>
  );
}
