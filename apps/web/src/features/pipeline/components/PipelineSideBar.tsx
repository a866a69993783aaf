import { Paper, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface PipelineSideBarProps {
  columns: ReactNode;
  exportPanel: ReactNode;
  /** The saved filters panel, placed by the page. */
  filters?: ReactNode;
}

/**
 * The grid's side bar: columns, export and the saved filters (spec: niche-pipeline §2). Its tabs
 * open a panel beside the grid and close it when chosen again; none is open at first, so the grid
 * starts as wide as the page allows.
 */
export function PipelineSideBar({ columns, exportPanel, filters }: PipelineSideBarProps) {
  const [panel, setPanel] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="xs" style={{ flexShrink: 0 }}>
      <Tabs
        value={panel}
        onChange={setPanel}
        allowTabDeactivation
        keepMounted={false}
        orientation="vertical"
        placement="right"
      >
        <Tabs.List>
          <Tabs.Tab value="columns">Columns</Tabs.Tab>
          <Tabs.Tab value="export">Export</Tabs.Tab>
          <Tabs.Tab value="filters">Filters</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="columns" w={280} pr="xs">
          {columns}
        </Tabs.Panel>
        <Tabs.Panel value="export" w={280} pr="xs">
          {exportPanel}
        </Tabs.Panel>
        <Tabs.Panel value="filters" w={280} pr="xs">
          {filters ?? null}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
