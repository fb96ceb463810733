/**
 * Every page under a site reads its site through siteLocale
 * (app/_shared/site-locale.ts), in its metadata too. An address the proxy
 * does not route (one with a dot in it, `/x.y/z/clubs`) reaches
 * `[locale]/[edition]` with any first segment; a page that formats or
 * translates with that segment as it is fails (a 500) where it must be the
 * shop's 404 (issue 32, item 7; e2e/odd-addresses.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE_PAGES = path.join(import.meta.dirname, '../../app/[locale]');

const pages = (fs.readdirSync(SITE_PAGES, { recursive: true }) as string[]).filter((file) => file.endsWith('page.tsx')).map((file) => path.join(SITE_PAGES, file));

describe('the pages under a site', () => {
  it('are found', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((file) => [path.relative(SITE_PAGES, file), file]))('%s takes its site from siteLocale, never from its params as they are', (_, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).not.toMatch(/\{[^}]*\blocale\b[^}]*\}\s*=\s*await params/);
    expect(source).not.toMatch(/\(await params\)\.locale/);
    if (/\blocale\b/.test(source)) expect(source).toContain('siteLocale(params)');
  });
});
