import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Accessibility proofs (issue #9 item 5): axe with the WCAG 2.0/2.1/2.2 A and AA rules on the
 * screen as it is now. A journey calls expectAccessible() at every screen it reaches (after the
 * screen has loaded, and with a modal open where it opens one); any serious or critical violation
 * fails the test with a readable list. expectContrast() runs only `color-contrast` and fails on
 * any violation, whatever its impact (the light panel and the dark TV screens).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One line per element: rule, impact, target selectors, help and the failure summary. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

async function settle(page: Page) {
  // Let transitions (modal fade, drawer slide) and pending fetches finish before reading colours.
  await page.waitForLoadState('domcontentloaded');
  // Screens load their data after the first paint; the TV polls every 10 s, so this settles too.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  // A toast fading in or out (or a modal mid-transition) has colours no reader ever sees at rest:
  // wait until no finite CSS transition or animation is running (spinners loop forever: skipped).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Fails on any serious or critical WCAG A/AA violation on the page as it is now. `screen` names
 * the place in the report ("login sr", "calendar with the block modal open").
 */
export async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(blocking, `axe on "${screen}" (${page.url()}):\n${describeViolations(blocking)}`).toEqual([]);
}

/**
 * Everything axe knows (WCAG A/AA and its best practices: heading order, landmarks, skip link),
 * failing on any finding whatever its impact: the pages Lighthouse scores (issue #9 item 4).
 */
export async function expectNoAxeFindings(page: Page, screen: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).analyze();
  expect(results.violations, `axe on "${screen}" (${page.url()}):\n${describeViolations(results.violations)}`).toEqual(
    [],
  );
}

/** Colour contrast (WCAG 1.4.3 AA) of everything on the page: fails on any violation. */
export async function expectContrast(page: Page, screen: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(
    results.violations,
    `color-contrast on "${screen}" (${page.url()}):\n${describeViolations(results.violations)}`,
  ).toEqual([]);
}

export type FocusReport = { ok: boolean; element: string; detail: string };

/**
 * What the keyboard's focus looks like now: the focused element (or, for a visually hidden radio
 * or checkbox, its visible sibling or label; for a field inside a wrapper, the wrapper) must draw
 * an outline or a box-shadow whose colour has at least 3:1 against what is around it (WCAG 1.4.11).
 */
export async function focusIndicator(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const match = value.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const backgroundOf = (start: Element | null): Rgba => {
      for (let node = start; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0.5) return colour;
      }
      return [255, 255, 255, 1];
    };
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}]`;

    const active = document.activeElement;
    if (!active || active === document.body) return { ok: false, element: 'body', detail: 'nothing has focus' };
    const candidates: Element[] = [active];
    if (active instanceof HTMLInputElement && ['radio', 'checkbox'].includes(active.type)) {
      if (active.nextElementSibling) candidates.push(active.nextElementSibling);
      if (active.labels?.[0]) candidates.push(active.labels[0]);
    }
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
      if (active.parentElement) candidates.push(active.parentElement);
    }
    const seen: string[] = [];
    for (const node of candidates) {
      const style = getComputedStyle(node);
      const rings: string[] = [];
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) rings.push(style.outlineColor);
      if (style.boxShadow && style.boxShadow !== 'none') rings.push(style.boxShadow);
      for (const ring of rings) {
        const colour = parse(ring);
        if (!colour || colour[3] < 0.5) continue;
        // An outline is drawn around the element: measure it against the surroundings.
        const contrast = ratio(colour, backgroundOf(node.parentElement ?? node));
        seen.push(`${ring} ${contrast.toFixed(2)}:1`);
        if (contrast >= 3) return { ok: true, element: describe(active), detail: `${ring} ${contrast.toFixed(2)}:1` };
      }
    }
    return { ok: false, element: describe(active), detail: seen.join('; ') || 'no outline and no box-shadow' };
  });
}

/** Focus is visible now (see focusIndicator). */
export async function expectFocusVisible(page: Page) {
  const report = await focusIndicator(page);
  expect(report.ok, `focus on ${report.element} is not visible: ${report.detail}`).toBe(true);
}

/**
 * Presses Tab until `target` has focus (Shift+Tab when the target comes before the focus in the
 * page, or when `back` says so), checking at every stop on the way that the focus is visible.
 * Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const max = options.max ?? 80;
  const back =
    options.back ??
    (await target.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === document.body) return false;
      return Boolean(active.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING);
    }));
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Past the last (or first) element the focus leaves the page for the browser's own controls
    // (the body here); the next press comes back round. Every element stop must show its focus.
    if (await page.evaluate(() => document.activeElement === document.body)) continue;
    await expectFocusVisible(page);
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
