import 'server-only';
import { FORM_BODIES, formParams, type FormBody } from '@/lib/api/contract/forms';
import { now } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import { parseParams, type Router } from '@/server/http/router';
import { refuseScripts, submitForm } from './forms';
import { LIMITS } from '@/server/http/limits';

export function registerFormRoutes(router: Router): void {
  // The inquiry forms: each validated with its own body (422 with field messages), stored with its two mails, once per key.
  router.post('forms/:form', async ({ params, request, locale }) => {
    const { form } = parseParams(formParams, params);
    const body = await parseJsonBody(request, FORM_BODIES[form]);
    refuseScripts(body);
    return withIdempotency(request, 'forms', (tx) => submitForm(tx, { form, body } as FormBody, locale, now()));
  }, { limit: LIMITS.forms });
}
