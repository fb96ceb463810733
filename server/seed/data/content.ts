/**
 * Sites, CMS content, campaigns, nationalities and coupon codes.
 */
import 'server-only';
import type { CmsBookingConfig, CmsConditions, CmsLanding, LocaleCode, Localized } from '@/server/db/schema';
import { SITES } from '@/lib/site/sites';
import { l } from '../text';

/** The `locales` rows: each site's language, currency and brand domain as the site table has them (browsing spec §1, §3). */
function site(code: LocaleCode, country: string, rateFromDkk: number) {
  const { domain, htmlLang, country: countryCode, currency } = SITES[code];
  return { code, domain, iso: `${htmlLang}-${countryCode}`, currency, country, rateFromDkk };
}

export const LOCALES = [site('da', 'Denmark', 1), site('no', 'Norway', 1.55), site('sv', 'Sweden', 1.5)];

export const CMS_LANDING: Readonly<Record<LocaleCode, CmsLanding>> = {
  da: {
    showOfferSaleButton: true,
    showResidualSaleButton: true,
    showBudgetTripsButton: false,
    videoUrl: null,
    mobileVideoUrl: null,
    title: 'Fodboldrejser til Europas største kampe',
    description: 'Kampbillet, fly og hotel i én pakke – vælg din klub og tag af sted.',
  },
  no: {
    showOfferSaleButton: true,
    showResidualSaleButton: true,
    showBudgetTripsButton: false,
    videoUrl: null,
    mobileVideoUrl: null,
    title: 'Fotballreiser til Europas største kamper',
    description: 'Kampbillett, fly og hotell i én pakke – velg klubben din og dra på kamp.',
  },
  sv: {
    showOfferSaleButton: true,
    showResidualSaleButton: true,
    showBudgetTripsButton: false,
    videoUrl: null,
    mobileVideoUrl: null,
    title: 'Fotbollsresor till Europas största matcher',
    description: 'Matchbiljett, flyg och hotell i ett paket – välj din klubb och åk på match.',
  },
};

/** The texts the visitor accepts while booking and that the PDF offer prints (booking spec §2 PDF offer sections, §5 checkboxes). */
export const CMS_CONDITIONS: Readonly<Record<LocaleCode, CmsConditions>> = {
  da: {
    general:
      'Rejsen er omfattet af lov om pakkerejser og sammensatte rejsearrangementer og Fanturs generelle betingelser. Bestillingen er bindende, når du har modtaget vores bekræftelse, og fakturaen skal betales inden den angivne frist. Navne skal stemme nøjagtigt overens med passet.',
    extraordinary:
      'Kampbilletter købes specifikt til din rejse og kan hverken ombyttes eller refunderes. Flybilletter udstedes straks efter betaling og følger flyselskabets regler for ændringer og afbestilling.',
    ticketOnly:
      'Du køber kun kampbillet. Transport og overnatning er ikke omfattet af lov om pakkerejser og sammensatte rejsearrangementer, og du er selv ansvarlig for at nå frem til kampen i god tid.',
    matchRisk:
      'Kampdato og -tidspunkt fastsættes af ligaen og kan blive ændret med kort varsel, typisk af hensyn til tv. En flytning inden for rejseperioden giver ikke ret til kompensation. Aflyses kampen, refunderes billetprisen, når kampens arrangør har refunderet os.',
  },
  no: {
    general:
      'Reisen omfattes av pakkereiseloven og Fanturs generelle vilkår. Bestillingen er bindende når du har mottatt bekreftelsen vår, og fakturaen må betales innen fristen. Navn må stemme nøyaktig med passet.',
    extraordinary:
      'Kampbilletter kjøpes spesielt til din reise og kan verken byttes eller refunderes. Flybilletter utstedes rett etter betaling og følger flyselskapets regler for endring og avbestilling.',
    ticketOnly:
      'Du kjøper kun kampbillett. Transport og overnatting omfattes ikke av pakkereiseloven, og du er selv ansvarlig for å komme frem til kampen i god tid.',
    matchRisk:
      'Kampdato og avsparkstid fastsettes av ligaen og kan endres på kort varsel, som regel på grunn av TV. En flytting innenfor reiseperioden gir ikke rett til kompensasjon. Avlyses kampen, refunderes billettprisen når kamparrangøren har refundert oss.',
  },
  sv: {
    general:
      'Resan omfattas av paketreselagen (2018:1217) och Fanturs allmänna villkor. Bokningen är bindande när du har fått vår bekräftelse, och fakturan ska betalas före förfallodagen. Namn måste stämma exakt med passet.',
    extraordinary:
      'Matchbiljetter köps specifikt för din resa och kan varken bytas eller återbetalas. Flygbiljetter utfärdas direkt efter betalning och följer flygbolagets regler för ändring och avbokning.',
    ticketOnly:
      'Du köper endast matchbiljett. Resa och boende omfattas inte av paketreselagen, och du ansvarar själv för att komma till matchen i god tid.',
    matchRisk:
      'Matchdatum och avsparkstid bestäms av ligan och kan ändras med kort varsel, oftast på grund av tv. En flytt inom reseperioden ger inte rätt till ersättning. Ställs matchen in återbetalas biljettpriset när matcharrangören har återbetalat oss.',
  },
};

