import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
  const results = await new AxeBuilder({ page }).analyze();
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
