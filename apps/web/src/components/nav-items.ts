import { isBillingMember, isTeamManager, type Role } from '@fathom/contract';
import type { ComponentType } from 'react';
import { IconBuilding, IconPipeline, IconSpaces, IconTag, type IconProps } from './icons';

export interface NavItem {
  to: '/' | '/space-management' | '/label-management' | '/subscription/overview';
  label: string;
  icon: ComponentType<IconProps>;
  /** Who sees the link; everybody when absent. */
  shownTo?: (role: Role) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Pipeline', icon: IconPipeline },
  { to: '/space-management', label: 'Space management', icon: IconSpaces, shownTo: isTeamManager },
  { to: '/label-management', label: 'Label management', icon: IconTag, shownTo: isTeamManager },
  {
    to: '/subscription/overview',
    label: 'Subscription',
    icon: IconBuilding,
    shownTo: isBillingMember,
  },
];
