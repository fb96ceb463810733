/**
 * The standard information form for a package offered on a website
 * (Package Travel Directive 2015/2302 art. 5(1) and Annex I part A; the
 * Danish pakkerejselov, the Norwegian pakkereiseloven and the Swedish
 * paketreselag (2018:1217) take it over): that the offer is a package, who
 * answers for it, its insolvency protection, and the traveller's essential
 * rights, point by point. The points' words are the messages'
 * (`packageTravel.form.rights.<point>`); their order and the facts they name
 * are here, for the package page, the booking page and the confirmation mail.
 */
import type { Locale } from '@/lib/i18n/locales';
import { emergencyPhone } from '@/lib/site/emergency';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';

/** The traveller's essential rights, in Annex I's order. */
export const TRAVELLER_RIGHTS = [
  /** All essential information about the package before the contract is made. */
  'information',
  /** At least one trader is liable for the proper performance of every service in it. */
  'liability',
  /** An emergency number or contact point to reach the organiser. */
  'emergency',
  /** The package may be transferred to another person on reasonable notice, possibly against extra costs. */
  'transfer',
  /** Price increases only for named costs the contract allows, never later than 20 days before the start; above 8 % the traveller may terminate; a price reduction when those costs fall. */
  'priceChanges',
  /** Termination free of charge with a full refund when an essential element other than the price changes significantly; a refund and, where due, compensation when the organiser cancels. */
  'significantChange',
  /** Termination free of charge before the start on unavoidable and extraordinary circumstances at or near the destination. */
  'extraordinary',
  /** Termination at any time before the start against an appropriate and justifiable fee. */
  'anyTime',
  /** What is refunded is refunded within 14 days. */
  'refunds',
  /** When significant elements cannot be provided during the trip: suitable alternatives at no extra cost, or termination free of charge. */
  'alternatives',
  /** A price reduction and/or compensation when services are not or improperly performed. */
  'compensation',
  /** Assistance when the traveller is in difficulty. */
  'assistance',
  /** The organiser's insolvency: payments refunded and, with transport included, repatriation secured. */
  'insolvency',
] as const;
export type TravellerRight = (typeof TRAVELLER_RIGHTS)[number];

/** The Directive, as Annex I asks to link it, beside the national law that takes it over (named in the messages). */
export const DIRECTIVE_URL = 'https://eur-lex.europa.eu/eli/dir/2015/2302/oj';

/** The facts the form names on a site: the organiser, the seller where another company sells for it, the fund and the 24/7 number (`EMERGENCY_PHONES`, else the site table's). */
export function formFacts(locale: Locale) {
  const site = SITES[locale];
  const emergency = emergencyPhone(locale);
  return {
    organiser: ORGANISER.name,
    /** The company that sells on the organiser's behalf on this site, or null where the organiser sells itself. */
    seller: site.company.name === ORGANISER.name ? null : site.company.name,
    fund: TRAVEL_GUARANTEE.fund,
    fundUrl: TRAVEL_GUARANTEE.registryUrl,
    memberNumber: TRAVEL_GUARANTEE.memberNumber,
    fundPhone: TRAVEL_GUARANTEE.contact.phone,
    fundContactUrl: TRAVEL_GUARANTEE.contact.url,
    emergencyPhone: emergency.phone,
    emergencyHref: emergency.phoneHref,
  };
}

/** The organiser's contact as the facts before the order name it (art. 5(1)(b)). */
export const organiserContact = () => ({
  name: ORGANISER.name,
  address: ORGANISER.address.join(', '),
  phone: ORGANISER.phone,
  phoneHref: ORGANISER.phoneHref,
  email: ORGANISER.email,
});
