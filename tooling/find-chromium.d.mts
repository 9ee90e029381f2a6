// Types of find-chromium.mjs, for the Playwright config and the test.

export type ChromiumFacts = {
  env: { CHROMIUM_PATH?: string | undefined };
  /** The candidates (CHROMIUM_PATH, /usr/bin/chromium, Playwright's) that are executable files. */
  executables: string[];
  /** Where Playwright keeps its own Chromium, whether downloaded or not. */
  playwrightPath: string | undefined;
  platform: NodeJS.Platform;
  uid: number | undefined;
  /** /etc/debian_version exists. */
  debian: boolean;
  aptGet: boolean;
};

export type ChromiumChoice = { path: string } | { install: 'apt-get' } | { error: string };

export const DEBIAN_CHROMIUM: string;
export function chooseChromium(facts: ChromiumFacts): ChromiumChoice;
export function machineFacts(): ChromiumFacts;
export function findChromium(): string;
