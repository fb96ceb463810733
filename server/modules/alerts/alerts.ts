/**
 * Availability alerts (the inquiries issue): an address waits for a sold-out
 * package, and gets one mail when the package can be booked again, with a
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
import { and, eq, gte, isNull, not, sql } from 'drizzle-orm';
import type { AlertBody, AlertResponse } from '@/lib/api/contract/alerts';
import type { Locale } from '@/lib/i18n/locales';
import { isLocale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { availabilityAlerts, packages } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { localIsoDate } from '@/lib/seasons';
import { pick } from '../localize';
import { composeMail, mailTranslator } from '../mail/compose';
import { enqueueMail } from '../mail/outbox';

export async function subscribeToAlert(tx: Executor, body: AlertBody, locale: Locale, at: Date): Promise<WriteResult<AlertResponse>> {
  const [pkg] = await tx.select({ id: packages.id, isSoldOut: packages.isSoldOut }).from(packages).where(eq(packages.id, body.packageId)).limit(1);
  if (!pkg) throw new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { packageId: ['names no package'] });
  if (!pkg.isSoldOut) throw new HttpError(422, 'The trip can be booked now', 'package_available', { packageId: ['can be booked now'] });
  await tx
    .insert(availabilityAlerts)
    .values({ email: body.email, locale, packageId: pkg.id, token: randomBytes(24).toString('base64url'), createdAt: at })
    .onConflictDoUpdate({
      target: [availabilityAlerts.email, availabilityAlerts.packageId],
      set: { locale, notifiedAt: null },
      // An address that unsubscribed stays so: anyone can type an address, only its owner has the mail's link.
      setWhere: isNull(availabilityAlerts.unsubscribedAt),
    });
  return { status: 201, body: { alert: { email: body.email, packageId: pkg.id } } };
}

/** Ends the alert a mail's link names; the same answer for any token. */
export async function unsubscribeFromAlert(db: Executor, token: string, at: Date): Promise<void> {
  await db
    .update(availabilityAlerts)
    .set({ unsubscribedAt: at })
    .where(and(eq(availabilityAlerts.token, token), isNull(availabilityAlerts.unsubscribedAt)));
}

/** Mails every address whose package can be booked again (not sold out, not over): the number mailed. */
export async function notifyAvailableAlerts(db: Executor, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(availabilityAlerts)
      .set({ notifiedAt: at })
      .from(packages)
      .where(
        and(
          eq(packages.id, availabilityAlerts.packageId),
          not(packages.isSoldOut),
          gte(packages.startDate, sql`${localIsoDate(at, SITES.da.timeZone)}`),
          isNull(availabilityAlerts.notifiedAt),
          isNull(availabilityAlerts.unsubscribedAt),
        ),
      )
      .returning({ email: availabilityAlerts.email, locale: availabilityAlerts.locale, token: availabilityAlerts.token, slug: packages.slug, title: packages.title });
    for (const alert of due) {
      const locale = isLocale(alert.locale) ? alert.locale : 'da';
      const t = mailTranslator(locale, 'alert');
      const title = pick(alert.title, locale);
      const mail = composeMail({
        kind: 'availability-alert',
        bookingId: null,
        locale,
        recipient: alert.email,
        subject: t('subject', { package: title }),
        lines: [
          t('lead', { package: title }),
          '',
          { label: t('link'), href: siteUrl(locale, '/packages/[slug]', { slug: alert.slug }) },
          '',
          t('why'),
          { label: t('unsubscribe'), href: `${siteUrl(locale, '/alerts/unsubscribe')}?token=${alert.token}` },
        ],
      });
      await enqueueMail(tx, mail, at);
    }
    return due.length;
  });
}
