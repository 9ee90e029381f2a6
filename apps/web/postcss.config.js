// Mantine's PostCSS preset: rem(), light-dark(), and the breakpoint mixins in CSS modules.
import mantinePreset from 'postcss-preset-mantine';
// The preset's own px → rem converter (what its `autoRem` option applies to every file).
import converters from 'postcss-preset-mantine/dist/converters.js';

/*
 * Mantine's per-component stylesheets (src/app/mantine-styles.ts) state sizes in px where its
 * styles.css has rem × --mantine-scale, which follow the reader's default font size. The preset's
 * conversion, on those files only, gives styles.css's rules (mantine-styles.test.ts); our own CSS
 * modules keep their px.
 */
const MANTINE_STYLES = /[\\/]@mantine[\\/]core[\\/]styles[\\/]/;
const mantineStylesRem = {
  postcssPlugin: 'gazda-mantine-styles-rem',
  Declaration(decl) {
    if (!MANTINE_STYLES.test(decl.source?.input.file ?? '')) return;
    if (decl.prop === 'content' || !decl.value.includes('px')) return;
    decl.value = converters.remStrict(decl.value);
  },
};

export default { plugins: [mantinePreset(), mantineStylesRem] };
