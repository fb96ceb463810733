'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { createApiClient } from '@/lib/api/client';
import { getPage } from '@/lib/api/endpoints/pages';
import { useErrorText } from '@/lib/i18n/error-text';
import styles from './modals.module.css';

type Loaded = { name: string; html: string };

/**
 * The static-page modal (booking spec §2 "Customise page sections"): a
 * button that loads an info page by slug on click (e.g. `bagageregler`) and
 * shows it in a dialog; a failed load shows the message as a toast and the
 * dialog closes (§8). The CMS HTML is sanitised in the browser; the
 * sanitiser is loaded with the page, never with the package page itself.
 */
export function StaticPageModal({ slug, label, className }: { slug: string; label: string; className?: string }) {
  const t = useTranslations('package.staticPage');
  const locale = useLocale();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<Loaded | null>(null);

  async function load() {
    setOpen(true);
    if (page) return;
    try {
      const [found, { default: DOMPurify }] = await Promise.all([getPage(createApiClient({ locale }), slug), import('dompurify')]);
      const body = found.contents
        .filter((content) => content.type === 'Body')
        .map((content) => content.body)
        .join('');
      setPage({
        name: found.name,
        html: DOMPurify.sanitize(body, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'], FORBID_ATTR: ['style', 'srcdoc'] }),
      });
    } catch (error) {
      toast.error(errorText(error));
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className={className ?? styles.linkButton} onClick={() => void load()} aria-haspopup="dialog">
        {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={page?.name ?? label} closeLabel={t('close')} className={styles.modal}>
        {page ? (
          <div className={styles.cmsText} dangerouslySetInnerHTML={{ __html: page.html }} />
        ) : (
          <FetchIndicator active={open} label={t('loading')} />
        )}
      </Dialog>
    </>
  );
}
