import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_STAFF } from '../playwright.config';
import { expect, test } from './fixtures';
import { pageTypes } from './page-types';
import { staffSessionCookie } from './staff';

/**
 * Every page type as the server sends it validates in the W3C Nu HTML Checker
 * (the `vnu-jar` package, run offline with the machine's Java; `.ci/run`
 * installs Java where it is missing), the staff inbox's pages and its sign-in too.
 */
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('every page type is valid HTML', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same HTML');
  test.slow(); // Twenty pages, then the checker's Java start.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-html-'));
  try {
    const staff = { cookie: await staffSessionCookie(request, baseURL!, E2E_STAFF.names[0]!) };
    const pages: [string, Record<string, string>][] = [
      ...(await pageTypes(request)).map((address): [string, Record<string, string>] => [address, {}]),
      ['/staff/sign-in', {}],
      ['/staff', staff],
      ['/staff?q=a', staff],
    ];
    const files = new Map<string, string>();
    for (const [index, [address, headers]] of pages.entries()) {
      const response = await request.get(address, { headers });
      expect([200, 404], address).toContain(response.status());
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(`file:${file}`, address);
    }
    // The checker exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await run('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...[...files.keys()].map((url) => url.slice('file:'.length))], { maxBuffer: 20_000_000 }).catch(
      (failure: { stderr?: string }) => ({ stderr: failure.stderr ?? '' }),
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((message) => message.type === 'error').map((message) => `${files.get(message.url) ?? message.url}: ${message.message} (${message.extract ?? ''})`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
