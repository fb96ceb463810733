import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SHELL_NAMESPACES, type Namespace } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The texts the browser gets with a page: only the visitor's own site's, and
 * only the namespaces the client islands under it read. Every page carries
 * the shell's (site-document.tsx); a page whose islands say more wraps them
 * with those namespaces too. Sending the whole catalogue put about 40 kB of
 * texts no script reads into every page's HTML.
 */
export async function ClientMessages({ locale, namespaces = [], children }: { locale: Locale; namespaces?: readonly Namespace[]; children: ReactNode }) {
  const all = await getMessages({ locale });
  const picked = Object.fromEntries([...new Set([...SHELL_NAMESPACES, ...namespaces])].map((namespace) => [namespace, all[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
