import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * The axe-core that @axe-core/playwright runs, minified. AxeBuilder's analyze() parses the unminified source into
 * the page twice, runs the rules frame by frame, then opens a blank page to merge the results and sends every
 * passing node back: 5 to 7 s a check on a loaded two-core machine, for an in-page run of about one.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

interface AxeWindow {
  axe: { run(context: Document, options: { resultTypes: string[] }): Promise<AxeResults> };
}

/** Puts axe into the frame unless it is there already (it stays until the frame navigates). */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as unknown as Partial<AxeWindow>).axe?.run === 'function',
  );
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/**
 * axe's full default rule set over the whole page, as AxeBuilder's legacy mode runs it: axe in every frame,
 * the top one asking same-origin frames for theirs. Only violations come back with their nodes (axe's
 * `resultTypes`); which rules run and what they find is unchanged.
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  const [top, ...children] = page.frames();
  if (!top) throw new Error('axe: the page has no frame');
  await injectAxe(top);
  // A frame that is navigating or gone is skipped, as AxeBuilder skips it.
  for (const child of children) await injectAxe(child).catch(() => undefined);
  return page.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    return axe.run(document, { resultTypes: ['violations'] });
  });
}

/**
 * Whether the node is in one of Mantine's floating layers (an open menu, a select's options, a tooltip): they
 * are drawn in a portal at the end of <body>, outside the landmarks, by design, and named by their own roles;
 * axe's best-practice `region` rule is not asked of them.
 */
async function inFloatingLayer(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => Boolean(document.querySelector(s)?.closest('[data-portal]')), selector);
}

/** Each axe violation on the page as it is now: rule, impact and nodes; none when it has none. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  for (const violation of results.violations) {
    if (violation.id !== 'region') continue;
    const kept = [];
    for (const node of violation.nodes)
      if (!(await inFloatingLayer(page, node.target.join(' ')))) kept.push(node);
    violation.nodes = kept;
  }
  return results.violations
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    );
}

/**
 * Waits for the page to come to rest before a check: its heading drawn and nothing marked busy (or 3 s gone by),
 * and its animations (a toast fading in, a menu opening) finished, so axe does not judge a half-drawn frame.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('h1') && !document.querySelector('[aria-busy="true"]'),
      null,
      {
        timeout: 3_000,
      },
    )
    .catch(() => undefined);
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
}

/**
 * The violations of the page at rest: a toast that began to fade in or out while axe ran is judged half-drawn,
 * so a page with violations is looked at once more, a moment later; what stays is what counts.
 */
export async function violationsAtRest(page: Page): Promise<string[]> {
  await settled(page);
  const first = await axeViolations(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_500);
  await settled(page);
  return axeViolations(page);
}

/** Fails with each rule, impact and node when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const summary = await axeViolations(page);
  expect(summary, `axe violations on ${where}:\n${summary.join('\n')}`).toEqual([]);
}
