import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PackageCard } from '@/features/packages/package-card';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { packageFixture } from '../../support/package-fixture';

vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ href }: { href: { params: { slug: string }; query?: { type?: string } } }) => `/da/pakker/${href.params.slug}${href.query?.type ? `?type=${href.query.type}` : ''}`,
}));

const MESSAGES = { da, no, sv };
function inLocale(locale: Locale, ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** A one-match trip whose match the fixture feed postponed. */
function postponed() {
  const pkg = packageFixture();
  const [event] = pkg.events;
  return { ...pkg, events: [{ ...event!, fixtureStatus: 'postponed' as const }], numberOfEvents: 1, fixtureHold: 'postponed' as const };
}

describe('the card of a trip not sold for its match', () => {
  it('says the match is postponed where its kick-off and dates would be, and offers no button, in each language', () => {
    const words = {
      da: ['Udsat – ny dato følger', 'Kampen er udsat – rejsen kan bestilles, når der er en ny dato'],
      no: ['Utsatt – ny dato kommer', 'Kampen er utsatt – reisen kan bestilles når det er en ny dato'],
      sv: ['Uppskjuten – nytt datum kommer', 'Matchen är uppskjuten – resan kan bokas när det finns ett nytt datum'],
    } as const;
    for (const locale of ['da', 'no', 'sv'] as const) {
      const { unmount } = inLocale(locale, <PackageCard pkg={postponed()} />);
      const card = screen.getByRole('article');
      expect(within(card).getByText(words[locale][0])).toBeVisible();
      expect(within(card).getByText(words[locale][1])).toBeVisible();
      // No kick-off given as a time, and nothing to follow to a booking.
      expect(card.querySelector('time')).toBeNull();
      expect(card.querySelectorAll('a[href*="type="]')).toHaveLength(0);
      unmount();
    }
  });

  it('keeps the badges that describe the trip and drops those that sell it', () => {
    const selling = {
      ...postponed(),
      packageType: 'bundle' as const,
      numberOfEvents: 2,
      isRivalry: true,
      isSoldOut: true,
      isResidualSale: true,
      hasOffer: true,
      offerTitle: 'Spar 500 kr.',
      randomOffer: 'Gratis halstørklæde',
      blackWeekOfferAvailable: true,
      reductions: { ...packageFixture().reductions, default: { percent: 10, priorLowest: 5_000, since: '2026-11-20' } },
    };
    const { unmount } = inLocale('da', <PackageCard pkg={selling} season="blackWeek" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Dobbeltpakke')).toBeVisible();
    expect(within(card).getByText('Rivalopgør')).toBeVisible();
    for (const badge of ['Black Week-tilbud', 'Spar 500 kr.', 'Gratis halstørklæde', 'Restsalg', 'Udsolgt']) expect(within(card).queryByText(badge)).toBeNull();
    unmount();
    // The same trip while it is sold shows them.
    inLocale('da', <PackageCard pkg={{ ...selling, fixtureHold: null, events: packageFixture().events }} season="blackWeek" />);
    for (const badge of ['Black Week-tilbud', 'Spar 500 kr.', 'Restsalg']) expect(within(screen.getByRole('article')).getByText(badge)).toBeVisible();
  });

  it('gives a standing trip its kick-off and dates as ever', () => {
    inLocale('da', <PackageCard pkg={packageFixture()} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('time')).not.toBeNull();
    expect(card.querySelectorAll('a[href*="type="]').length).toBeGreaterThan(0);
  });
});

describe("a card's nights", () => {
  it('are overnight stays with a hotel, and nights without one when the trip has no hotel, in each language', () => {
    const words = {
      da: ['5 overnatninger', '5 nætter uden hotel'],
      no: ['5 overnattinger', '5 netter uten hotell'],
      sv: ['5 övernattningar', '5 nätter utan hotell'],
    } as const;
    for (const locale of ['da', 'no', 'sv'] as const) {
      for (const [isHotelLess, text] of [
        [false, words[locale][0]],
        [true, words[locale][1]],
      ] as const) {
        const { unmount } = inLocale(locale, <PackageCard pkg={{ ...packageFixture(), nights: 5, isHotelLess }} />);
        expect(screen.getByRole('article')).toHaveTextContent(text);
        if (isHotelLess) expect(screen.getByRole('article')).not.toHaveTextContent(words[locale][0]);
        unmount();
      }
    }
  });
});
