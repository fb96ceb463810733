import { render, screen } from '@testing-library/react';
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
