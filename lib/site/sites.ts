import type { Locale } from '@/lib/i18n/locales';
import { SITE_BASICS, type SiteBasics } from './site-basics';

/**
 * The site table: every fact about a country site in one place, read by the
 * storefront and the reference backend alike (pure data, no React). The
 * browser's code reads only the basics (./site-basics.ts).
 */

export { DEPARTURE_REGIONS, SITE_CURRENCIES, type DepartureRegion, type SiteCurrency } from './site-basics';

/** One country site (browsing spec §1, §2 "Footer", §9). */
export interface Site extends SiteBasics {
  /**
   * The brand's domain. Which host serves a site is configuration
   * (`SITE_DOMAINS`, lib/i18n/domains.ts), not this table.
   */
  domain: string;
  /** ISO 3166-1 alpha-2 of the company's country. */
  country: string;
  contact: { phone: string; phoneHref: string; email: string; address: string[] };
  /** Times in the site's own zone. Saturday is by phone only (browsing spec §9). */
  openingHours: { weekdays: string; saturday: string; sunday: null };
  /** The company selling on this site: the organiser itself on the Danish site, on its behalf on the others. */
  company: { name: string; registrationLabel: 'cvr' | 'orgNo'; registrationNumber: string };
  /**
   * The traveller's number for help during a trip, answered day and night,
   * separate from the opening hours (package travel law: the organiser's duty
   * to assist; match days are Saturdays and Sundays).
   */
  emergency: { phone: string; phoneHref: string };
  /**
   * Where a traveller of this country takes a complaint the organiser has not
   * settled (the route is always first to the organiser). No link to the EU's
   * online dispute platform: it closed on 20 July 2025.
   */
  complaintsBoard: { name: string; url: string };
  /**
   * Paying an invoice (booking spec §3 "Invoice"): the days an invoice gives
   * (fewer when the trip starts sooner), the days before the due date the
   * reminder goes out, and the account a bank transfer pays into.
   */
  payment: { dueDays: number; reminderDaysBefore: number; bank: { institution: string; account: string } };
  /**
   * The site's home departure area (browsing spec §3, the first group of its
   * region): every package the site sells starts from here, its default
   * flight leaving from and returning to `airport`, one of the group's.
   */
  homeDeparture: { group: string; airport: string };
}

export interface StaffMember {
  name: string;
  post: 'director' | 'sales' | 'travelConsultant' | 'customerService';
  photoUrl: string;
}

/** Insolvency protection of a package (Package Travel Directive art. 17). */
export interface TravelGuarantee {
  fund: string;
  /** ISO 3166-1 alpha-2 of the fund's country. */
  fundCountry: string;
  memberNumber: string;
  /** The fund's public lookup of its members, where a traveller finds the organiser by name or number. */
  registryUrl: string;
  /** Where a traveller denied services because of the organiser's insolvency reaches the fund (Annex I: the protector's contact). */
  contact: { phone: string; url: string };
}

/**
 * The organiser of every package on every site: the trader who puts the
 * package together, sells it and answers for its performance (Package Travel
 * Directive art. 3(8), art. 13). The Norwegian and Swedish companies of the
 * site table sell its packages on its behalf.
 */
const ORGANISER_COMPANY = { name: 'Fantur ApS', registrationLabel: 'cvr', registrationNumber: '41 27 58 93' } as const;

export const ORGANISER = {
  ...ORGANISER_COMPANY,
  address: ['Vesterbrogade 12', '1620 København V', 'Danmark'],
  phone: '+45 70 20 34 50',
  phoneHref: 'tel:+4570203450',
  email: 'info@fantur.dk',
} as const;

/** The insolvency protection of every package sold on every site (the organiser's): one fund, one number, in every mail and on every PDF. */
export const TRAVEL_GUARANTEE: TravelGuarantee = {
  fund: 'Rejsegarantifonden',
  fundCountry: 'DK',
  memberNumber: '2985',
  registryUrl: 'https://www.rejsegarantifonden.dk/medlem/',
  contact: { phone: '+45 45 87 83 33', url: 'https://www.rejsegarantifonden.dk/' },
};

