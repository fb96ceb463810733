import { describe, expect, it } from 'vitest';
import { clubEventsJsonLd } from '@/app/[locale]/[edition]/(shop)/football-trips/[slug]/club-json-ld';
import { jsonLdText } from '@/lib/seo/json-ld';
import type { MinimalPackage } from '@/lib/api/contract/packages';

const club = (id: number, name: string) => ({ id, slug: `club-${id}`, name, logoThumbUrl: '' });
const HOME = club(1, 'FC København');
const GUEST = club(2, 'Brøndby IF');
const OTHER = club(3, 'AGF');

type Event = MinimalPackage['events'][number];

const event = (id: number, homeClub: Event['homeClub'], guestClub: Event['guestClub']): Event => ({
  id,
  slug: `event-${id}`,
  title: `${homeClub?.name} - ${guestClub?.name}`,
  eventDateTime: `2026-04-0${id}T18:00:00+02:00`,
  timeZone: 'Europe/Copenhagen',
  homeClub,
  guestClub,
  venue: { name: 'Parken', city: { name: 'København' } },
  tournament: { id: 1, slug: 'superligaen', name: 'Superligaen', logo: { originalUrl: '' } },
  sportCategory: { slug: 'soccer', name: 'Fodbold' },
  matchType: 'league',
  fixtureStatus: null,
});

function pkg(id: number, events: Event[], overrides: Partial<MinimalPackage> = {}): MinimalPackage {
  return {
    id,
    slug: `package-${id}`,
    title: `Package ${id}`,
    startDate: '2026-04-01',
    endDate: '2026-04-03',
    nights: 2,
    packageType: events.length > 1 ? 'bundle' : 'single',
    numberOfEvents: events.length,
    isSoldOut: false,
    fixtureHold: null,
    isRivalry: false,
    randomOffer: null,
    isRoundTrip: false,
    hasOffer: false,
    offerTitle: null,
    premiumAvailable: false,
    isTransitLess: true,
    isFlightLess: false,
    isHotelLess: false,
    isResidualSale: false,
    isBudgetTrip: false,
    blackWeekOfferAvailable: false,
    christmasOfferAvailable: false,
    newYearOfferAvailable: false,
    reductions: { default: null, premium: null, defaultFlightLess: null, defaultHotelLess: null, withTransit: null },
    prices: {
      basePrice: 2000,
      defaultPrice: 3000,
      premiumPrice: null,
      defaultFlightLessPrice: null,
      defaultHotelLessPrice: null,
      defaultWithTransitPrice: null,
    },
    fromPrices: { default: 3000, premium: null, defaultFlightLess: null, defaultHotelLess: null, withTransit: null },
    currency: 'DKK',
    destination: { city: { id: 1, name: 'København' }, country: { code: 'DK', name: 'Danmark' } },
    events,
    ...overrides,
  };
}

const url = (slug: string) => `https://fantur.dk/da/pakker/${slug}`;

describe('the club page’s schema.org data', () => {
  it('makes each of the club’s matches a SportsEvent with its teams, place and offer', () => {
    const data = clubEventsJsonLd(HOME, [pkg(10, [event(1, HOME, GUEST)])], url);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toEqual([
      {
        '@type': 'SportsEvent',
        name: 'FC København - Brøndby IF',
        startDate: '2026-04-01T18:00:00+02:00',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: 'Parken', address: { '@type': 'PostalAddress', addressLocality: 'København' } },
        homeTeam: { '@type': 'SportsTeam', name: 'FC København' },
        awayTeam: { '@type': 'SportsTeam', name: 'Brøndby IF' },
        offers: [
          {
            '@type': 'Offer',
            price: 3000,
            priceCurrency: 'DKK',
            availability: 'https://schema.org/InStock',
            url: 'https://fantur.dk/da/pakker/package-10',
          },
        ],
      },
    ]);
  });

  it('offers the lowest bookable price per person in the package’s currency', () => {
    const cheaperByBus = pkg(11, [event(1, HOME, GUEST)], {
      currency: 'SEK',
      isTransitLess: false,
      prices: { ...pkg(0, []).prices, defaultPrice: 4000, defaultWithTransitPrice: 3500 },
      fromPrices: { ...pkg(0, []).fromPrices, default: 4000, withTransit: 3500 },
    });
    const [match] = clubEventsJsonLd(GUEST, [cheaperByBus], url)['@graph'];
    expect(match?.offers).toEqual([expect.objectContaining({ price: 3500, priceCurrency: 'SEK' })]);
  });

  it('lists a match sold in two packages once, with an offer from each', () => {
    const match = event(1, HOME, GUEST);
    const data = clubEventsJsonLd(HOME, [pkg(10, [match]), pkg(12, [match, event(2, OTHER, HOME)])], url);
    expect(data['@graph'].map((entry) => entry.name)).toEqual(['FC København - Brøndby IF', 'AGF - FC København']);
    expect(data['@graph'][0]?.offers?.map((offer) => (offer as { url: string }).url)).toEqual([url('package-10'), url('package-12')]);
  });

  it('leaves out the matches of a bundle that the club does not play', () => {
    const data = clubEventsJsonLd(GUEST, [pkg(12, [event(1, HOME, GUEST), event(2, OTHER, HOME)])], url);
    expect(data['@graph'].map((entry) => entry.name)).toEqual(['FC København - Brøndby IF']);
  });

  it('has no offer for a match whose package has no bookable price', () => {
    const [match] = clubEventsJsonLd(HOME, [pkg(13, [event(1, HOME, GUEST)], { isSoldOut: true })], url)['@graph'];
    expect(match).not.toHaveProperty('offers');
  });

  it('escapes < so a name cannot close the script element', () => {
    const text = jsonLdText(clubEventsJsonLd(HOME, [pkg(14, [{ ...event(1, HOME, GUEST), title: '</script><script>alert(1)</script>' }])], url));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});
