import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes } from './page-types';

/**
 * No page brings zod's runtime to the browser with its first paint, nor with
 * the reads it makes once it has hydrated (the speed issue): the browser takes
 * its own shop's answers as they are (`checked` in lib/api/client.ts), and a
 * form's schema loads with the form's first use. zod names its schema classes
 * in its code (`$ZodObject`), minified or not.
 */
const ZOD = '$ZodObject';

test.describe('zod in the browser', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone is sent the same scripts');

  test('no page type names a script that carries zod', async ({ request }) => {
    test.slow(); // Twenty pages and the scripts they name.
    const carriesZod = new Map<string, boolean>();
    for (const path of await pageTypes(request)) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).filter((src) => src.startsWith('/_next/'));
      expect(scripts.length, `${path} names its scripts`).toBeGreaterThan(0);
      for (const src of scripts) {
        if (!carriesZod.has(src)) carriesZod.set(src, (await (await request.get(src)).text()).includes(ZOD));
        expect(carriesZod.get(src), `${src} of ${path}`).toBe(false);
      }
    }
  });

  /** Every script the page loads, from its first request on. */
  function scriptsOf(page: Page): Response[] {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    return scripts;
  }

  async function withZod(scripts: Response[]): Promise<string[]> {
    const found: string[] = [];
    for (const response of scripts) if ((await response.text()).includes(ZOD)) found.push(response.url());
    return found;
  }

  test('the packages list loads no zod once "show more" has taken over', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/da/pakker');
    // The button is enabled once the list's query (features/packages/more-packages) is in.
    await expect(page.getByRole('button', { name: 'Vis flere rejser' })).toBeEnabled();
    expect(await withZod(scripts)).toEqual([]);
  });

  test('the package page loads no zod once it has read its seats and the departure areas', async ({ page, request }) => {
    const { packages } = (await (await request.get('/api/v1/packages?limit=20&packageType=single&available=true')).json()) as { packages: { slug: string }[] };
    const scripts = scriptsOf(page);
    const areas = page.waitForResponse((response) => response.url().includes('/api/v1/departure-airport-groups'));
    await page.goto(`/da/pakker/${packages[0]!.slug}`);
    await (await areas).finished();
    expect(await withZod(scripts)).toEqual([]);
  });
});