const OPENING_HOURS = { weekdays: '09:00-15:00', saturday: '10:00-12:00', sunday: null } as const;

export const SITES: Readonly<Record<Locale, Site>> = {
  da: {
    ...SITE_BASICS.da,
    domain: 'fantur.dk',
    country: 'DK',
    contact: { phone: '+45 70 20 34 50', phoneHref: 'tel:+4570203450', email: 'info@fantur.dk', address: ['Fantur ApS', 'Vesterbrogade 12', '1620 København V'] },
    openingHours: OPENING_HOURS,
    company: ORGANISER_COMPANY,
    emergency: { phone: '+45 70 20 34 59', phoneHref: 'tel:+4570203459' },
    complaintsBoard: { name: 'Pakkerejse-Ankenævnet', url: 'https://www.pakkerejseankenaevnet.dk/' },
    payment: { dueDays: 7, reminderDaysBefore: 2, bank: { institution: 'Danske Bank', account: 'Reg. 3409 konto 4310 582 917' } },
    homeDeparture: { group: 'dk-kobenhavn', airport: 'CPH' },
  },
  no: {
    ...SITE_BASICS.no,
    domain: 'fantur.no',
    country: 'NO',
    contact: { phone: '+47 21 98 40 20', phoneHref: 'tel:+4721984020', email: 'info@fantur.no', address: ['Fantur AS', 'Karl Johans gate 7', '0154 Oslo'] },
    openingHours: OPENING_HOURS,
    company: { name: 'Fantur AS', registrationLabel: 'orgNo', registrationNumber: '923 456 781' },
    emergency: { phone: '+47 21 98 40 29', phoneHref: 'tel:+4721984029' },
    complaintsBoard: { name: 'Pakkereisenemnda', url: 'https://www.pakkereisenemnda.no/' },
    payment: { dueDays: 7, reminderDaysBefore: 2, bank: { institution: 'DNB', account: '1503 42 87361' } },
    homeDeparture: { group: 'no-oslo-sandefjord', airport: 'OSL' },
  },
  sv: {
    ...SITE_BASICS.sv,
    domain: 'fantur.se',
    country: 'SE',
    contact: { phone: '+46 8 410 320 60', phoneHref: 'tel:+46841032060', email: 'info@fantur.se', address: ['Fantur AB', 'Drottninggatan 33', '111 51 Stockholm'] },
    openingHours: OPENING_HOURS,
    company: { name: 'Fantur AB', registrationLabel: 'orgNo', registrationNumber: '559123-4567' },
    emergency: { phone: '+46 8 410 320 69', phoneHref: 'tel:+46841032069' },
    complaintsBoard: { name: 'Allmänna reklamationsnämnden (ARN)', url: 'https://www.arn.se/' },
    payment: { dueDays: 5, reminderDaysBefore: 2, bank: { institution: 'Handelsbanken (bankgiro)', account: '5402-7718' } },
    homeDeparture: { group: 'se-stockholm', airport: 'ARN' },
  },
};

/** The four people a visitor may meet on the phone (browsing spec §2 "Footer"). */
export const STAFF: StaffMember[] = [
  { name: 'Mette Kjærgaard', post: 'director', photoUrl: '/media/avatar/mette-kjaergaard.svg' },
  { name: 'Jonas Lindqvist', post: 'sales', photoUrl: '/media/avatar/jonas-lindqvist.svg' },
  { name: 'Ingrid Solberg', post: 'travelConsultant', photoUrl: '/media/avatar/ingrid-solberg.svg' },
  { name: 'Ali Hassan', post: 'customerService', photoUrl: '/media/avatar/ali-hassan.svg' },
];
