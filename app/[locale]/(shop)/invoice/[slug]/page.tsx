import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** An invoice address carries the order's uuid (browsing spec §2). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * One invoice, by the order uuid from the booking e-mail. Orders are placed
 * with the shop's consultants, and no invoice is published online yet, so
 * every address answers the invoice's own not-found page, which tells the
 * visitor how to reach us.
 */
export default async function InvoicePage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  if (!UUID.test(slug)) notFound();
  notFound();
}
