import { Box, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FathomMark } from '../../../components/icons';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box mih="100dvh" bg="gray.0" py={48} px="md">
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Group gap="xs" justify="center">
            <FathomMark size={32} />
            <Text fw={700} fz="xl">
              Fathom
            </Text>
          </Group>
          <Stack gap={4} align="center">
            <Title order={1} fz={26} ta="center">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" fz="sm" ta="center">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Center>
    </Box>
  );
}
