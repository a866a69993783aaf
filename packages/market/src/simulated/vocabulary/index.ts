import { BEAUTY, ELECTRONICS, OFFICE } from './beauty-office-tech';
import { HOME, KITCHEN } from './kitchen-home';
import { GARDEN, PETS, SPORTS } from './outdoor-pets';
import type { CategorySpec } from './types';

export type { CategorySpec, ProductTypeSpec, Season, Shape } from './types';

/** Every category of the simulated catalogue, in a fixed order (indexes are part of the model). */
export const CATEGORIES: readonly CategorySpec[] = [
  KITCHEN,
  HOME,
  SPORTS,
  PETS,
  BEAUTY,
  OFFICE,
  ELECTRONICS,
  GARDEN,
];

/** Colour names (as used in the vocabulary) and the fill used to draw them. */
export const COLOR_HEX: Record<string, string> = {
  black: '#2b2b2e',
  silver: '#b9bec4',
  red: '#c8353a',
  green: '#3f8f5a',
  blue: '#2f6db5',
  gray: '#808690',
  natural: '#c9a06b',
  white: '#f1f1ee',
  copper: '#b8703d',
  orange: '#e07b2c',
  teal: '#23938f',
  pink: '#e68aa8',
  beige: '#d8c3a0',
  gold: '#d4a93c',
  multicolor: '#8a5cc8',
  clear: '#cfe3ec',
  navy: '#23355e',
  purple: '#7a4bb0',
  terracotta: '#c0673e',
  bronze: '#8c6239',
  'rose gold': '#d79f8e',
  brown: '#6e4a2f',
  tortoise: '#8a5a2b',
  champagne: '#e8d5b0',
  pastel: '#b5d3e8',
  'space gray': '#5f6368',
};
