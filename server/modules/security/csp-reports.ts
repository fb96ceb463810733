/**
 * Content-Security-Policy violation reports (docs/adr/0015): browsers post
 * them to `csp-reports` in either of two shapes, the older `report-uri` one
 * (`application/csp-report`, one report) and the Reporting API's
 * (`application/reports+json`, a list). Each is stored with the addresses cut
 * to their origin and path: a query may hold an invoice's key or what a
 * visitor typed. Malformed reports are a 400 or 422 like any body.
 */
import 'server-only';
import { z } from 'zod';
import { MAX_ID } from '@/lib/api/contract/common';
import { scrubUrl } from '@/lib/observability/scrub';
import type { Executor } from '@/server/db';
import { cspReports } from '@/server/db/schema';
import { readJsonBody, validated } from '@/server/http/body';
import { HttpError } from '@/server/http/errors';

/** Reports kept of one body (a page with many violations sends them in one list). */
const MAX_REPORTS = 20;
// Browsers send null for what they do not know (the Reporting API's fields are nullable).
const text = z.string().max(8_192).nullish();
const line = z.number().int().min(0).max(MAX_ID).nullish();

const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': z.string().max(8_192),
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': line,
    'script-sample': text,
  }),
});

const reportingApiReports = z
  .array(
    z.looseObject({
      type: z.string().max(100),
      body: z.looseObject({
        documentURL: z.string().max(8_192),
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: line,
        sample: text,
      }),
    }),
  )
  .max(MAX_REPORTS * 5)
  // A page with many violations sends them together: the first ones are kept.
  .transform((reports) => reports.slice(0, MAX_REPORTS));

export interface CspViolation {
  documentPath: string;
  directive: string;
  blocked: string;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
}

/**
 * An address as a report names it, cut to its origin and path (or its path
 * alone), without credentials, query or fragment, every key in it masked (an
 * invoice's address is its key); a keyword ('inline', 'eval') as it is.
 */
function reported(value: string | null | undefined, pathOnly = false): string {
  if (!value) return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  const text = url ? (pathOnly ? url.pathname : `${url.origin}${url.pathname}`) : value;
  return scrubUrl(text).slice(0, 300);
}

const MEDIA_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** The violations a report body names; 415, 400 or 422 for anything else. */
export async function parseCspReports(request: Request): Promise<CspViolation[]> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!MEDIA_TYPES.has(mediaType)) throw new HttpError(415, 'Send the report as application/csp-report or application/reports+json', 'unsupported_media_type');
  const value = await readJsonBody(request);
  if (Array.isArray(value)) {
    return validated(reportingApiReports, value)
      .filter((report) => report.type === 'csp-violation')
      .map(({ body }) => ({
        documentPath: reported(body.documentURL, true),
        directive: (body.effectiveDirective ?? '').slice(0, 100),
        blocked: reported(body.blockedURL),
        sourceFile: body.sourceFile ? reported(body.sourceFile) : null,
        line: body.lineNumber ?? null,
        sample: body.sample ? body.sample.slice(0, 80) : null,
      }));
  }
  const report = validated(legacyReport, value)['csp-report'];
  return [
    {
      documentPath: reported(report['document-uri'], true),
      directive: (report['effective-directive'] ?? report['violated-directive'] ?? '').split(' ')[0]!.slice(0, 100),
      blocked: reported(report['blocked-uri']),
      sourceFile: report['source-file'] ? reported(report['source-file']) : null,
      line: report['line-number'] ?? null,
      sample: report['script-sample'] ? report['script-sample'].slice(0, 80) : null,
    },
  ];
}

export async function storeCspReports(db: Executor, violations: readonly CspViolation[], at: Date): Promise<void> {
  if (violations.length === 0) return;
  await db.insert(cspReports).values(violations.map((violation) => ({ ...violation, receivedAt: at })));
}
