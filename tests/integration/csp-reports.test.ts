import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { cspReports } from '@/server/db/schema';
import { api } from '@/server/http/api';
import { withTestDatabase } from '../support/database';

/** `POST csp-reports` (docs/adr/0015): both shapes browsers send are stored without any query; a malformed report is a 4xx and stores nothing. */
const test = withTestDatabase();
let visitors = 0;

function report(body: string, type: string, visitor = `203.0.113.${++visitors}`) {
  // As the production server's bridge hands it over, with the connection's address.
  return api.handle(new Request('http://localhost/api/v1/csp-reports', { method: 'POST', headers: { 'content-type': type, [CLIENT_ADDRESS_HEADER]: visitor }, body }));
}

describe('Content-Security-Policy reports', () => {
  it('stores a report-uri report and a Reporting API list, each address cut to its path, and answers 204', async () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://da.localhost:3000/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=someone@example.com',
        'violated-directive': "script-src-elem 'self'",
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://tracker.example/pixel.js?visitor=42',
        'line-number': 12,
        'script-sample': '',
      },
    };
    expect((await report(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
    const list = [
      { type: 'csp-violation', age: 3, url: 'x', body: { documentURL: 'http://sv.localhost:3000/sv/resor?q=hemligt', effectiveDirective: 'script-src-elem', blockedURL: 'inline', sample: 'alert(1)', lineNumber: 1, sourceFile: null, disposition: 'enforce' } },
      { type: 'deprecation', age: 1, url: 'x', body: { documentURL: 'http://x/' } },
    ];
    expect((await report(JSON.stringify(list), 'application/reports+json')).status).toBe(204);
    const rows = await test.db.select().from(cspReports).orderBy(cspReports.id);
    expect(rows.map(({ documentPath, directive, blocked, line, sample }) => ({ documentPath, directive, blocked, line, sample }))).toEqual([
      { documentPath: '/da/faktura/[key]', directive: 'script-src-elem', blocked: 'https://tracker.example/pixel.js', line: 12, sample: null },
      { documentPath: '/sv/resor', directive: 'script-src-elem', blocked: 'inline', line: 1, sample: 'alert(1)' },
    ]);
  });

  it('answers a wrong type, broken JSON, a wrong shape, a line beyond the database and a huge body with a 4xx, storing nothing', async () => {
    const before = (await test.db.select().from(cspReports)).length;
    expect((await report('{}', 'text/plain')).status).toBe(415);
    expect((await report('{"csp-report":', 'application/csp-report')).status).toBe(400);
    expect((await report('{"csp-report":{}}', 'application/csp-report')).status).toBe(422);
    expect((await report(JSON.stringify({ 'csp-report': { 'document-uri': '/', 'line-number': 2_147_483_648 } }), 'application/csp-report')).status).toBe(422);
    expect((await report(JSON.stringify(Array.from({ length: 101 }, () => ({ type: 'csp-violation', body: { documentURL: '/' } }))), 'application/reports+json')).status).toBe(422);
    expect((await report(JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(70_000) } }), 'application/csp-report')).status).toBe(413);
    expect((await test.db.select().from(cspReports)).length).toBe(before);
  });

  it('cuts a flood from one visitor short with 429 and Retry-After', async () => {
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/da' } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await report(body, 'application/csp-report', '198.51.100.77')).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    const refused = await report(body, 'application/csp-report', '198.51.100.77');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
