import { type Me, webRoutes } from '@fathom/contract';
import { ActionIcon, AppShell, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { AnalyticsCapture } from '../features/analytics/components/AnalyticsCapture';
import { EmailVerificationBanner } from '../features/auth/components/EmailVerificationBanner';
import { SignOutButton } from '../features/auth/components/SignOutButton';
import { SidebarUpgradePrompt } from '../features/billing/components/SidebarUpgradePrompt';
import { UserBadge } from '../features/auth/components/UserBadge';
import { NoOrganization } from '../features/orgs/components/NoOrganization';
import { DiveProgressHost } from '../features/dives/components/DiveProgressHost';
import { DiveSessionProvider } from '../features/dives/hooks/dive-session';
import { OrganizationSwitcher } from '../features/orgs/components/OrganizationSwitcher';
import {
  CurrentOrganizationProvider,
  useCurrentOrganization,
} from '../entities/organization/use-current-organization';
import { useOrganizationEvents } from '../features/orgs/hooks/use-organization-events';
import { storageKeys } from '../lib/storage-keys';
import { AppNavbar } from './AppNavbar';
import { FathomMark, IconSidebarCollapse, IconSidebarExpand } from '../components/icons';
import classes from './AppLayout.module.css';

const NAVBAR_COLLAPSED_WIDTH = 72;
const NAVBAR_EXPANDED_WIDTH = 248;
/** The niche whose pages are open: `/niche/{id}`. */
const NICHE_PAGES = /^\/niche\/[^/]+/;

interface AppLayoutProps {
  me: Me;
  children: ReactNode;
}

export function AppLayout({ me, children }: AppLayoutProps) {
  return (
    <CurrentOrganizationProvider organizations={me.organizations}>
      <DiveSessionProvider>
        <Shell me={me}>{children}</Shell>
        <DiveProgressHost />
      </DiveSessionProvider>
      <AnalyticsCapture />
    </CurrentOrganizationProvider>
  );
}

function Shell({ me, children }: AppLayoutProps) {
  const { organization } = useCurrentOrganization();
  const [storedExpanded, setStoredExpanded] = useLocalStorage<boolean>({
    key: storageKeys.navbarExpanded,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Niche pages need the width: there the sidebar starts collapsed, whatever was remembered, and
  // opening it holds while that niche's pages are open.
  const nicheOpened = useRouterState({
    select: (s) => NICHE_PAGES.exec(s.location.pathname)?.[0] ?? null,
  });
  const [nicheExpandedOn, setNicheExpandedOn] = useState<string | null>(null);
  const expanded = nicheOpened ? nicheExpandedOn === nicheOpened : storedExpanded;
  const setExpanded = (toggle: (value: boolean) => boolean) => {
    if (nicheOpened) setNicheExpandedOn(toggle(expanded) ? nicheOpened : null);
    else setStoredExpanded(toggle);
  };
  useOrganizationEvents(organization?.id ?? null);

  const toggleLabel = expanded ? 'Collapse sidebar' : 'Expand sidebar';

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: expanded ? NAVBAR_EXPANDED_WIDTH : NAVBAR_COLLAPSED_WIDTH,
        breakpoint: 0,
      }}
      padding="xl"
    >
      <a
        href="#main"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={toggleLabel} openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={toggleLabel}
                aria-expanded={expanded}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? <IconSidebarCollapse /> : <IconSidebarExpand />}
              </ActionIcon>
            </Tooltip>
            <UnstyledButton renderRoot={(props) => <Link to={webRoutes.home} {...props} />}>
              <Group gap={8} wrap="nowrap">
                <FathomMark size={28} />
                <Text fw={700} fz="lg">
                  Fathom
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="md" wrap="nowrap">
            <OrganizationSwitcher />
            <UserBadge name={me.user.name} email={me.user.email} />
            <SignOutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNavbar expanded={expanded} role={organization?.role ?? null} />
        {organization ? (
          <Box mt="auto" pt="md">
            <SidebarUpgradePrompt
              key={organization.id}
              organization={organization}
              expanded={expanded}
            />
          </Box>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <EmailVerificationBanner email={me.user.email} />
        {organization ? children : <NoOrganization />}
      </AppShell.Main>
    </AppShell>
  );
}
