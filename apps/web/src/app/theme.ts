import {
  createTheme,
  darken,
  DEFAULT_THEME,
  Input,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from './theme.module.css';

/*
 * The panel's default colour is black (docs/rules/product.md §1, docs/rules/screens.md "Look"):
 * black primary buttons and top bar on white surfaces; green for success and money, amber for
 * attention, red only for errors. Shade 6 is the filled colour, 7 its hover (a touch lighter, so
 * hover is visible on black).
 */
const ink: MantineColorsTuple = [
  '#f5f5f5',
  '#e9e9e9',
  '#d1d1d1',
  '#b5b5b5',
  '#9a9a9a',
  '#6e6e6e',
  '#000000',
  '#2b2b2b',
  '#1a1a1a',
  '#000000',
];

/*
 * Mantine's shade 6 is the filled colour with white text and the colour of outline and subtle
 * text; for red (3.3:1), green (2.4:1), blue (3.6:1), orange and gray it is under WCAG AA's 4.5:1.
 * Shades 6-9 of those are darker here (at least 4.5:1 against white and gray.1); the light tints
 * 0-5 stay Mantine's. Yellow keeps its amber fill (dark text by autoContrast) and gets dark 7-9
 * for text.
 */
const darker = (name: string, shades: string[]): MantineColorsTuple =>
  [
    ...(DEFAULT_THEME.colors[name] ?? []).slice(0, 10 - shades.length),
    ...shades,
  ] as unknown as MantineColorsTuple;

const accessibleColors = {
  red: darker('red', ['#c92a2a', '#b42525', '#a11f1f', '#8c1b1b']),
  green: darker('green', ['#237a36', '#1f7032', '#1b6530', '#175a2a']),
  blue: darker('blue', ['#1971c2', '#1864ab', '#155a9b', '#114a80']),
  orange: darker('orange', ['#c2410c', '#ad3a0a', '#993309', '#842c08']),
  gray: darker('gray', ['#5c636a', '#495057', '#343a40', '#212529']),
  yellow: darker('yellow', ['#b06b00', '#9c5c00', '#8a5300']),
};

/*
 * Mantine's light variant writes text in shade 6 on a 10 % tint (red 3.2:1, yellow 1.9:1): too
 * faint for WCAG AA. Text of light alerts, badges and buttons uses shade 9 darkened by 30 % instead.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.color === 'ink') return colors;
  const text = darken(input.theme.colors[parsed.color]?.[9] ?? '#000', 0.3);
  return { ...colors, color: text, hoverColor: text };
};

/**
 * docs/rules/product.md §9: a modal is at most 800 px wide unless a screen asks for another size.
 */
const MODAL_MAX_WIDTH = 800;

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'ink',
  primaryShade: 6,
  colors: { ...accessibleColors, ink },
  // Filled colours light enough (yellow) get dark text instead of white.
  autoContrast: true,
  black: '#111111',
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // md is 900 px here (the drawer's edge once); the top bar's links now show from lg, 1200 px
  // (docs/rules/screens.md "Shell", app/panel-header.tsx).
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '88em' },
  components: {
    // docs/rules/product.md §9 "Modal default max width: 800": up to 800 px, never wider than the
    // screen. A plain object, not Modal.extend(): importing Modal here put it (and its scroll area
    // and floating-ui) into every page's first download, /login included.
    Modal: { defaultProps: { size: MODAL_MAX_WIDTH } },
    Input: Input.extend({ classNames: { input: classes.input } }),
  },
});

/** Muted text darker than Mantine's default (#868e96, 3.3:1) so it passes WCAG AA on white and gray.0. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c737a',
    // Mantine's red.6 is 3.6:1 on white; error text needs 4.5:1.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
