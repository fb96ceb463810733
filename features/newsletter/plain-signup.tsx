'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Classes } from '@/components/ui/classes';
import { NewsletterSection, type NewsletterDraft } from './newsletter-section';

type SignupForm = ComponentType<{ draft?: NewsletterDraft }>;

const loadForm = () => import('./newsletter-form').then((module) => module.NewsletterForm);

/**
 * The footer's newsletter signup, on every page. Until its code is needed the
 * form is plain HTML that looks the same: the form, its rules and the call load
 * when the footer comes within a screen of view, or when the visitor reaches
 * for the field first. What was typed, the focus and a press of the button
 * carry over to the form that takes its place.
 * Its class names come from ./newsletter-signup.tsx, which draws it on the server.
 */
export function PlainSignup({ classes: styles }: { classes: Classes<'newsletter' | 'row'> }) {
  const t = useTranslations('newsletter');
  const inputId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const loading = useRef(false);
  const [Form, setForm] = useState<SignupForm | null>(null);
  const [draft, setDraft] = useState<NewsletterDraft>({ email: '', focused: false, submitted: false });

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      (form) => setForm(() => form),
      (error: unknown) => {
        // Rethrown, so a chunk that failed to load reloads the page (features/layout/chunk-error-reload); a later use tries again.
        loading.current = false;
        throw error;
      },
    );
  }, []);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [load]);

  if (Form) return <Form draft={draft} />;

  return (
    <NewsletterSection ref={sectionRef}>
      <form
        className={styles.newsletter}
        noValidate
        onPointerDown={load}
        onFocus={() => {
          setDraft((current) => ({ ...current, focused: true }));
          load();
        }}
        onBlur={() => setDraft((current) => ({ ...current, focused: false }))}
        onSubmit={(event) => {
          event.preventDefault();
          setDraft((current) => ({ ...current, submitted: true }));
          load();
        }}
      >
        <div>
          <label htmlFor={inputId}>{t('email')}</label>
          <div className={styles.row}>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => setDraft((current) => ({ ...current, email: event.target.value }))}
            />
            <button type="submit">{t('submit')}</button>
          </div>
        </div>
      </form>
    </NewsletterSection>
  );
}
