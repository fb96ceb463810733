/**
 * Availability alerts (the inquiries issue): an address waits for a sold-out
 * package, or for a match no trip includes yet, and gets one mail when the
 * package can be booked again (or a trip to the match can be booked), with a
 * link that unsubscribes without a login.
 *
 * A signup answers the same whether the address waited already or not
 * (nothing tells who waits for what); a second signup for the same package
 * re-arms a mailed alert, never an unsubscribed one. Mailing claims its alerts in the
 * statement that marks them mailed (UPDATE … RETURNING), in the transaction
 * that writes the mails to the outbox: any number of processes may run it
 * at once, and each address gets one mail per return of the package.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, exists, gte, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { AlertBody, AlertResponse } from '@/lib/api/contract/alerts';
import type { Locale } from '@/lib/i18n/locales';
import { isLocale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { availabilityAlerts, cities, countries, events, packageEvents, packages, sportCategories, venues, type Localized } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { localIsoDate } from '@/lib/seasons';
import { pick } from '../localize';
import { sportWords } from '@/lib/sport-words';
import { timeZoneOf } from '../geography/time-zones';
import { composeMail, formatMailDay, formatMailEventTime, mailTranslator } from '../mail/compose';
import { enqueueMail } from '../mail/outbox';
import { everyMatchStands, onSale } from '../packages/on-sale';

export async function subscribeToAlert(tx: Executor, body: AlertBody, locale: Locale, at: Date): Promise<WriteResult<AlertResponse>> {
  const target = body.eventId === undefined ? await waitablePackage(tx, body.packageId!) : await waitableMatch(tx, body.eventId, at);
  await tx
    .insert(availabilityAlerts)
    .values({ email: body.email, locale, ...target, token: randomBytes(24).toString('base64url'), createdAt: at })
    .onConflictDoUpdate({
      target: 'packageId' in target ? [availabilityAlerts.email, availabilityAlerts.packageId] : [availabilityAlerts.email, availabilityAlerts.eventId],
      set: { locale, notifiedAt: null },
      // An address that unsubscribed stays so: anyone can type an address, only its owner has the mail's link.
      setWhere: isNull(availabilityAlerts.unsubscribedAt),
    });
  return { status: 201, body: { alert: { email: body.email, packageId: null, eventId: null, ...target } } };
}

/** Some match of the package (the outer query's `packages` row) stands as `status`. */
const hasMatch = (tx: Executor, status: 'postponed' | 'cancelled') =>
  sql<boolean>`${exists(
    tx
      .select({ one: sql`1` })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .where(and(eq(packageEvents.packageId, packages.id), eq(events.fixtureStatus, status))),
  )}`;

/**
 * A sold-out package can be waited for, and so can one whose match is
 * postponed (it is sold again once the match has a new date); one that can
 * be booked is booked instead, and one whose match is cancelled will not be sold.
 */
async function waitablePackage(tx: Executor, packageId: number): Promise<{ packageId: number }> {
  const [pkg] = await tx
    .select({ id: packages.id, isSoldOut: packages.isSoldOut, postponed: hasMatch(tx, 'postponed'), cancelled: hasMatch(tx, 'cancelled') })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  if (!pkg) throw new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { packageId: ['names no package'] });
  if (pkg.cancelled) throw new HttpError(422, 'The match is cancelled', 'match_cancelled', { packageId: ['is cancelled'] });
  if (!pkg.isSoldOut && !pkg.postponed) throw new HttpError(422, 'The trip can be booked now', 'package_available', { packageId: ['can be booked now'] });
  return { packageId: pkg.id };
}

