import 'server-only';
import { alertBody, unsubscribeBody } from '@/lib/api/contract/alerts';
import { MIN_FILL_MS } from '@/lib/api/contract/form-limits';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { HttpError } from '@/server/http/errors';
import { withIdempotency } from '@/server/http/idempotency';
import { LIMITS } from '@/server/http/limits';
import { json, type Router } from '@/server/http/router';
import { subscribeToAlert, unsubscribeFromAlert } from './alerts';

export function registerAlertRoutes(router: Router): void {
  router.post(
    'alerts',
    async ({ request, locale }) => {
      const body = await parseJsonBody(request, alertBody);
      if (body.website) throw new HttpError(422, 'The form could not be sent', 'form_rejected');
      if (body.filledMs < MIN_FILL_MS) throw new HttpError(422, 'The form was sent too quickly; please try again', 'form_too_quick');
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
