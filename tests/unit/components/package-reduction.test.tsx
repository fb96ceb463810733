import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PackageCard } from '@/features/packages/package-card';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import sv from '@/messages/sv.json';
import { packageFixture } from '../../support/package-fixture';

vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ href }: { href: { params: { slug: string }; query?: { type?: string } } }) => `/da/pakker/${href.params.slug}${href.query?.type ? `?type=${href.query.type}` : ''}`,
}));

function inLocale(locale: 'da' | 'sv', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'da' ? da : sv} formats={formats} timeZone="Europe/Copenhagen">
      {ui}
    </NextIntlClientProvider>,
  );
}

const NONE = { default: null, premium: null, defaultFlightLess: null, defaultHotelLess: null, withTransit: null };

describe('a reduced price on a package card (98/6/EC art. 6a)', () => {
  const reduced = packageFixture({
    blackWeekOfferAvailable: true,
    fromPrices: { default: 4245, premium: 6000, defaultFlightLess: null, defaultHotelLess: null, withTransit: 3900 },
    reductions: { ...NONE, default: { priorLowest: 4995, percent: 15, since: '2026-11-20' } },
  });

  it('says the percentage off and the lowest price of the 30 days before, beside the reduced variant only', () => {
    inLocale('da', <PackageCard pkg={reduced} season="blackWeek" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Black Week-tilbud')).toBeVisible();
    const variants = within(card).getAllByRole('listitem').filter((item) => item.closest('ul')?.getAttribute('aria-label')?.startsWith('Vælg rejse'));
    const full = variants.find((item) => item.textContent?.includes('Kr. 4.245,-'))!;
    expect(full).toHaveTextContent('Spar 15 %');
    expect(full).toHaveTextContent('Laveste pris de seneste 30 dage: Kr. 4.995,-');
    expect(variants.filter((item) => item.textContent?.includes('Laveste pris'))).toHaveLength(1);
  });

  it('speaks the site’s language', () => {
    inLocale('sv', <PackageCard pkg={{ ...reduced, currency: 'SEK' }} season="blackWeek" />);
    expect(screen.getByText('Spara 15 %')).toBeVisible();
    expect(screen.getByText(/^Lägsta pris de senaste 30 dagarna: 4\s995\sSEK$/)).toBeVisible();
  });

  it('shows no season offer and no reduction when no price is lower than the lowest of the 30 days before', () => {
    inLocale('da', <PackageCard pkg={{ ...reduced, reductions: NONE }} season="blackWeek" />);
    const card = screen.getByRole('article');
    expect(within(card).queryByText('Black Week-tilbud')).toBeNull();
    expect(within(card).queryByText(/Laveste pris|Spar /)).toBeNull();
  });
});
