import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Modal,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/*
 * The panel's default colour is black (product.md §1, screens.md "Look"): black primary buttons and
 * top bar on white surfaces; green for success and money, amber for attention, red only for errors.
 * Shade 6 is the filled colour, 7 its hover (a touch lighter, so hover is visible on black).
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

/** product.md §9: a modal is at most 800 px wide unless a screen asks for another size. */
export const MODAL_MAX_WIDTH = 800;

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'ink',
  primaryShade: 6,
  colors: { ink },
  black: '#111111',
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // "Under 900 px the links move into a side drawer" (screens.md "Shell"): md is 900 px here.
  breakpoints: { xs: '36em', sm: '48em', md: '56.25em', lg: '75em', xl: '88em' },
  components: {
    // product.md §9 "Modal default max width: 800": up to 800 px, never wider than the screen.
    Modal: Modal.extend({ defaultProps: { size: MODAL_MAX_WIDTH } }),
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
