import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { variantLabel, type VariantOption } from '@/lib/packages/variants';
import { tripWords } from '@/lib/sport-words';
import panel from '@/components/ui/panel.module.css';
import styles from '../customise.module.css';

/** The trip a booking or preorder is about: title, matches, period, variant and price per person. */
export function SelectionSummary({ pkg, selected }: { pkg: PackageDetail; selected: VariantOption | undefined }) {
  const t = useTranslations('package');
  const tp = useTranslations('packages');
  const format = useFormatter();
  const locale = useLocale();
  const eventTime = useEventTime();
  return (
    <section className={panel.panel} aria-labelledby="selection-heading">
      <h2 id="selection-heading">{t('summaryHeading')}</h2>
      <p className={styles.selectionTitle}>
        <Link href={{ pathname: '/packages/[slug]', params: { slug: pkg.slug }, query: selected ? { type: selected.variant } : {} }}>
          {pkg.title}
        </Link>
      </p>
      <ul className={styles.selectionEvents}>
        {pkg.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.eventDateTime}>{eventTime(event)}</time> · {event.title} ·{' '}
            {event.venue.name}, {event.venue.city.name}
          </li>
        ))}
      </ul>
      <dl className={styles.summaryTotals}>
        <dt>{t('travelPeriodLabel')}</dt>
        <dd>
          {formatTravelPeriod(format, (days) => tp('travelPeriod', days), pkg)}
        </dd>
        {selected && (
          <>
            <dt>{t('variantLabel')}</dt>
            <dd>{tp(`variants.${variantLabel(pkg, selected.variant)}`, { sport: tripWords(pkg.events) })}</dd>
            {selected.price !== null && (
              <>
                <dt>{tp('perPerson')}</dt>
                <dd className="price">{formatPrice(selected.price, locale)}</dd>
              </>
            )}
          </>
        )}
      </dl>
    </section>
  );
}