/** DKK per passenger, booking spec §9 (not applied to residual sale). */
export const BOOKING_CONFIG: CmsBookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };

export interface CampaignData {
  slug: string;
  name: Localized;
  header: Localized;
  tagline: Localized;
  bullets: Record<LocaleCode, string[]>;
  /** A packages-list query; the path is localized (/pakker on da and no, /resor on sv: browsing spec §2). */
  query: string;
  linkCaption: Localized;
  overlayColor: string;
  logoUrl: string | null;
}

export const CAMPAIGNS: readonly CampaignData[] = [
  {
    slug: 'tilbud',
    name: l('Tilbud', 'Tilbud', 'Erbjudanden'),
    header: l('Fodboldrejser til skarpe priser', 'Fotballreiser til skarpe priser', 'Fotbollsresor till skarpa priser'),
    tagline: l('Nedsatte priser på udvalgte kampe', 'Reduserte priser på utvalgte kamper', 'Sänkta priser på utvalda matcher'),
    bullets: {
      da: ['Kampbillet, fly og hotel i én pris', 'Begrænset antal pladser', 'Betal nemt med kort eller MobilePay'],
      no: ['Kampbillett, fly og hotell til én pris', 'Begrenset antall plasser', 'Betal enkelt med kort eller Vipps'],
      sv: ['Matchbiljett, flyg och hotell till ett pris', 'Begränsat antal platser', 'Betala enkelt med kort eller Swish'],
    },
    query: '?hasOffer=true',
    linkCaption: l('Se alle tilbud', 'Se alle tilbud', 'Se alla erbjudanden'),
    overlayColor: '#0b6e4f',
    logoUrl: null,
  },
  {
    slug: 'premier-league',
    name: l('Premier League', 'Premier League', 'Premier League'),
    header: l('Oplev Premier League live', 'Opplev Premier League live', 'Upplev Premier League live'),
    tagline: l('Verdens mest sete liga – fra Anfield til Emirates', 'Verdens mest sette liga – fra Anfield til Emirates', 'Världens mest sedda liga – från Anfield till Emirates'),
    bullets: {
      da: ['Alle 20 klubber', 'Fly fra København', 'Hoteller tæt på stadion'],
      no: ['Alle 20 klubbene', 'Fly fra hele Norge', 'Hoteller nær stadion'],
      sv: ['Alla 20 klubbar', 'Flyg från hela Sverige', 'Hotell nära arenan'],
    },
    query: '?tournaments=premier-league',
    linkCaption: l('Se Premier League-rejser', 'Se Premier League-reiser', 'Se Premier League-resor'),
    overlayColor: '#3d195b',
    logoUrl: '/media/crest/tournament/premier-league.svg',
  },
  {
    slug: 'julegave',
    name: l('Julegaven', 'Julegaven', 'Julklappen'),
    header: l('Giv en fodboldrejse i julegave', 'Gi en fotballreise i julegave', 'Ge bort en fotbollsresa i julklapp'),
    tagline: l('Den gave, der bliver husket længst', 'Gaven som blir husket lengst', 'Presenten som minns längst'),
    bullets: {
      da: ['Juletilbud på udvalgte rejser', 'Gavekort kan bruges på alle rejser', 'Send gavekortet med posten'],
      no: ['Julepriser på utvalgte reiser', 'Gavekort kan brukes på alle reiser', 'Send gavekortet i posten'],
      sv: ['Julpriser på utvalda resor', 'Presentkort kan användas på alla resor', 'Skicka presentkortet med posten'],
    },
    query: '?christmas=true',
    linkCaption: l('Se juletilbud', 'Se julepriser', 'Se julerbjudanden'),
    overlayColor: '#c8102e',
    logoUrl: null,
  },
];

