import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { IconColumns, IconDownload, IconSearch } from '../icons';
import type { GridExportFormat } from './use-grid-export';

export interface ColumnToggle {
  id: string;
  label: string;
  visible: boolean;
  toggle: (visible: boolean) => void;
}

interface GridToolbarProps {
  search: string | null;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  countText: string;
  columns: ColumnToggle[];
  onExport: ((format: GridExportFormat) => void) | null;
  exporting: boolean;
  extra?: ReactNode;
}

export function GridToolbar({
  search,
  onSearch,
  searchPlaceholder,
  countText,
  columns,
  onExport,
  exporting,
  extra,
}: GridToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" px="sm" py={8}>
      <Group gap="sm" style={{ minWidth: 0 }}>
        {search !== null ? (
          <TextInput
            size="xs"
            w={260}
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={14} />}
            rightSection={
              search ? (
                <CloseButton size="xs" aria-label="Clear filter" onClick={() => onSearch('')} />
              ) : null
            }
          />
        ) : null}
        {extra}
        <Text fz="xs" c="dimmed" role="status" style={{ whiteSpace: 'nowrap' }}>
          {countText}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {columns.length > 0 ? (
          <Popover position="bottom-end" shadow="md" withinPortal>
            <Popover.Target>
              <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
                Columns
              </Button>
            </Popover.Target>
            <Popover.Dropdown p="xs">
              <ScrollArea.Autosize mah={320} type="auto">
                <Stack gap={6} pr="xs">
                  {columns.map((column) => (
                    <Checkbox
                      key={column.id}
                      size="xs"
                      label={column.label}
                      checked={column.visible}
                      onChange={(event) => column.toggle(event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Popover.Dropdown>
          </Popover>
        ) : null}
        {onExport ? (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={exporting}
              onClick={() => onExport('csv')}
            >
              Export CSV
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={exporting}
              onClick={() => onExport('xlsx')}
            >
              Export Excel
            </Button>
          </>
        ) : null}
      </Group>
    </Group>
  );
}
