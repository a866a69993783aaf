import { ActionIcon, NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { Role } from '@fathom/contract';
import { NAV_ITEMS } from './nav-items';

interface AppNavbarProps {
  expanded: boolean;
  role: Role | null;
}

export function AppNavbar({ expanded, role }: AppNavbarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const items = NAV_ITEMS.filter((item) => !item.shownTo || (role !== null && item.shownTo(role)));

  return (
    <Stack component="nav" aria-label="Main" gap={4} align={expanded ? 'stretch' : 'center'}>
      {items.map(({ to, label, icon: Icon }) => {
        const active = pathname === to;
        if (expanded) {
          return (
            <NavLink
              key={to}
              label={label}
              leftSection={<Icon size={20} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              renderRoot={(props) => <Link to={to} {...props} />}
            />
          );
        }
        return (
          <Tooltip key={to} label={label} position="right" withArrow openDelay={150}>
            <ActionIcon
              size={44}
              radius="md"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              aria-label={label}
              aria-current={active ? 'page' : undefined}
              renderRoot={(props) => <Link to={to} {...props} />}
            >
              <Icon size={22} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
