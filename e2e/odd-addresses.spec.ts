import http from 'node:http';
import { ODD_ADDRESSES_PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * Addresses a scanner tries on the first day (issue 32, item 7): files of
 * the repository and the build, escapes that climb out of a folder, control
 * characters, a NUL, an escape of no UTF-8, another host in the path. Each
 * is the shop's 404 page or a plain 400, never a 500, never a redirect to
 * another host, and never an error line in the log. On a server of its own:
 * its log is read.
 */
const DATA_DIR = '.data/e2e-odd-addresses';

const ODD = [
  '/.git/config',
  '/.next/BUILD_ID',
  '/.env',
  '/.well-known/security.txt',
  '/wp-admin/setup-config.php',
  '/media/..%2f..%2fpackage.json',
  '/media/crest/..%2f..%2f..%2fpackage.json',
  '/_next/..%2fBUILD_ID',
  '/%09/evil.example',
  '/%00',
  '/%00/x',
  '/..%2f',
  '/..%2f..%2fpackage.json',
  '//evil.example',
  '/%5c..%5c',
  '/%5cevil.example',
  '/\\evil.example',
  '/%ED%A0%80',
  '/%C3',
  '/media/%00',
  '/_next/%00',
  '/da/%00',
  '/da/%09/x',
  '/da/pakker/a%00b',
  '/da/pakker/%ED%A0%80',
  '/da/x.y/z',
  '/x.y/2026-01-01.p/clubs',
  '/x.y/z/clubs',
  '/x.y/z/gift-card',
  '/robots.txt.php/z/blog',
];

/** Pages and API calls whose query carries a NUL: an answer, never a 500. */
const ODD_QUERIES = ['/da/pakker?clubs=%00', '/da/pakker?q=a%00b', '/da?utm_source=%00', '/api/v1/packages?clubs=a%00b', '/api/v1/clubs?ids=%00'];

/** The request line as written (no client normalises it): status, location and body. */
function getAsIs(port: number, path: string): Promise<{ status: number; location?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host: `localhost:${port}`, accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, type: response.headers['content-type'], body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a scanner’s addresses are the shop’s 404 or a plain 400, stay on the shop’s host, and log no error', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server of its own: no page is drawn');
  test.slow(); // A server of its own, seeded from scratch.
  const server = await startOwnServer(request, { port: ODD_ADDRESSES_PORT, dataDir: DATA_DIR, env: { LOG_FORMAT: 'json' } });
  try {
    const before = server.output().length;
    for (const path of ODD) {
      let answer = await getAsIs(ODD_ADDRESSES_PORT, path);
      // Next writes `//x` and `/\x` as `/x` on the same host; where that leads must be a 404 too.
      if (answer.status === 308 || answer.status === 307) {
        const location = new URL(answer.location!, `http://localhost:${ODD_ADDRESSES_PORT}`);
        expect(location.port, `${path} → ${answer.location}`).toBe(String(ODD_ADDRESSES_PORT));
        expect(['localhost', '127.0.0.1'], `${path} → ${answer.location}`).toContain(location.hostname);
        answer = await getAsIs(ODD_ADDRESSES_PORT, location.pathname + location.search);
      }
      expect([400, 404], `${path} → ${answer.status}`).toContain(answer.status);
      if (answer.status === 404 && answer.type?.startsWith('text/html')) expect(answer.body, path).toContain('Denne side kunne ikke findes');
      expect(answer.body, path).not.toMatch(/\bat .+:\d+:\d+|node_modules|\[project\]/);
    }
    for (const path of ODD_QUERIES) {
      const answer = await getAsIs(ODD_ADDRESSES_PORT, path);
      expect(answer.status, `${path} → ${answer.status} ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
    // The log's lines are the server's own; none an error, none with a stack.
    const log = server.output().slice(before);
    const errors = log
      .split('\n')
      .filter((line) => line.trim())
      .filter((line) => !line.startsWith('{') || (JSON.parse(line) as { level?: string }).level === 'error' || line.includes('    at '));
    expect(errors).toEqual([]);
  } finally {
    server.stop();
  }
});
