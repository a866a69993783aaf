import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconBan, IconLock } from '../../../components/icons';

interface SelectionLinksProps {
  lockedCount: number;
  excludedCount: number;
  onLock: () => void;
  onExclude: () => void;
  disabled?: boolean;
  /** Help text under the links. */
  children?: ReactNode;
}

/** The panel with the links that open the lock and exclude sub-dialogs. */
export function SelectionLinks({
  lockedCount,
  excludedCount,
  onLock,
  onExclude,
  disabled,
  children,
}: SelectionLinksProps) {
  return (
    <Paper withBorder radius="md" px="sm" py={8} bg="gray.0">
      <Group gap="lg" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconBan size={16} color="var(--mantine-color-red-6)" />
          <Anchor component="button" type="button" fz="sm" onClick={onExclude} disabled={disabled}>
            Exclude competitors
          </Anchor>
          {excludedCount > 0 ? (
            <Badge size="sm" variant="light" color="red" aria-label={`${excludedCount} excluded`}>
              {excludedCount}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} color="var(--mantine-color-blue-6)" />
          <Anchor component="button" type="button" fz="sm" onClick={onLock} disabled={disabled}>
            Lock competitors
          </Anchor>
          {lockedCount > 0 ? (
            <Badge size="sm" variant="light" aria-label={`${lockedCount} locked`}>
              {lockedCount}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {children ? (
        <Text fz="xs" c="dimmed" mt={6}>
          {children}
        </Text>
      ) : null}
    </Paper>
  );
}
