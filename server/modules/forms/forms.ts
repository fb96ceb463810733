import 'server-only';
import { and, eq } from 'drizzle-orm';
import { MIN_FILL_MS } from '@/lib/api/contract/form-limits';
import type { FormBody, FormResponse } from '@/lib/api/contract/forms';
import type { Locale } from '@/lib/i18n/locales';
import { decodeOfferLink } from '@/lib/offers/offer-link';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { campaigns, departureAirportGroups, inquiries, packages } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { enqueueMail } from '@/server/modules/mail/outbox';
import { createOffer } from '@/server/modules/offers/offers';
import { pick } from '../localize';
import { inquiryMails, type InquiryFacts } from './mails';

/** The package an inquiry is about: its slug and title in the site's language. */
async function packageOf(tx: Executor, id: number, locale: Locale) {
  const [row] = await tx.select({ id: packages.id, slug: packages.slug, title: packages.title }).from(packages).where(eq(packages.id, id)).limit(1);
  return row ? { id: row.id, slug: row.slug, title: pick(row.title, locale) } : null;
}

/**
 * A public form a script sent: the honeypot (a field no person sees) filled,
 * or filled faster than a person can (the forms' bot check, lib/api/contract/forms.ts).
 * Refused before anything is read or kept.
 */
export function refuseScripts(body: { website?: string; filledMs: number }): void {
  if (body.website) throw new HttpError(422, 'The form could not be sent', 'form_rejected');
  if (body.filledMs < MIN_FILL_MS) throw new HttpError(422, 'The form was sent too quickly; please try again', 'form_too_quick');
}

const unprocessable = (field: string, message: string) => new HttpError(422, 'The form names something the shop does not have', 'invalid_form', { [field]: [message] });

/** What the inquiry is about, read in the caller's transaction: the package, the offer saved from its link, the landing, the departure group. */
async function factsOf(tx: Executor, input: FormBody, locale: Locale, at: Date): Promise<InquiryFacts> {
  switch (input.form) {
    case 'offer-request': {
      const { body } = input;
      const pkg = await packageOf(tx, body.packageId, locale);
      if (!pkg) throw unprocessable('packageId', 'names no package');
      let offerId: number | null = null;
      if (body.offerLink) {
        const read = decodeOfferLink(body.offerLink);
        if (!read.ok) throw unprocessable('offerLink', `${read.field}: ${read.message}`);
        if (read.link.packageId !== pkg.id) throw unprocessable('offerLink', 'packageId: is not the package asked about');
        // The trip as the visitor customised it, saved as an offer the staff open with one click.
        offerId = (await createOffer(tx, body.offerLink, locale, at)).body.offerId;
      }
      return { fields: { message: body.message, package: pkg.title }, pkg: { id: pkg.id, slug: pkg.slug, title: pkg.title }, offerId, about: pkg.title };
    }
    case 'offer-contact': {
      const { body } = input;
      const [campaign] = await tx
        .select({ name: campaigns.name, header: campaigns.header })
        .from(campaigns)
        .where(and(eq(campaigns.slug, body.campaign), eq(campaigns.locale, locale)))
        .limit(1);
      if (!campaign) throw unprocessable('campaign', 'names no offer page of the site');
      return { fields: { message: body.message, campaign: campaign.header }, pkg: null, offerId: null, about: campaign.header };
    }
    case 'business-inquiry': {
      const { body } = input;
      return { fields: { company: body.company, people: body.people, message: body.message }, pkg: null, offerId: null, about: null };
    }
    case 'package-inquiry': {
      const { body } = input;
      const pkg = await packageOf(tx, body.packageId, locale);
      const [group] = await tx
        .select({ name: departureAirportGroups.name })
        .from(departureAirportGroups)
        .where(and(eq(departureAirportGroups.id, body.departureGroupId), eq(departureAirportGroups.region, SITES[locale].departureRegion)))
        .limit(1);
      if (!pkg) throw unprocessable('packageId', 'names no package');
      if (!group) throw unprocessable('departureGroupId', 'is not a departure area of the site');
      return {
        fields: { persons: body.persons, departure: group.name, package: pkg.title },
        pkg: { id: pkg.id, slug: pkg.slug, title: pkg.title },
        offerId: null,
        about: pkg.title,
      };
    }
  }
}

/**
 * Takes an inquiry (`POST forms/{form}`): what it names checked (422 with the
 * field otherwise), stored as sent, and two mails in the outbox in the same
 * transaction: the staff's notification (in Danish, to the site's own
 * address) and the visitor's receipt in the site's language. An offer
 * request's trip is saved as an offer first, so the staff open it as the
 * visitor saw it.
 */
export async function submitForm(tx: Executor, input: FormBody, locale: Locale, at: Date): Promise<WriteResult<FormResponse>> {
  const facts = await factsOf(tx, input, locale, at);
  const { name, email, phone } = input.body;
  const [row] = await tx
    .insert(inquiries)
    .values({ form: input.form, locale, name, email, phone, fields: facts.fields, packageId: facts.pkg?.id ?? null, offerId: facts.offerId, createdAt: at })
    .returning({ id: inquiries.id });
  const id = row!.id;
  for (const mail of inquiryMails({ id, form: input.form, locale, name, email, phone }, facts)) await enqueueMail(tx, mail, at);
  return { status: 201, body: { inquiry: { id, form: input.form, offerId: facts.offerId } } };
}
