'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import modal from '@/components/ui/modal.module.css';

/** The dialog's text with its query (TanStack Query, the page's endpoint, the sanitiser): loaded when first opened. */
const StaticPageText = lazy(() => import('./static-page-text'));

/**
 * The static-page modal (booking spec §2 "Customise page sections"): a
 * button that loads an info page by slug on click (e.g. `bagageregler`) and
 * shows it in a dialog; a failed load shows the message as a toast and the
 * dialog closes (§8). The CMS HTML is sanitised in the browser.
 */
export function StaticPageModal({ slug, label, className }: { slug: string; label: string; className?: string }) {
  const t = useTranslations('package.staticPage');
  const [open, setOpen] = useState(false);
  // The page's own name once loaded; until then the button's words.
  const [name, setName] = useState<string | null>(null);

  return (
    <>
      <button type="button" className={className ?? modal.linkButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={name ?? label} closeLabel={t('close')} className={modal.modal}>
        {/* Mounted while the dialog is open: each opening asks the page's query, which answers from its cache once loaded. */}
        <Suspense fallback={<FetchIndicator active label={t('loading')} />}>
          <StaticPageText slug={slug} onName={setName} onFailed={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
