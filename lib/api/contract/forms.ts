import { z } from 'zod';
import { chosenId, email, max, phone, required } from '@/lib/forms/rules';
import { ruleText } from '@/lib/forms/messages';
import { MAX_OFFER_LINK_LENGTH } from '@/lib/offers/offer-link';
import { SLUG_PATTERN } from './common';
import { INQUIRY_COMPANY_MAX, INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_PEOPLE_MAX, INQUIRY_PERSONS_MAX, INQUIRY_PHONE_MAX } from './form-limits';

/**
 * The inquiry forms (`POST forms/{form}`, browsing spec §2, §5, booking spec
 * §5): the offer request on the package page, the contact form on an offer
 * landing, the business (group) inquiry and the package inquiry. One body
 * schema per form, validated by the API and by the form on the page alike.
 * Every text is plain text: stored as typed and shown escaped.
 */
/** Ids of the forms, in the address. */
export const FORM_IDS = ['offer-request', 'offer-contact', 'business-inquiry', 'package-inquiry'] as const;
export type FormId = (typeof FORM_IDS)[number];


const name = () => required().check(max(INQUIRY_NAME_MAX));
const phoneNumber = () => phone().check(max(INQUIRY_PHONE_MAX));
const message = () => required().check(max(INQUIRY_MESSAGE_MAX));
/** A count a form's number field sends as text and the API as a number: a whole number from 1 to `most`. */
const count = (most: number) => {
  const range = ruleText('range', { min: 1, max: most });
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? ruleText('required') : range) })
      .int(range)
      .min(1, range)
      .max(most, range),
  );
};

/**
 * What tells a person from a script, on every inquiry form: the honeypot
 * (`website`, a field people never see; anything in it and the form is
 * refused) and how long the form took to fill, as the page measured it
 * (under MIN_FILL_MS it is refused). Checked by the API (server/modules/forms);
 * a filter of the simplest scripts only: the rate limits are the protection.
 */
export const botCheck = {
  website: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').optional(),
  filledMs: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(604_800_000, 'must be at most 604800000'),
};

/** Booking spec §5: name, a valid email, phone and message, all required; the package and the trip as the page holds it attached. */
export const offerRequestBody = z.object({
  name: name(),
  email: email(),
  phone: phoneNumber(),
  message: message(),
  packageId: chosenId(),
  /** The visitor's selection as an offer link (lib/offers/offer-link.ts): saved as an offer the staff can open. */
  offerLink: z.string({ error: 'must be an offer link' }).max(MAX_OFFER_LINK_LENGTH, `must be at most ${MAX_OFFER_LINK_LENGTH} characters`).optional(),
  ...botCheck,
});

/** Browsing spec §2: the offer landing's contact form, its landing attached. */
export const offerContactBody = z.object({
  name: name(),
  email: email(),
  phone: phoneNumber(),
  message: message(),
  campaign: z.string({ error: 'must be an offer page' }).regex(SLUG_PATTERN, 'must be an offer page'),
  ...botCheck,
});

/** Browsing spec §2: company, contact name, email, phone, about how many people, message. */
export const businessInquiryBody = z.object({
  company: required().check(max(INQUIRY_COMPANY_MAX)),
  name: name(),
  email: email(),
  phone: phoneNumber(),
  people: count(INQUIRY_PEOPLE_MAX),
  message: message(),
  ...botCheck,
});

/** Browsing spec §2: number of persons, departure airport (a departure group of the site), full name, email, phone; the package attached. */
export const packageInquiryBody = z.object({
  persons: count(INQUIRY_PERSONS_MAX),
  departureGroupId: chosenId(),
  name: name(),
  email: email(),
  phone: phoneNumber(),
  packageId: chosenId(),
  ...botCheck,
});

export const FORM_BODIES = {
  'offer-request': offerRequestBody,
  'offer-contact': offerContactBody,
  'business-inquiry': businessInquiryBody,
  'package-inquiry': packageInquiryBody,
} as const satisfies Record<FormId, z.ZodType>;

export type OfferRequestInput = z.input<typeof offerRequestBody>;
export type OfferRequestBody = z.output<typeof offerRequestBody>;
export type OfferContactInput = z.input<typeof offerContactBody>;
export type OfferContactBody = z.output<typeof offerContactBody>;
export type BusinessInquiryInput = z.input<typeof businessInquiryBody>;
export type BusinessInquiryBody = z.output<typeof businessInquiryBody>;
export type PackageInquiryInput = z.input<typeof packageInquiryBody>;
export type PackageInquiryBody = z.output<typeof packageInquiryBody>;
export type FormBody = { [F in FormId]: { form: F; body: z.output<(typeof FORM_BODIES)[F]> } }[FormId];

export const formParams = z.object({ form: z.enum(FORM_IDS, { error: `must be one of ${FORM_IDS.join(', ')}` }) });

/** 201: the inquiry's number (the staff's reference); an offer request's saved offer too. */
export const formResponse = z.object({ inquiry: z.object({ id: z.number(), form: z.enum(FORM_IDS), offerId: z.number().nullable() }) });
export type FormResponse = z.infer<typeof formResponse>;
