import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { packageVariants, variantLabel, type PackageVariant } from '@/lib/packages/variants';
import type { Season } from '@/lib/seasons';
import { packageBadges } from './package-badges';
import { PackageCardFace, type PackageCardText } from './package-card-face';
import { tripWords } from '@/lib/sport-words';

type Props = {
  pkg: MinimalPackage;
  /** The season on today, for its offer badge. */
  season?: Season | null;
  /** The heading level in its page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * One package in a list: badges, title (linking to the package page), its
 * matches, travel period, nights and a button per variant with its price
 * per person (booking spec §2 "Package card buttons"); a trip not sold for
 * its matches (`fixtureHold`) says why instead of its dates, and its
 * buttons are not available. Renders on the server
 * and in the client islands that append more cards.
 *
 * Everything is put into words here and drawn by PackageCardFace, a client
 * component: a server-rendered card then reaches the browser as the face's
 * texts (about 0.6 kB) rather than as its element tree in React's payload
 * beside the same markup (1.5 to 2.3 kB a card).
 */
export function PackageCard({ pkg, season, headingLevel = 2 }: Props) {
  const t = useTranslations('packages');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const eventTime = useEventTime();
  const pagePath = (type?: PackageVariant) =>
    getPathname({ href: { pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: type ? { type } : undefined }, locale });
  const card: PackageCardText = {
    title: pkg.title,
    href: pagePath(),
    soldOut: pkg.isSoldOut || pkg.fixtureHold !== null,
    badges: packageBadges(pkg, season, t),
    events: pkg.events.map((event) => ({
      id: event.id,
      at: event.fixtureStatus ? null : event.eventDateTime,
      when: eventTime(event),
      what: `${event.title} · ${event.venue.city.name}`,
    })),
    // A trip not sold for its matches says why where its dates would be: they are not the trip's to sell.
    period: pkg.fixtureHold
      ? t(`fixtureHold.${pkg.fixtureHold}`, { sport: tripWords(pkg.events) })
      : `${formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg)} · ${t(pkg.isHotelLess ? 'nightsWithoutHotel' : 'nights', { count: pkg.nights })}`,
    variantsLabel: t('variantsLabel', { title: pkg.title }),
    variants: packageVariants(pkg).map(({ variant, price, available }) => {
      const reduction = available ? pkg.reductions[variant] : null;
      return {
        variant,
        name: t(`variants.${variantLabel(pkg, variant)}`, { sport: tripWords(pkg.events) }),
        ...(available && price !== null ? { href: pagePath(variant), price: formatPrice(price, locale) } : { price: t('notAvailable') }),
        ...(reduction && {
          reduction: { saving: t('reduction.saving', { percent: reduction.percent }), priorLowest: t('reduction.priorLowest', { price: formatPrice(reduction.priorLowest, locale) }) },
        }),
      };
    }),
    perPerson: t('perPerson'),
    pricesPerPerson: t('pricesPerPerson'),
  };
  return <PackageCardFace card={card} headingLevel={headingLevel} />;
}
