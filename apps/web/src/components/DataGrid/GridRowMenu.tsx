import { Menu } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

interface GridRowMenuProps {
  /** The point on screen the menu opens at: the pointer, or the focused cell. */
  x: number;
  y: number;
  /** The menu's accessible name. */
  label: string;
  onClose: () => void;
  /** The menu's items. */
  children: ReactNode;
}

/**
 * A grid row's context menu, opened by a right click or from the keyboard: its first item takes
 * the focus, and closing it gives the focus back to where it was (the grid) unless something the
 * menu opened took it.
 */
export function GridRowMenu({ x, y, label, onClose, children }: GridRowMenuProps) {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (opener instanceof HTMLElement && (!active || active === document.body))
        opener.focus({ preventScroll: true });
    },
    [opener],
  );
  return (
    <Menu
      opened
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <div aria-hidden style={{ position: 'fixed', left: x, top: y, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>{children}</Menu.Dropdown>
    </Menu>
  );
}
