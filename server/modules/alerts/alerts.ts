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
import { and, asc, eq, gte, isNull, not, sql } from 'drizzle-orm';
import type { AlertBody, AlertResponse } from '@/lib/api/contract/alerts';
import type { Locale } from '@/lib/i18n/locales';
import { isLocale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { availabilityAlerts, events, packageEvents, packages, type Localized } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { localIsoDate } from '@/lib/seasons';
import { pick } from '../localize';
import { composeMail, mailTranslator } from '../mail/compose';
import { enqueueMail } from '../mail/outbox';
import { onSale } from '../packages/on-sale';

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

/** A sold-out package can be waited for; one that can be booked is booked instead. */
async function waitablePackage(tx: Executor, packageId: number): Promise<{ packageId: number }> {
  const [pkg] = await tx.select({ id: packages.id, isSoldOut: packages.isSoldOut }).from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg) throw new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { packageId: ['names no package'] });
  if (!pkg.isSoldOut) throw new HttpError(422, 'The trip can be booked now', 'package_available', { packageId: ['can be booked now'] });
  return { packageId: pkg.id };
}

/** A match not yet played that no trip includes can be waited for; a match with a trip has that trip's page (and its alert) instead. */
async function waitableMatch(tx: Executor, eventId: number, at: Date): Promise<{ eventId: number }> {
  const [event] = await tx
    .select({ id: events.id, eventDateTime: events.eventDateTime, trips: sql<number>`(select count(*) from ${packageEvents} where ${packageEvents.eventId} = ${events.id})`.mapWith(Number) })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { eventId: ['names no match'] });
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

/** An alert claimed for mailing: its address and the trip to link, and the match when it waited for one. */
interface DueAlert {
  email: string;
  locale: string;
  token: string;
  slug: string;
  title: Localized;
  match: Localized | null;
}

/**
 * Mails every address whose package can be booked again (not sold out, not
 * over), and every address whose match is now in a trip that can be booked
 * (the first such trip to start): the number mailed.
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
          isNull(availabilityAlerts.notifiedAt),
          isNull(availabilityAlerts.unsubscribedAt),
        ),
      )
      .returning({ email: availabilityAlerts.email, locale: availabilityAlerts.locale, token: availabilityAlerts.token, slug: packages.slug, title: packages.title });

    const trip = tx
      .selectDistinctOn([packageEvents.eventId], { eventId: packageEvents.eventId, slug: packages.slug, title: sql<Localized>`${packages.title}`.as('package_title'), match: sql<Localized>`${events.title}`.as('match_title') })
      .from(packageEvents)
      .innerJoin(packages, eq(packages.id, packageEvents.packageId))
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .where(and(not(packages.isSoldOut), gte(packages.startDate, today), onSale(tx)))
      .orderBy(packageEvents.eventId, asc(packages.startDate), asc(packages.id))
      .as('trip');
    const forMatches = await tx
      .update(availabilityAlerts)
      .set({ notifiedAt: at })
      .from(trip)
      .where(and(eq(trip.eventId, availabilityAlerts.eventId), isNull(availabilityAlerts.notifiedAt), isNull(availabilityAlerts.unsubscribedAt)))
      .returning({ email: availabilityAlerts.email, locale: availabilityAlerts.locale, token: availabilityAlerts.token, slug: trip.slug, title: trip.title, match: trip.match });

    const due: DueAlert[] = [...forPackages.map((row) => ({ ...row, match: null })), ...forMatches];
    for (const alert of due) {
      const locale = isLocale(alert.locale) ? alert.locale : 'da';
      const t = mailTranslator(locale, 'alert');
      const title = pick(alert.title, locale);
      const match = pick(alert.match, locale);
      const [subject, lead, why] = match
        ? [t('matchSubject', { match }), t('matchLead', { match, package: title }), t('matchWhy')]
        : [t('subject', { package: title }), t('lead', { package: title }), t('why')];
      const mail = composeMail({
        kind: 'availability-alert',
        bookingId: null,
        locale,
        recipient: alert.email,
        subject,
        lines: [
          lead,
          '',
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
