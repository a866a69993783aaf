import {
  Button,
  CloseButton,
  Group,
  Menu,
  Popover,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ORDERED_CONDITIONS, TEXT_CONDITIONS, type FilterCondition } from '@fathom/contract';
import {
  CONDITION_LABELS,
  filterItems,
  PREDEFINED_FILTERS,
  shownItems,
  type HeatmapFilter,
} from '../lib/heatmap-filters';

/** A column the filters offer. */
export interface FilterColumn {
  id: string;
  label: string;
  kind: 'text' | 'number';
}

function describe(filter: HeatmapFilter, columns: readonly FilterColumn[]) {
  const label = columns.find((c) => c.id === filter.column)?.label ?? filter.column;
  return `${label} ${CONDITION_LABELS[filter.condition]}`;
}

/** One active filter: its column, condition and up to three items, the rest under 'N more'. */
function FilterChip({
  filter,
  columns,
  onRemove,
}: {
  filter: HeatmapFilter;
  columns: readonly FilterColumn[];
  onRemove: () => void;
}) {
  const { shown, more } = shownItems(filter.values);
  const text = [describe(filter, columns), shown.join(', ')].filter(Boolean).join(' ');
  return (
    <Group
      gap={4}
      wrap="nowrap"
      px="xs"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 16 }}
    >
      <Text size="xs">{text}</Text>
      {more.length > 0 && (
        <Popover withinPortal position="bottom-start">
          <Popover.Target>
            <Button size="compact-xs" variant="subtle">
              {more.length} more
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <ul aria-label={`More of ${text}`} style={{ margin: 0, paddingLeft: 16 }}>
              {more.map((item) => (
                <li key={item}>
                  <Text size="xs">{item}</Text>
                </li>
              ))}
            </ul>
          </Popover.Dropdown>
        </Popover>
      )}
      <CloseButton
        size="xs"
        aria-label={`Remove the filter ${describe(filter, columns)} ${filter.values.join(', ')}`.trim()}
        onClick={onRemove}
      />
    </Group>
  );
}

/**
 * The heatmap's column filters (spec: rank-radar §5): a column, a condition and a value; text
 * columns take a set of items separated by commas; or one of the predefined filters. Active
 * filters show as chips.
 */
export function HeatmapFilters({
  columns,
  filters,
  onChange,
}: {
  columns: readonly FilterColumn[];
  filters: readonly HeatmapFilter[];
  onChange: (filters: HeatmapFilter[]) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [column, setColumn] = useState(columns[0]?.id ?? 'keyword');
  const kind = columns.find((c) => c.id === column)?.kind ?? 'text';
  const conditions = kind === 'text' ? TEXT_CONDITIONS : ORDERED_CONDITIONS;
  const [condition, setCondition] = useState<FilterCondition>('contains');
  const shownCondition = conditions.includes(condition) ? condition : conditions[0]!;
  const [value, setValue] = useState('');
  const values = kind === 'text' ? filterItems(value) : [value.trim()].filter(Boolean);
  const numberError =
    kind === 'number' && value.trim() !== '' && !Number.isFinite(Number(value))
      ? 'Enter a number'
      : null;
  const ready = shownCondition === 'empty' || (values.length > 0 && !numberError);

  const add = () => {
    onChange([
      ...filters,
      { column, condition: shownCondition, values: shownCondition === 'empty' ? [] : values },
    ]);
    setValue('');
    setOpened(false);
  };

  return (
    <Group gap="xs">
      <Popover opened={opened} onChange={setOpened} withinPortal position="bottom-start" trapFocus>
        <Popover.Target>
          <Button size="xs" variant="default" onClick={() => setOpened((o) => !o)}>
            Filter
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack
            gap="xs"
            w={260}
            component="form"
            aria-label="Add a filter"
            onSubmit={(e) => {
              e.preventDefault();
              if (ready) add();
            }}
          >
            <Select
              size="xs"
              label="Column"
              data={columns.map((c) => ({ value: c.id, label: c.label }))}
              value={column}
              allowDeselect={false}
              onChange={(v) => v && setColumn(v)}
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              size="xs"
              label="Condition"
              data={conditions.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
              value={shownCondition}
              allowDeselect={false}
              onChange={(v) => v && setCondition(v)}
              comboboxProps={{ withinPortal: false }}
            />
            {shownCondition !== 'empty' && (
              <TextInput
                size="xs"
                label="Value"
                description={
                  kind === 'text' ? 'Several values: separate them with commas' : undefined
                }
                value={value}
                error={numberError}
                onChange={(e) => setValue(e.currentTarget.value)}
              />
            )}
            <Button size="xs" type="submit" disabled={!ready}>
              Add filter
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="default">
            Predefined filters
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PREDEFINED_FILTERS.map(({ label, filter }) => (
            <Menu.Item
              key={label}
              onClick={() => {
                const same = (f: HeatmapFilter) =>
                  f.column === filter.column &&
                  f.condition === filter.condition &&
                  f.values.join() === filter.values.join();
                if (!filters.some(same)) onChange([...filters, filter]);
              }}
            >
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {filters.map((f, i) => (
        <FilterChip
          key={`${f.column}-${f.condition}-${f.values.join()}-${i}`}
          filter={f}
          columns={columns}
          onRemove={() => onChange(filters.filter((_, j) => j !== i))}
        />
      ))}
    </Group>
  );
}
