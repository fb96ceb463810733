'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { pageQuery } from '@/lib/api/endpoints/pages';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import styles from './modals.module.css';

/** An info page's name and its body sanitised for the dialog (the sanitiser loads with the first page, never with the package page). */
const readablePageQuery = (locale: Locale, slug: string) => {
  const page = pageQuery(locale, slug);
  return queryOptions({
    queryKey: [...page.queryKey, 'readable'] as const,
    queryFn: async (context) => {
      const [found, { default: DOMPurify }] = await Promise.all([page.queryFn!({ ...context, queryKey: page.queryKey }), import('dompurify')]);
      const body = found.contents
        .filter((content) => content.type === 'Body')
        .map((content) => content.body)
        .join('');
      return {
        name: found.name,
        html: DOMPurify.sanitize(body, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'], FORBID_ATTR: ['style', 'srcdoc'] }),
      };
    },
  });
};

/**
 * The static-page modal (booking spec §2 "Customise page sections"): a
 * button that loads an info page by slug on click (e.g. `bagageregler`) and
 * shows it in a dialog; a failed load shows the message as a toast and the
 * dialog closes (§8). The CMS HTML is sanitised in the browser.
 */
export function StaticPageModal({ slug, label, className }: { slug: string; label: string; className?: string }) {
  const t = useTranslations('package.staticPage');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const page = useQuery({ ...readablePageQuery(locale, slug), enabled: open });

  async function openPage() {
    setOpen(true);
    try {
      await queryClient.ensureQueryData(readablePageQuery(locale, slug));
    } catch (error) {
      toast.error(errorText(error));
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className={className ?? styles.linkButton} onClick={() => void openPage()} aria-haspopup="dialog">
        {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={page.data?.name ?? label} closeLabel={t('close')} className={styles.modal}>
        {page.data ? (
          <div className={styles.cmsText} dangerouslySetInnerHTML={{ __html: page.data.html }} />
        ) : (
          <FetchIndicator active={open} label={t('loading')} />
        )}
      </Dialog>
    </>
  );
}
