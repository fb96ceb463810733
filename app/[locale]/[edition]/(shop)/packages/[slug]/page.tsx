import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { pageEdition, pageQuery, seasonOn } from '@/app/_shared/clock';
import { absoluteUrl, alternatesFor } from '@/app/_shared/seo';
import { PackageBadges } from '@/features/packages/package-badges';
import { CmsHtml } from '@/features/content/cms-html';
import { loadInitialData } from '@/features/layout/initial-data';
import { EventDetails } from '@/features/package/event/event-details';
import { loadCoupon, loadOffer, loadPackage } from '@/features/package/load.server';
import type { ReopenedOffer } from '@/features/package/offer/offer-notice';
import { isIdText } from '@/lib/api/contract/constants';
import { restoreOffer } from '@/lib/offers/restore';
import { PackageJsonLd } from '@/features/package/overview/package-json-ld';
import { PackageOverview } from '@/features/package/overview/package-overview';
import { FixtureHoldNotice, FixtureHoldPeriod } from '@/features/package/overview/fixture-hold-notice';
import { StandardForm } from '@/features/package-travel/standard-form';
import { TripFacts } from '@/features/package-travel/trip-facts';
import { NO_FLIGHTS } from '@/lib/package/flights';
import { SITES } from '@/lib/site/sites';
import { resolveSelection } from '@/lib/package/selection';
import { parseSelectionQuery } from '@/lib/package/selection-query';
import { lowestPrice, packageVariants } from '@/lib/packages/variants';
import packageStyles from '@/features/package/customise.module.css';
import { Customiser } from './customiser';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; edition: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The offer a PDF's link reopens: `utm_source=pdf_offer&offerId=1001`. */
function reopenedOfferId(query: Record<string, string | string[] | undefined>): number | null {
  const offerId = query.offerId;
  return query.utm_source === 'pdf_offer' && typeof offerId === 'string' && isIdText(offerId) ? Number(offerId) : null;
}

/** A search result snippet: the first sentences of the description. */
const snippet = (text: string) => (text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text);

/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const pkg = await loadPackage(locale, slug);
  // An unknown one is the 404's page, under the 404's title.
  if (!pkg) return notFoundMetadata({ params });
  return {
    title: pkg.title,
    description: snippet(pkg.description),
    alternates: alternatesFor(locale, { pathname: '/packages/[slug]', params: { slug: pkg.slug } }),
    openGraph: { title: pkg.title, description: snippet(pkg.description), type: 'website' },
  };
}

/**
 * The package page (booking spec §2): overview banner, then the
 * customisation island in its numbered steps with its live summary,
 * server-rendered from the query (booking spec §2 "Query parameters") so the
 * page is right before it hydrates; the matches in detail follow the steps
 * (the description is in the summary, behind its read-more). The booking
 * conditions come from the CMS, sanitised here on the server.
 */
export default async function PackagePage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const edition = await pageEdition(params);
  const season = seasonOn(edition);
  const [pkg, initialData, query] = await Promise.all([loadPackage(locale, slug), loadInitialData(locale), pageQuery(edition, searchParams)]);
  if (!pkg) notFound();
  if (pkg.fixtureHold) {
    // Not sold for its matches: the trip and its matches as they stand, and why; nothing to choose, price or book.
    return (
      <ClientMessages locale={locale} namespaces={['package', 'packages']}>
        <article className={packageStyles.page} aria-labelledby="package-heading">
          <PackageJsonLd pkg={pkg} url={absoluteUrl(locale, { pathname: '/packages/[slug]', params: { slug: pkg.slug } })} lowPrice={null} />
          <PackageOverview pkg={pkg} badges={<PackageBadges pkg={pkg} season={season} />} period={<FixtureHoldPeriod pkg={pkg} />} />
          <div className={packageStyles.layout}>
            <div>
              <FixtureHoldNotice pkg={pkg} />
              <EventDetails events={pkg.events} mapsKey={process.env.GOOGLE_MAPS_API_KEY || null} />
            </div>
          </div>
        </article>
      </ClientMessages>
    );
  }
  let selection = resolveSelection(parseSelectionQuery(query), pkg);
  // A PDF offer's link (booking spec §2, §4): the offer's selection, restored as far as the package can still give it.
  const offerId = reopenedOfferId(query);
  let offer: ReopenedOffer | undefined;
  if (offerId !== null) {
    const saved = await loadOffer(locale, offerId);
    if (saved && saved.link.packageId === pkg.id) {
      const restored = restoreOffer(pkg, saved.link.selection);
      selection = restored.selection;
      offer = { offerId, failedServices: restored.failedServices, offered: saved.offered };
    } else {
      offer = { offerId, failedServices: null, offered: null };
    }
  }
  const linked = selection.couponCode ? await loadCoupon(locale, selection.couponCode) : null;
  const coupon = linked?.coupon ?? null;
  const initial = coupon ? selection : { ...selection, couponCode: null };
  // A link's code that is no coupon here is said, not dropped: the shop's reason, or its own words for a code no coupon can have.
  const linkCode = String([query.coupon].flat()[0] ?? '').trim().slice(0, 50);
  const refusedCoupon = linkCode && !coupon && (linked === null || linked.refusal !== null) ? { code: linkCode, reason: linked?.refusal ?? null } : undefined;
  const { conditions } = initialData.cms;
  const pageUrl = absoluteUrl(locale, { pathname: '/packages/[slug]', params: { slug: pkg.slug } });
  const conditionsHtml = {
    general: <CmsHtml html={conditions.general} />,
    extraordinary: <CmsHtml html={conditions.extraordinary} />,
    ticketOnly: <CmsHtml html={conditions.ticketOnly} />,
    matchRisk: <CmsHtml html={conditions.matchRisk} />,
  };

  return (
    <ClientMessages locale={locale} namespaces={['package', 'packages', 'availability', 'plurals', 'inquiries']}>
      <article className={packageStyles.page} aria-labelledby="package-heading">
        <PackageJsonLd
          pkg={pkg}
          url={pageUrl}
          lowPrice={lowestPrice(packageVariants(pkg))}
        />
        <Customiser
          overview={<PackageOverview pkg={pkg} badges={<PackageBadges pkg={pkg} season={season} />} />}
          pkg={pkg}
          bookingConfig={initialData.cms.bookingConfig}
          conditions={conditionsHtml}
          initial={initial}
          coupon={coupon}
          refusedCoupon={refusedCoupon}
          offer={offer}
          pageUrl={pageUrl}
        >
          <EventDetails events={pkg.events} mapsKey={process.env.GOOGLE_MAPS_API_KEY || null} />
          {/* Package travel law before the booking: the standard information form and the trip's facts, server-rendered (no script); on a phone just above the summary. */}
          <StandardForm locale={locale} id="package-travel-form" />
          <TripFacts
            locale={locale}
            id="package-trip-facts"
            pkg={pkg}
            selection={initial}
            flights={NO_FLIGHTS}
            total={null}
            payment={{ dueDays: SITES[locale].payment.dueDays }}
            place="package"
            collapsed
          />
        </Customiser>
      </article>
    </ClientMessages>
  );
}
