import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/content/info-page';
import { loadPage } from '@/features/content/load.server';
import { siteLocale } from '@/app/_shared/site-locale';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; slug: string }> };


/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const page = await loadPage(locale, slug);
  // An unknown one is the 404's page, under the 404's title.
  if (!page) return notFoundMetadata({ params });
  return { title: page.name, alternates: alternatesFor(locale, { pathname: '/info/[slug]', params: { slug: page.slug } }) };
}

/** Info pages: about us, FAQ, baggage rules, terms… (browsing spec §2 "Info pages"). */
export default async function InfoRoute({ params }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const page = await loadPage(locale, slug);
  if (!page) notFound();
  return <InfoPage page={page} />;
}
