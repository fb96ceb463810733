import { useFormatter, useTranslations } from 'next-intl';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { Link } from '@/lib/i18n/navigation';
import { tripWords } from '@/lib/sport-words';
import panel from '@/components/ui/panel.module.css';
import page from '../customise.module.css';

/**
 * What the package page says in place of its customisation when the trip is
 * not sold for its matches (`fixtureHold`): the match is postponed with no
 * new date yet, cancelled, or (a trip of several matches) no longer within
 * the trip's dates. Nothing on the page can then be chosen, priced or
 * booked: a date that cannot be booked is not offered. Drawn on the server.
 */
export function FixtureHoldNotice({ pkg }: { pkg: Pick<PackageDetail, 'fixtureHold' | 'events'> }) {
  const t = useTranslations('package.fixtureHold');
  if (!pkg.fixtureHold) return null;
  const sport = tripWords(pkg.events);
  return (
    <section className={`${panel.panel} ${page.section}`} aria-labelledby="fixture-hold-heading">
      <h2 id="fixture-hold-heading">{t(`${pkg.fixtureHold}.heading`, { sport })}</h2>
      <p>{t(`${pkg.fixtureHold}.text`, { sport })}</p>
      <p>
        <Link href="/packages">{t('otherTrips')}</Link>
      </p>
    </section>
  );
}

/**
 * The overview's dates of a trip not sold for its matches: a postponed or
 * cancelled match has no trip dates to give, so it says what happened; a
 * trip whose matches left its dates shows the dates it has.
 */
export function FixtureHoldPeriod({ pkg }: { pkg: Pick<PackageDetail, 'fixtureHold' | 'events' | 'startDate' | 'endDate' | 'nights' | 'isHotelLess'> }) {
  const t = useTranslations('packages');
  const words = useTranslations('eventTime');
  const format = useFormatter();
  const sport = tripWords(pkg.events);
  if (pkg.fixtureHold === 'postponed' || pkg.fixtureHold === 'cancelled') return <>{words(pkg.fixtureHold, { sport })}</>;
  return (
    <>
      {formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg, 'weekdayDayMonth')} · {t(pkg.isHotelLess ? 'nightsWithoutHotel' : 'nights', { count: pkg.nights })}
    </>
  );
}
