import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** What one axe run may take on a slow machine: a long page takes its time to walk. */
const AXE_BUDGET_MS = 30_000;

/** Every page passes axe with no serious or critical violation. Each run adds its own time to the test's budget. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS);
  // A page read per request streams its metadata after its content, and a refresh (router.refresh after a
  // change) renders it again: the title is looked at once it is there, as a browser's tab shows it.
  await expect(page, 'the page has a title').toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
  expect(serious).toEqual([]);
}
