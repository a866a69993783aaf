import { Badge, Checkbox, Image, Stack, Text } from '@mantine/core';
import type { PickerRow } from '../hooks/use-picker-rows';
import classes from './CompetitorPickerDialog.module.css';

interface PickerRowItemProps {
  row: PickerRow;
  checked: boolean;
  disabled: boolean;
  badge: string | null;
  badgeColor: string;
  onToggle: () => void;
}

/** One competitor of the lock or exclude dialog; a click anywhere on it toggles it. */
export function PickerRowItem({
  row,
  checked,
  disabled,
  badge,
  badgeColor,
  onToggle,
}: PickerRowItemProps) {
  return (
    <label
      className={classes.row}
      data-checked={checked || undefined}
      data-tone={badgeColor}
      data-disabled={disabled || undefined}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-label={`${row.asin} ${row.title}`}
      />
      {row.imageUrl ? (
        <Image
          src={row.imageUrl}
          alt=""
          w={40}
          h={40}
          radius="sm"
          fit="contain"
          className={classes.image}
        />
      ) : (
        <span className={classes.image} />
      )}
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" lineClamp={1} title={row.title}>
          {row.title}
        </Text>
        <Text fz="xs" c="dimmed">
          <Text span ff="monospace" fz="xs">
            {row.asin}
          </Text>
          {row.brand ? ` · ${row.brand}` : ''}
        </Text>
      </Stack>
      {badge ? (
        <Badge size="sm" variant="light" color={badgeColor} style={{ flex: 'none' }}>
          {badge}
        </Badge>
      ) : null}
    </label>
  );
}
