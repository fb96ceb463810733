'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode, type Ref } from 'react';

/** What the visitor did with the footer's plain form before the signup's code arrived, for the form to carry on from. */
export interface NewsletterDraft {
  email: string;
  /** The field had the focus. */
  focused: boolean;
  /** The visitor already pressed the button. */
  submitted: boolean;
}

/** The signup's region: its heading and lead around the form (browsing spec §2 "Footer"). */
export function NewsletterSection({ children, ref }: { children: ReactNode; ref?: Ref<HTMLElement> }) {
  const t = useTranslations('newsletter');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} ref={ref}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('lead')}</p>
      {children}
    </section>
  );
}
