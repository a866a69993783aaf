import type { ComponentType } from 'react';
import { IconPipeline, IconSpaces, IconTag, type IconProps } from './icons';

export interface NavItem {
  to: '/' | '/space-management' | '/label-management';
  label: string;
  icon: ComponentType<IconProps>;
  teamManagersOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Pipeline', icon: IconPipeline },
  { to: '/space-management', label: 'Space management', icon: IconSpaces, teamManagersOnly: true },
  { to: '/label-management', label: 'Label management', icon: IconTag, teamManagersOnly: true },
];