/** A match not yet played that no trip includes can be waited for; a match with a trip has that trip's page (and its alert) instead. */
async function waitableMatch(tx: Executor, eventId: number, at: Date): Promise<{ eventId: number }> {
  const [event] = await tx
    .select({
      id: events.id,
      eventDateTime: events.eventDateTime,
      fixtureStatus: events.fixtureStatus,
      // A builder of its own: a column in a bare template of the select list is written without its table, and the subquery would read its own.
      trips: sql<number>`(${tx.select({ count: count() }).from(packageEvents).where(eq(packageEvents.eventId, events.id))})`.mapWith(Number),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { eventId: ['names no match'] });
  if (event.fixtureStatus === 'cancelled') throw new HttpError(422, 'The match is cancelled', 'match_cancelled', { eventId: ['is cancelled'] });
  if (event.eventDateTime <= at) throw new HttpError(422, 'The match has been played', 'match_played', { eventId: ['has been played'] });
  if (event.trips > 0) throw new HttpError(422, 'The match has a trip already', 'match_has_trip', { eventId: ['has a trip already'] });
  return { eventId: event.id };
}

/** Ends the alert a mail's link names; the same answer for any token. */
export async function unsubscribeFromAlert(db: Executor, token: string, at: Date): Promise<void> {
  await db
    .update(availabilityAlerts)
    .set({ unsubscribedAt: at })
    .where(and(eq(availabilityAlerts.token, token), isNull(availabilityAlerts.unsubscribedAt)));
}

/** An alert claimed for mailing: its address, the trip to link with its dates, and the match when it waited for one. */
interface DueAlert {
  email: string;
  locale: string;
  token: string;
  packageId: number;
  slug: string;
  title: Localized;
  startDate: string;
  endDate: string;
  match: Localized | null;
}

/** The matches of these packages as they stand now, in each package's order: the mail gives their kick-offs, never a copy. */
async function matchesOf(tx: Executor, packageIds: number[]) {
  if (packageIds.length === 0) return new Map<number, { title: Localized; eventDateTime: Date; timeZone: string; sport: string }[]>();
  const rows = await tx
    .select({ packageId: packageEvents.packageId, title: events.title, eventDateTime: events.eventDateTime, countryCode: countries.code, sport: sportCategories.slug })
    .from(packageEvents)
    .innerJoin(events, eq(events.id, packageEvents.eventId))
    .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(packageEvents.packageId, [...new Set(packageIds)]))
    .orderBy(asc(packageEvents.packageId), asc(packageEvents.position));
  const byPackage = new Map<number, { title: Localized; eventDateTime: Date; timeZone: string; sport: string }[]>();
  for (const row of rows) {
    const list = byPackage.get(row.packageId) ?? [];
    list.push({ title: row.title, eventDateTime: row.eventDateTime, timeZone: timeZoneOf(row.countryCode), sport: row.sport });
    byPackage.set(row.packageId, list);
  }
  return byPackage;
}

/**
 * Mails every address whose package can be booked again (not sold out, not
 * over, every match of it standing: none postponed or cancelled), and every
 * address whose match is now in a trip that can be booked (the first such
 * trip to start): the number mailed. The mail gives the trip's dates and its
 * matches' kick-offs as they are when it is written, so a match that moved
 * while the address waited is told at its new time.
 */
export async function notifyAvailableAlerts(db: Executor, at: Date): Promise<number> {
  const today = sql`${localIsoDate(at, SITES.da.timeZone)}`;
  return db.transaction(async (tx) => {
    const forPackages = await tx
      .update(availabilityAlerts)
      .set({ notifiedAt: at })
      .from(packages)
      .where(
        and(
          eq(packages.id, availabilityAlerts.packageId),
          not(packages.isSoldOut),
          gte(packages.startDate, today),
          everyMatchStands(tx),
          isNull(availabilityAlerts.notifiedAt),
          isNull(availabilityAlerts.unsubscribedAt),
        ),
      )
      .returning({
        email: availabilityAlerts.email,
        locale: availabilityAlerts.locale,
        token: availabilityAlerts.token,
        packageId: packages.id,
        slug: packages.slug,
        title: packages.title,
        startDate: packages.startDate,
        endDate: packages.endDate,
      });

    const trip = tx
      .selectDistinctOn([packageEvents.eventId], {
        eventId: packageEvents.eventId,
        packageId: sql<number>`${packages.id}`.as('trip_package_id'),
        slug: packages.slug,
        title: sql<Localized>`${packages.title}`.as('package_title'),
        startDate: packages.startDate,
        endDate: packages.endDate,
        match: sql<Localized>`${events.title}`.as('match_title'),
      })
      .from(packageEvents)
      .innerJoin(packages, eq(packages.id, packageEvents.packageId))
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .where(and(not(packages.isSoldOut), gte(packages.startDate, today), onSale(tx), everyMatchStands(tx)))
      .orderBy(packageEvents.eventId, asc(packages.startDate), asc(packages.id))
      .as('trip');
    const forMatches = await tx
      .update(availabilityAlerts)
      .set({ notifiedAt: at })
      .from(trip)
      .where(and(eq(trip.eventId, availabilityAlerts.eventId), isNull(availabilityAlerts.notifiedAt), isNull(availabilityAlerts.unsubscribedAt)))
      .returning({
        email: availabilityAlerts.email,
        locale: availabilityAlerts.locale,
        token: availabilityAlerts.token,
        packageId: trip.packageId,
        slug: trip.slug,
        title: trip.title,
        startDate: trip.startDate,
        endDate: trip.endDate,
        match: trip.match,
      });

    const due: DueAlert[] = [...forPackages.map((row) => ({ ...row, match: null })), ...forMatches];
    const matches = await matchesOf(
      tx,
      due.map((alert) => alert.packageId),
    );
    for (const alert of due) {
      const locale = isLocale(alert.locale) ? alert.locale : 'da';
      const t = mailTranslator(locale, 'alert');
      const booking = mailTranslator(locale, 'booking');
      const title = pick(alert.title, locale);
      const match = pick(alert.match, locale);
      const [subject, lead, why] = match
        ? [t('matchSubject', { match }), t('matchLead', { match, package: title }), t('matchWhy')]
        : [t('subject', { package: title }), t('lead', { package: title }), t('why')];
      const day = (date: string) => formatMailDay(locale, date);
      const mail = composeMail({
        kind: 'availability-alert',
        bookingId: null,
        locale,
        recipient: alert.email,
        subject,
        lines: [
          lead,
          '',
          ...(matches.get(alert.packageId) ?? []).map(
            (event) =>
              `${booking('event', { sport: sportWords(event.sport) })}: ${pick(event.title, locale)}, ${formatMailEventTime(locale, { eventDateTime: event.eventDateTime.toISOString(), timeZone: event.timeZone })}`,
          ),
          alert.startDate === alert.endDate ? `${booking('date')}: ${day(alert.startDate)}` : `${booking('dates')}: ${day(alert.startDate)} – ${day(alert.endDate)}`,
          { label: t('link'), href: siteUrl(locale, '/packages/[slug]', { slug: alert.slug }) },
          '',
          why,
          { label: t('unsubscribe'), href: `${siteUrl(locale, '/alerts/unsubscribe')}?token=${alert.token}` },
        ],
      });
      await enqueueMail(tx, mail, at);
    }
    return due.length;
  });
}

