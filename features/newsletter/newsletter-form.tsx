'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
import { EmailField, Form, useFormApi, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import type { NewsletterSubscriptionBody, NewsletterSubscriptionInput } from '@/lib/api/contract/newsletter';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { Locale } from '@/lib/i18n/locales';
import { NewsletterSection, type NewsletterDraft } from './newsletter-section';
import styles from './newsletter.module.css';

/**
 * The body schema the API validates with, and the signup's mutation: both load
 * with the form's first use, since every page has this form and few use it.
 */
const loadSchema = () => import('@/lib/api/contract/newsletter').then((contract) => contract.newsletterSubscriptionBody);

/**
 * The newsletter signup the footer shows (browsing spec §2 "Footer"): its heading, lead and form; a toast says whether it worked.
 * `draft` is what the visitor did with the plain form it replaces (./plain-signup.tsx): its address, focus and press of the button.
 */
export function NewsletterForm({ draft }: { draft?: NewsletterDraft }) {
  const t = useTranslations('newsletter');
  const locale = useLocale() as Locale;
  const sectionRef = useRef<HTMLElement>(null);
  const carriedOver = useRef(draft);
  // One key per attempt (useAttemptKey): a double click or a retry of the same address is one signup.
  const attempt = useAttemptKey();
  const signUpOnce = useMutationOnDemand(() => import('@/lib/api/queries/newsletter').then((queries) => queries.newsletterMutation(locale)));

  async function signUp({ email }: NewsletterSubscriptionBody, form: FormApi<NewsletterSubscriptionInput>) {
    try {
      await signUpOnce({ email, idempotencyKey: await attempt.keyFor(email) });
      toast.success(t('subscribed'));
      form.reset();
      attempt.succeeded();
    } catch (error) {
      // The API validates with the same schema; should it still refuse the address, its words go under the field.
      if (error instanceof ApiError) form.setServerErrors(error.errors);
      toast.error(t('failed'));
    }
  }

  // Carries on where the plain form stopped: the press of the button goes through, or the field keeps the focus
  // (before the next keystroke can arrive, so none is lost).
  useLayoutEffect(() => {
    const from = carriedOver.current;
    const form = sectionRef.current?.querySelector('form');
    if (from?.submitted) form?.requestSubmit();
    else if (from?.focused) form?.querySelector('input')?.focus();
  }, []);

  return (
    <NewsletterSection ref={sectionRef}>
      <Form schema={loadSchema} defaultValues={{ email: draft?.email ?? '' }} onSubmit={signUp} className={styles.newsletter}>
        <EmailField name="email" label={t('email')} rowClassName={styles.row} after={<SubmitButton>{t('submit')}</SubmitButton>} />
      </Form>
    </NewsletterSection>
  );
}

function SubmitButton({ children }: { children: string }) {
  const { submitting } = useFormApi();
  return (
    <button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}
