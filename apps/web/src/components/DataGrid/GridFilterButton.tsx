import type { FilterCondition, GridColumnFilter } from '@fathom/contract';
import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IconSearch } from '../icons';
import {
  CONDITION_LABELS,
  conditionsFor,
  filterCondition,
  filterValueError,
  isActiveFilter,
  type GridFilterType,
} from './grid-filter';

interface GridFilterButtonProps {
  /** The column's name, for the controls' accessible names. */
  label: string;
  type: GridFilterType;
  /** How the column's values compare, shown under the value. */
  description?: string | undefined;
  filter: GridColumnFilter | undefined;
  /** A new filter for the column, or null to clear it. */
  onChange: (filter: Omit<GridColumnFilter, 'id'> | null) => void;
}

/**
 * A column header's filter: a condition and a value ('Empty' takes none). The popover mounts only
 * while open: a closed one per column cost a wide grid a third of its first render. Opening moves
 * focus to the value; closing with Escape, Apply or Clear gives it back to the button.
 */
export function GridFilterButton({
  label,
  type,
  description,
  filter,
  onChange,
}: GridFilterButtonProps) {
  const [opened, setOpened] = useState(false);
  const conditions = conditionsFor(type);
  const active = filter !== undefined && isActiveFilter(filter);
  const fresh: FilterCondition = type === 'text' ? 'contains' : 'equals';
  const initial = filter ? filterCondition(filter) : fresh;
  const [condition, setCondition] = useState<FilterCondition>(initial);
  const [value, setValue] = useState(filter?.value ?? '');
  const [touched, setTouched] = useState(false);
  const error = filterValueError(type, condition, value);

  const open = () => {
    setCondition(filter ? filterCondition(filter) : fresh);
    setValue(filter?.value ?? '');
    setTouched(false);
    setOpened(true);
  };
  const button = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  useEffect(() => {
    // The button is a new element after closing: focus it unless the user moved on elsewhere.
    const focused = document.activeElement;
    if (wasOpened.current && !opened && (focused === null || focused === document.body))
      button.current?.focus();
    wasOpened.current = opened;
  }, [opened]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    onChange({ condition, value: condition === 'empty' ? '' : value.trim() });
    setOpened(false);
  };

  const toggle = (
    <ActionIcon
      ref={button}
      size="sm"
      variant={active ? 'filled' : 'subtle'}
      color={active ? 'blue' : 'gray'}
      aria-label={`Filter ${label}`}
      aria-pressed={active}
      onClick={() => (opened ? setOpened(false) : open())}
    >
      <IconSearch size={12} />
    </ActionIcon>
  );
  if (!opened) return toggle;
  return (
    <Popover opened onChange={setOpened} position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>{toggle}</Popover.Target>
      <Popover.Dropdown p="xs">
        <form onSubmit={submit} aria-label={`Filter ${label}`}>
          <Stack gap="xs" w={220}>
            <NativeSelect
              size="xs"
              label="Condition"
              value={condition}
              data={conditions.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
              onChange={(event) => setCondition(event.currentTarget.value as FilterCondition)}
            />
            {condition === 'empty' ? null : (
              <TextInput
                size="xs"
                label="Value"
                description={description}
                placeholder={type === 'date' ? 'yyyy-MM-dd' : undefined}
                inputMode={type === 'number' ? 'decimal' : undefined}
                value={value}
                error={touched ? error : null}
                onChange={(event) => setValue(event.currentTarget.value)}
                data-autofocus
              />
            )}
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  onChange(null);
                  setOpened(false);
                }}
              >
                Clear
              </Button>
              <Button size="xs" type="submit">
                Apply
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
