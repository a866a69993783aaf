import { isBillingMember, may, type Role, webRoutes } from '@fathom/contract';
import type { ComponentType } from 'react';
import {
  IconCompass,
  IconCreditCard,
  IconLock,
  IconPipeline,
  IconPlug,
  IconUpload,
  IconSpaces,
  IconTag,
  IconUser,
  IconUsers,
  type IconProps,
} from '../components/icons';

export interface NavItem {
  to: (typeof webRoutes)[
    | 'home'
    | 'rankRadar'
    | 'spaceManagement'
    | 'labelManagement'
    | 'subscription'
    | 'organizationSettings'
    | 'amazonConnections'
    | 'dataImports'
    | 'apiKeys'
    | 'accountSettings'];
  label: string;
  icon: ComponentType<IconProps>;
  /** Who sees the link; everybody when absent. */
  shownTo?: (role: Role) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: webRoutes.home, label: 'Pipeline', icon: IconPipeline },
  { to: webRoutes.rankRadar, label: 'Rank Radar', icon: IconCompass },
  {
    to: webRoutes.spaceManagement,
    label: 'Space management',
    icon: IconSpaces,
    shownTo: (role) => may(role, 'spaces.manage'),
  },
  {
    to: webRoutes.labelManagement,
    label: 'Label management',
    icon: IconTag,
    shownTo: (role) => may(role, 'spaces.manage'),
  },
  {
    to: webRoutes.subscription,
    label: 'Subscription',
    icon: IconCreditCard,
    shownTo: isBillingMember,
  },
  { to: webRoutes.organizationSettings, label: 'Organization settings', icon: IconUsers },
  { to: webRoutes.amazonConnections, label: 'Amazon connections', icon: IconPlug },
  { to: webRoutes.dataImports, label: 'Data imports', icon: IconUpload },
  { to: webRoutes.apiKeys, label: 'API keys', icon: IconLock },
  { to: webRoutes.accountSettings, label: 'Account settings', icon: IconUser },
];