/**
 * The alerts a cancelled match closes, in the change's transaction
 * (server/modules/fixtures/apply.ts): every waiting alert for a package of
 * the match (it will not be sold) and for the match itself is marked done,
 * as a mailed one is (a new signup re-arms it, should the match be played
 * after all), and its address is told once, in its language, why it will
 * hear no more: the number closed. An unsubscribed or mailed alert is left alone.
 */
export async function closeAlertsOfCancelledMatch(tx: Executor, eventId: number, at: Date): Promise<number> {
  const [event] = await tx
    .select({ title: events.title, sport: sportCategories.slug })
    .from(events)
    .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
    .where(eq(events.id, eventId));
  if (!event) return 0;
  const ofMatch = tx.select({ packageId: packageEvents.packageId }).from(packageEvents).where(eq(packageEvents.eventId, eventId));
  const closed = await tx
    .update(availabilityAlerts)
    .set({ notifiedAt: at })
    .where(
      and(
        or(eq(availabilityAlerts.eventId, eventId), inArray(availabilityAlerts.packageId, ofMatch)),
        isNull(availabilityAlerts.notifiedAt),
        isNull(availabilityAlerts.unsubscribedAt),
      ),
    )
    .returning({ email: availabilityAlerts.email, locale: availabilityAlerts.locale, packageId: availabilityAlerts.packageId });
  if (closed.length === 0) return 0;
  const packageIds = [...new Set(closed.flatMap((alert) => (alert.packageId === null ? [] : [alert.packageId])))];
  const titles = new Map(
    packageIds.length === 0 ? [] : (await tx.select({ id: packages.id, title: packages.title }).from(packages).where(inArray(packages.id, packageIds))).map((row) => [row.id, row.title]),
  );
  const sport = sportWords(event.sport);
  for (const alert of closed) {
    const locale = isLocale(alert.locale) ? alert.locale : 'da';
    const t = mailTranslator(locale, 'alert');
    const match = pick(event.title, locale);
    const packageTitle = alert.packageId === null ? null : pick(titles.get(alert.packageId) ?? null, locale);
    const mail = composeMail({
      kind: 'availability-alert-closed',
      bookingId: null,
      locale,
      recipient: alert.email,
      subject: t('closedSubject', { match, sport }),
      lines: [
        packageTitle ? t('closedLead', { match, package: packageTitle, sport }) : t('closedMatchLead', { match, sport }),
        t('closedWhy'),
        '',
        { label: t('otherTrips'), href: siteUrl(locale, '/packages') },
      ],
    });
    await enqueueMail(tx, mail, at);
  }
  return closed.length;
}
