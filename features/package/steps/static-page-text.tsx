'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { pageQuery } from '@/lib/api/queries/pages';
import { QueryProvider } from '@/lib/api/query/query-provider';
import type { Locale } from '@/lib/i18n/locales';
import { useFailureToast } from './use-failure-toast';
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

type StaticPageTextProps = { slug: string; onName: (name: string) => void; onFailed: () => void };

/**
 * The static-page dialog's body (./static-page-modal): the page's sanitised
 * text from its query, its name reported for the dialog's title; a failed
 * load says why in a toast and closes the dialog. Loaded with the dialog's
 * first opening, with TanStack Query and its provider.
 */
export default function StaticPageText(props: StaticPageTextProps) {
  return (
    <QueryProvider>
      <PageText {...props} />
    </QueryProvider>
  );
}

function PageText({ slug, onName, onFailed }: StaticPageTextProps) {
  const t = useTranslations('package.staticPage');
  const locale = useLocale() as Locale;
  const page = useQuery(readablePageQuery(locale, slug));
  const { data, error } = page;

  useEffect(() => {
    if (data) onName(data.name);
  }, [data, onName]);

  useFailureToast(error, onFailed);

  return data ? <div className={styles.cmsText} dangerouslySetInnerHTML={{ __html: data.html }} /> : <FetchIndicator active label={t('loading')} />;
}
