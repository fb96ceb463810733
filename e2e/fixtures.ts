/**
 * The browser tests' `test`: Playwright's, with every page of a test's browser
 * context watched for Content-Security-Policy violations (the production
 * issue). A script, style, connection or frame the pages' policy blocks is a
 * console error in Chromium, and every block, a caught one too, is a
 * `securitypolicyviolation` event in the page; any one fails the test that
 * caused it, so every journey proves the policy lets the shop work. And no
 * page asks another site for anything (a test names the hosts it consents to
 * with `thirdPartyHosts`).
 */
import { expect, test as base } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** This machine under any name: the tests' country domains are `da.localhost` and the like. */
const isLocal = (hostname: string) => LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');

/** Whether a request leaves the machine: an http(s) address of any host but this one (data:, blob: and the like stay). */
function foreignHost(url: string): string | null {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && !isLocal(hostname) ? hostname : null;
}

export const test = base.extend<{ thirdPartyHosts: string[] }>({
  /** Hosts (and their subdomains) a test lets its pages ask, after the visitor's consent; none by default. */
  thirdPartyHosts: [[], { option: true }],
  context: async ({ context, thirdPartyHosts }, provide) => {
    // The shop asks no other site for anything unless configured and consented to: every request of every page is
    // checked, so every journey proves it.
    const foreign: string[] = [];
    context.on('request', (request) => {
      const host = foreignHost(request.url());
      if (host && !thirdPartyHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) foreign.push(request.url());
    });
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
    expect(foreign, 'requests to other sites from the pages of this test').toEqual([]);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';
