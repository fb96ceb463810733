import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentSeason } from '@/app/_shared/clock';
import { absoluteUrl, alternatesFor } from '@/app/_shared/seo';
import { EventDetails } from '@/features/package/event-details';
import { loadPackage } from '@/features/package/load.server';
import { PackageIncluded } from '@/features/package/package-included';
import { PackageJsonLd } from '@/features/package/package-json-ld';
import { PackageOverview } from '@/features/package/package-overview';
import { PackageSummary } from '@/features/package/package-summary';
import { initialVariant, lowestPrice, packageVariants } from '@/lib/packages/variants';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<{ type?: string | string[] }> };

/** A search result snippet: the first sentences of the description. */
const snippet = (text: string) => (text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const pkg = await loadPackage(locale, slug);
  if (!pkg) return {};
  return {
    title: pkg.title,
    description: snippet(pkg.description),
    alternates: alternatesFor(locale, { pathname: '/packages/[slug]', params: { slug: pkg.slug } }),
    openGraph: { title: pkg.title, description: snippet(pkg.description), type: 'website' },
  };
}

/**
 * The package page (booking spec §2): overview banner, the variants with
 * their prices, what the chosen variant includes, the matches in detail and
 * the way on to booking. `type` picks the variant, as on the package cards.
 */
export default async function PackagePage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const [pkg, season, t] = await Promise.all([
    loadPackage(locale, slug),
    currentSeason(locale),
    getTranslations({ locale, namespace: 'package' }),
  ]);
  if (!pkg) notFound();
  const asked = (await searchParams).type;
  const options = packageVariants(pkg);
  const variant = initialVariant(options, typeof asked === 'string' ? asked : undefined) ?? 'default';
  const selected = options.find((option) => option.variant === variant);

  return (
    <article className="package-page" aria-labelledby="package-heading">
      <PackageJsonLd
        pkg={pkg}
        url={absoluteUrl(locale, { pathname: '/packages/[slug]', params: { slug: pkg.slug } })}
        lowPrice={lowestPrice(options)}
      />
      <PackageOverview pkg={pkg} season={season} />
      <div className="package-page__layout">
        <div className="package-page__main">
          <PackageIncluded pkg={pkg} variant={variant} />
          <section className="package-section" aria-labelledby="about-heading">
            <h2 id="about-heading">{t('aboutHeading')}</h2>
            <p>{pkg.description}</p>
          </section>
          <EventDetails events={pkg.events} />
        </div>
        <PackageSummary pkg={pkg} options={options} selected={selected} />
      </div>
    </article>
  );
}
