/* global module */
// Mantine's PostCSS preset: rem(), light-dark(), and the breakpoint mixins in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
