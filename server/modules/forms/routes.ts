import 'server-only';
import { MIN_FILL_MS } from '@/lib/api/contract/form-limits';
import { FORM_BODIES, formParams, type FormBody } from '@/lib/api/contract/forms';
import { now } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { HttpError } from '@/server/http/errors';
import { withIdempotency } from '@/server/http/idempotency';
import { parseParams, type Router } from '@/server/http/router';
import { submitForm } from './forms';
import { LIMITS } from '@/server/http/limits';

export function registerFormRoutes(router: Router): void {
  // The inquiry forms: each validated with its own body (422 with field messages), stored with its two mails, once per key.
  router.post('forms/:form', async ({ params, request, locale }) => {
    const { form } = parseParams(formParams, params);
    const body = await parseJsonBody(request, FORM_BODIES[form]);
    // A field no person sees was filled, or the form was filled faster than a person can: a script's. Nothing is kept.
    if (body.website) throw new HttpError(422, 'The form could not be sent', 'form_rejected');
    if (body.filledMs < MIN_FILL_MS) throw new HttpError(422, 'The form was sent too quickly; please try again', 'form_too_quick');
    return withIdempotency(request, 'forms', (tx) => submitForm(tx, { form, body } as FormBody, locale, now()));
  }, { limit: LIMITS.forms });
}