export const NATIONALITIES: readonly { code: string; label: Localized }[] = [
  { code: 'DK', label: l('Dansk', 'Dansk', 'Dansk') },
  { code: 'NO', label: l('Norsk', 'Norsk', 'Norsk') },
  { code: 'SE', label: l('Svensk', 'Svensk', 'Svensk') },
  { code: 'FI', label: l('Finsk', 'Finsk', 'Finländsk') },
  { code: 'IS', label: l('Islandsk', 'Islandsk', 'Isländsk') },
  { code: 'DE', label: l('Tysk', 'Tysk', 'Tysk') },
  { code: 'GB', label: l('Britisk', 'Britisk', 'Brittisk') },
  { code: 'NL', label: l('Hollandsk', 'Nederlandsk', 'Nederländsk') },
  { code: 'PL', label: l('Polsk', 'Polsk', 'Polsk') },
  { code: 'FR', label: l('Fransk', 'Fransk', 'Fransk') },
  { code: 'ES', label: l('Spansk', 'Spansk', 'Spansk') },
  { code: 'IT', label: l('Italiensk', 'Italiensk', 'Italiensk') },
  { code: 'PT', label: l('Portugisisk', 'Portugisisk', 'Portugisisk') },
  { code: 'BE', label: l('Belgisk', 'Belgisk', 'Belgisk') },
  { code: 'AT', label: l('Østrigsk', 'Østerriksk', 'Österrikisk') },
  { code: 'CH', label: l('Schweizisk', 'Sveitsisk', 'Schweizisk') },
  { code: 'IE', label: l('Irsk', 'Irsk', 'Irländsk') },
  { code: 'US', label: l('Amerikansk', 'Amerikansk', 'Amerikansk') },
  { code: 'EE', label: l('Estisk', 'Estisk', 'Estnisk') },
  { code: 'LT', label: l('Litauisk', 'Litauisk', 'Litauisk') },
  { code: 'LV', label: l('Lettisk', 'Latvisk', 'Lettisk') },
  { code: 'UA', label: l('Ukrainsk', 'Ukrainsk', 'Ukrainsk') },
  { code: 'TR', label: l('Tyrkisk', 'Tyrkisk', 'Turkisk') },
];

export interface CouponData {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  isPerPassenger: boolean;
  /** Validity relative to today, in days. */
  from: number;
  to: number;
  isActive: boolean;
}

/** Booking spec §3 Coupon, §9 total: percent of the subtotal, or a fixed amount (times passengers if per passenger). */
export const COUPONS: readonly CouponData[] = [
  { code: 'VELKOMMEN10', type: 'percent', amount: 10, isPerPassenger: false, from: -30, to: 365, isActive: true },
  { code: 'FODBOLD500', type: 'fixed', amount: 500, isPerPassenger: false, from: -7, to: 90, isActive: true },
  { code: 'GRUPPE250', type: 'fixed', amount: 250, isPerPassenger: true, from: -14, to: 180, isActive: true },
  { code: 'SOMMER15', type: 'percent', amount: 15, isPerPassenger: false, from: -200, to: -20, isActive: true },
  { code: 'PAUSE20', type: 'percent', amount: 20, isPerPassenger: false, from: -10, to: 60, isActive: false },
];
