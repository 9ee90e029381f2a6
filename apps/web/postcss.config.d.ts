import type { AcceptedPlugin } from 'postcss';

/** postcss.config.js: the panel's PostCSS plugins (Vite reads it; mantine-styles.test.ts runs it). */
declare const config: { plugins: AcceptedPlugin[] };
export default config;
