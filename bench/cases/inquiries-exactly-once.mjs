// Inquiry posts delivered twice (POST /api/v1/forms/offer-request), on PostgreSQL only: a
// visitor's double click, or a retry after a lost answer, sends the same form with the same
// Idempotency-Key; both copies arrive at once (with `--scale`, at two processes). Each key must
// store one inquiry and write its two mails (the staff's notification and the visitor's receipt)
// once, and every copy must end with the same answer (a copy that arrives while its twin is being
// written is answered 409 and sent again, as the storefront's client does).
import { randomUUID } from 'node:crypto';
import { api, bookablePackages } from '../lib/booking.mjs';
import { summarise } from '../lib/load.mjs';

const INQUIRIES = 100;
const COPIES = 2;

const twice = {
  name: 'inquiry posted twice (PostgreSQL)',
  path: '/api/v1/forms/offer-request',
  method: 'POST',
  database: 'postgres',
  serverEnv: { SUPPLIER_LATENCY_MS: '0' },
  shape: `${INQUIRIES} inquiries × ${COPIES} copies at once`,
  warmUp: 0,
  budget: { p95: 1000 },
  // A copy that arrives while its twin is being written is told so (409) and may be sent again.
  expectedStatuses: [409],
  async run({ baseUrl, db }) {
    const [pkg] = await bookablePackages(baseUrl, 1);
    const count = async (sql) => Number((await db.query(sql)).rows[0].n);
    const before = {
      inquiries: await count('select count(*) as n from inquiries'),
      mails: await count("select count(*) as n from outbox_mails where kind in ('inquiry-staff', 'inquiry-receipt')"),
    };
    const startedAt = performance.now();
    const answers = await Promise.all(
      Array.from({ length: INQUIRIES }, async (_, n) => {
        const key = randomUUID();
        const body = { name: `Bench Person ${n}`, email: `bench.${n}@example.com`, phone: '+4512345678', message: 'A group of twelve in March.', packageId: pkg.id, offerLink: `packageId=${pkg.id}&adults=2`, filledMs: 8_000 };
        return Promise.all(
          Array.from({ length: COPIES }, async () => {
            const sentAt = performance.now();
            let answer = await api(baseUrl, 'forms/offer-request', { method: 'POST', body, headers: { 'idempotency-key': key } });
            const first = { status: answer.status, ms: performance.now() - sentAt };
            // A copy told its twin is still being written (409) is sent again, as the client does, until it gets the stored answer.
            for (let retry = 0; answer.status === 409 && retry < 10; retry += 1) {
              await new Promise((resolve) => setTimeout(resolve, 100));
              answer = await api(baseUrl, 'forms/offer-request', { method: 'POST', body, headers: { 'idempotency-key': key } });
            }
            return { ...first, finalStatus: answer.status, id: answer.body?.inquiry?.id ?? null };
          }),
        );
      }),
    );
    const elapsedMs = performance.now() - startedAt;
    const flat = answers.flat();
    const result = summarise(flat, elapsedMs);
    const stored = (await count('select count(*) as n from inquiries')) - before.inquiries;
    const mails = (await count("select count(*) as n from outbox_mails where kind in ('inquiry-staff', 'inquiry-receipt')")) - before.mails;
    // Every copy ends with the stored answer (after its retries), and both copies of a key name the same inquiry.
    const sameAnswer = answers.every((pair) => pair.every((answer) => answer.finalStatus === 201 && answer.id !== null && answer.id === pair[0].id));
    return {
      ...result,
      checks: [
        { text: `${INQUIRIES} inquiries stored`, ok: stored === INQUIRIES },
        { text: `${INQUIRIES * 2} mails (one notification, one receipt each)`, ok: mails === INQUIRIES * 2 },
        { text: 'both copies of a key answered with one inquiry', ok: sameAnswer },
      ],
      notes: [`${flat.length} posts in ${(elapsedMs / 1000).toFixed(1)} s: ${Object.entries(result.statusCounts).map(([status, n]) => `${n} × ${status}`).join(', ')}`],
    };
  },
};

const cases = [twice];

export default cases;
