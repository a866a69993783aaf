import {
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Modal,
  MultiSelect,
  Notification,
  Select,
  type CSSVariablesResolver,
} from '@mantine/core';

/** Close buttons show only a cross: screen readers hear this name. */
const closeButtonProps = { 'aria-label': 'Close' };

/**
 * A select's list scrolls itself: the list (`role=listbox`, controlled by its input) is then the
 * scrolling element, which the arrow keys move through. In Mantine's scroll area, a box inside the
 * list scrolled, and a scrolling box without anything focusable is out of a keyboard's reach.
 */
const selectList = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 280, overflowY: 'auto' as const } },
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on light grounds at 4.5:1 or more.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Users who ask for less motion get no fading and sliding.
  respectReducedMotion: true,
  headings: { fontWeight: '650' },
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Select: Select.extend(selectList),
    MultiSelect: MultiSelect.extend(selectList),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps },
      // Mantine greys a titled notification's message to gray 6, below 4.5:1 on white.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/** Light colours whose shade 9 is still too pale as text on their own light ground. */
const DARKER_LIGHT_TEXT: Record<string, string> = {
  orange: '#a63c06',
  yellow: '#8a5a00',
  lime: '#3f6a08',
  green: '#1f6f30',
  teal: '#0b6e4f',
  cyan: '#0b6b7a',
};

/**
 * Text colours with WCAG AA contrast (4.5:1) on white and light grey: dimmed text is gray 7, and
 * the text of light variants (badges, alerts, light buttons) is shade 9 of their colour, darker
 * still for the pale ones, on shade 1 also when hovered.
 */
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        DARKER_LIGHT_TEXT[color] ?? `var(--mantine-color-${color}-9)`,
      ]),
    ),
    // A hovered subtle or light control keeps that text on the light ground (shade 1): on shade 2
    // blue 9 falls to 4.0:1.
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((color) => [
        `--mantine-color-${color}-light-hover`,
        `var(--mantine-color-${color}-1)`,
      ]),
    ),
  },
  dark: {},
});
