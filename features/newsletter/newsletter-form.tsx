'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { createApiClient } from '@/lib/api/client';

/** The validation and the API call load on the first signup: every page has this form, few use it. */
const loadSignup = () => Promise.all([import('./newsletter-email'), import('@/lib/api/endpoints/newsletter')]);

/** The newsletter signup the footer shows (browsing spec §2 "Footer"): its heading, lead and form; a toast says whether it worked. */
export function NewsletterForm() {
  const t = useTranslations('newsletter');
  const tForms = useTranslations('forms');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<'required' | 'email' | null>(null);
  const [pending, setPending] = useState(false);
  // One key per address: a double click or a retry of the same signup is one signup.
  const attempt = useRef<{ email: string; key: string } | null>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const [{ newsletterEmail }, { subscribeToNewsletter }] = await loadSignup();
      const parsed = newsletterEmail.safeParse(email);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message === 'required' ? 'required' : 'email');
        return;
      }
      setError(null);
      if (attempt.current?.email !== parsed.data) attempt.current = { email: parsed.data, key: crypto.randomUUID() };
      await subscribeToNewsletter(createApiClient({ locale }), { email: parsed.data }, attempt.current.key);
      toast.success(t('subscribed'));
      setEmail('');
      attempt.current = null;
    } catch {
      toast.error(t('failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('lead')}</p>
      <form className="newsletter" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('email')}</label>
        <div className="newsletter__row">
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {t('submit')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="field-error">
            {tForms(error, { field: t('email') })}
          </p>
        )}
      </form>
    </section>
  );
}
