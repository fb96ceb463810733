/**
 * The browser tests' `test`: Playwright's, with every page of a test's browser
 * context watched for Content-Security-Policy violations (the production
 * issue). A script, style, connection or frame the pages' policy blocks is a
 * console error in Chromium, and every block, a caught one too, is a
 * `securitypolicyviolation` event in the page; any one fails the test that
 * caused it, so every journey proves the policy lets the shop work.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    });
    // A blocked eval that the code catches says nothing in the console: the page's own event does.
    await context.exposeBinding('reportCspViolation', ({ page }, text: string) => void violations.push(`${page.url()}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await provide(context);
    expect(violations, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';
