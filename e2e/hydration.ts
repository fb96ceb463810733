import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `element`, so that its handlers answer.
 *
 * The server's HTML is on screen, and clickable, well before the page's
 * scripts have run; on a slow machine, seconds before. A click, a tick or a
 * typed letter in that time is lost, or kept by the browser while the page's
 * state never hears of it. React marks every element it has hydrated with its
 * props: that mark is the page's own word that the element is live.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated by React',
    })
    .toBe(true);
  return element;
}
