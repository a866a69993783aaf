import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

interface PipelineSideBarProps {
  columns: ReactNode;
  exportPanel: ReactNode;
  /** The saved filters panel, placed by the page. */
  filters?: ReactNode;
}

/** The grid's side bar: columns, export and the saved filters (spec: niche-pipeline §2). */
export function PipelineSideBar({ columns, exportPanel, filters }: PipelineSideBarProps) {
  return (
    <Paper withBorder radius="md" p="xs" w={300} style={{ flexShrink: 0 }}>
      <Tabs defaultValue="columns" keepMounted={false}>
        <Tabs.List grow mb="xs">
          <Tabs.Tab value="columns">Columns</Tabs.Tab>
          <Tabs.Tab value="export">Export</Tabs.Tab>
          <Tabs.Tab value="filters">Filters</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="columns">{columns}</Tabs.Panel>
        <Tabs.Panel value="export">{exportPanel}</Tabs.Panel>
        <Tabs.Panel value="filters">{filters ?? null}</Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
