'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { Link } from '@/lib/i18n/navigation';
import buttons from '@/components/ui/buttons.module.css';
import styles from './booking-form.module.css';

/** The conditions a booking accepts, as the CMS writes them (`GET cms` conditions), sanitised on the server. */
export type ConditionTexts = Record<ConditionKind, ReactNode>;
export type ConditionKind = 'general' | 'extraordinary' | 'ticketOnly';

/** The info page with the general conditions in full (the same slug on every site; the footer links it too). */
export const GENERAL_CONDITIONS_PAGE = 'generelle-betingelser';

/**
 * Beside a box that accepts conditions (booking spec §5): "Read the
 * conditions" opens them in a dialog over the form, so what is typed stays
 * where it is; the general conditions also lead to their whole info page,
 * in a new tab.
 */
export function ConditionsDialog({ kind, text }: { kind: ConditionKind; text: ReactNode }) {
  const t = useTranslations('booking.answers');
  const tc = useTranslations('package.conditions');
  const title = tc(kind);
  return (
    <Dialog
      trigger={
        <button type="button" className={`${buttons.link} ${styles.readConditions}`}>
          {t('readConditions')}
          <VisuallyHidden> ({title})</VisuallyHidden>
        </button>
      }
      title={title}
      closeLabel={t('close')}
      className={styles.conditions}
    >
      {text}
      {kind === 'general' && (
        <p>
          <Link href={{ pathname: '/info/[slug]', params: { slug: GENERAL_CONDITIONS_PAGE } }} target="_blank" rel="noopener">
            {t('wholeConditions')}
            <VisuallyHidden> ({t('newTab')})</VisuallyHidden>
          </Link>
        </p>
      )}
    </Dialog>
  );
}
