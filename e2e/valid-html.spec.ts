import { E2E_STAFF } from '../playwright.config';
import { expect, test } from './fixtures';
import { htmlErrors } from './nu-checker';
import { pageTypes } from './page-types';
import { staffSessionCookie } from './staff';

/**
 * Every page type as the server sends it validates in the W3C Nu HTML Checker
 * (./nu-checker.ts), the staff inbox's pages and its sign-in too.
 */
test('every page type is valid HTML', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same HTML');
  test.slow(); // Twenty pages, then the checker's Java start.
  const staff = { cookie: await staffSessionCookie(request, baseURL!, E2E_STAFF.names[0]!) };
  const pages: [string, Record<string, string>][] = [
    ...(await pageTypes(request)).map((address): [string, Record<string, string>] => [address, {}]),
    ['/staff/sign-in', {}],
    ['/staff', staff],
    ['/staff?q=a', staff],
  ];
  const sent: { address: string; html: string }[] = [];
  for (const [address, headers] of pages) {
    const response = await request.get(address, { headers });
    expect([200, 404], address).toContain(response.status());
    sent.push({ address, html: await response.text() });
  }
  expect(await htmlErrors(sent)).toEqual([]);
});
