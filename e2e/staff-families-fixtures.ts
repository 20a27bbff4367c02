import type { Locator, Page } from 'playwright-core';
import type { FamilyDetail } from '@shared/families/families.schema';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { DEMO_FAMILY, api } from './family-fixtures';
import { field } from './fixtures';

/** Where the seeded demo family stands (spec 01 §4 sample data). */
export const DEMO_FAMILY_STEP = { step: 4, name: 'Document' } as const;

/** Puts the demo family back on step 4 through the API, whatever a failed test left behind. */
export async function restoreDemoFamilyStep(token: string): Promise<void> {
  const path = `/staff/families/${DEMO_FAMILY.id}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { family } = await api<FamilyDetail>('GET', path, { token });
    if (family.currentStep === DEMO_FAMILY_STEP.step && family.status !== 'approved') return;
    const direction = family.currentStep < DEMO_FAMILY_STEP.step ? 'advance' : 'return';
    await api('POST', `${path}/step`, {
      token,
      body: { direction, reason: 'End-to-end test: restore the demo family' },
    });
  }
}

/** Stores the tiles exactly as they were (enabled, size, position). */
export async function restoreDashboardTiles(token: string, tiles: readonly DashboardTile[]): Promise<void> {
  await api('PUT', '/staff/system/dashboard-tiles', {
    token,
    body: {
      tiles: tiles.map(({ componentName, isEnabled, gridSize, positionOrder }) => ({
        componentName,
        isEnabled,
        gridSize,
        positionOrder,
      })),
    },
  });
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * Opens the step dialog ('Advance step' or 'Return step'), gives the reason and confirms. With `withOpenItems`,
 * the dialog must say that required items are still open, and refuse to advance until the staff member ticks
 * that they advance anyway.
 */
export async function moveStepWithReason(
  page: Page,
  action: 'Advance step' | 'Return step',
  reason: string,
  withOpenItems = false,
) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const moveDialog = dialog(page, action);
  await field(moveDialog, 'Reason').fill(reason);
  const submit = moveDialog.getByRole('button', { name: action, exact: true });
  if (withOpenItems) {
    await moveDialog.getByText(/^\d+ required items? (is|are) still open in step/).waitFor();
    await submit.click();
    await moveDialog.getByText('Confirm to advance with items open').waitFor();
    await moveDialog.getByRole('checkbox', { name: 'Advance anyway, with these items open' }).check();
  }
  await submit.click();
  await moveDialog.waitFor({ state: 'detached' });
}

/** A switch by the tile's name (Mantine appends the description to the accessible name). */
export function tileSwitch(page: Page, displayName: string): Locator {
  return page.getByRole('switch', { name: new RegExp(`^${displayName}\\b`) });
}
