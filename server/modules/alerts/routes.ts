import 'server-only';
import { alertBody, unsubscribeBody } from '@/lib/api/contract/alerts';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import { LIMITS } from '@/server/http/limits';
import { json, type Router } from '@/server/http/router';
import { refuseScripts } from '../forms/forms';
import { subscribeToAlert, unsubscribeFromAlert } from './alerts';

export function registerAlertRoutes(router: Router): void {
  router.post(
    'alerts',
    async ({ request, locale }) => {
      const body = await parseJsonBody(request, alertBody);
      refuseScripts(body);
      return withIdempotency(request, 'alerts', (tx) => subscribeToAlert(tx, body, locale, now()));
    },
    { limit: LIMITS.forms },
  );

  // The mail's link opens a page whose button posts here: a mail scanner that follows links unsubscribes nobody.
  router.post(
    'alerts/unsubscribe',
    async ({ request }) => {
      const { token } = await parseJsonBody(request, unsubscribeBody);
      await unsubscribeFromAlert(await getDb(), token, now());
      return json({ unsubscribed: true }, { headers: { 'cache-control': 'no-store' } });
    },
    { limit: LIMITS.forms },
  );
}
