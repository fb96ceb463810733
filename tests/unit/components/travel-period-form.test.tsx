import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { PackageStoreProvider, usePackageState } from '@/features/package/store/package-store';
import { TravelPeriodSection } from '@/features/package/steps/travel-period-section';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { defaultSelection } from '@/lib/package/selection';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { packageFixture } from '../../support/package-fixture';

const MESSAGES = { da, no, sv } as const;

// The rule loads with the form's first use; loaded once here, a test's wait is about the form.
beforeAll(() => import('@/features/package/form-schemas'));

/** The period the page's selection holds, as the URL would say it. */
function ChosenPeriod() {
  const period = usePackageState((state) => state.selection.period);
  return <output aria-label="chosen">{period ? `${period.startDate}/${period.endDate}` : 'package'}</output>;
}

// The fixture's trip: 1-4 May 2026, extendable by 5 days in all, today 1 April.
function renderSection(locale: Locale, pkg: PackageDetail = packageFixture()) {
  render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone="Europe/Copenhagen">
      <PackageStoreProvider pkg={pkg} bookingConfig={{ flightLessDiscount: 1500, hotelLessDiscount: 900 }} initial={defaultSelection(pkg)} coupon={null}>
        <TravelPeriodSection />
        <ChosenPeriod />
      </PackageStoreProvider>
    </NextIntlClientProvider>,
  );
  const texts = MESSAGES[locale].package.customise;
  const user = userEvent.setup();
  return {
    async choose(from: string, to: string) {
      for (const [label, day] of [
        [texts.periodFrom, from],
        [texts.periodTo, to],
      ] as const) {
        await user.clear(screen.getByLabelText(label));
        if (day) await user.type(screen.getByLabelText(label), day);
      }
      await user.click(screen.getByRole('button', { name: texts.periodApply }));
    },
  };
}

const chosen = () => screen.getByRole('status', { name: 'chosen' });

describe('travel period form: a refused period reads as before (booking spec §4)', () => {
  it.each([
    ['da', 'Rejseperioden kan ikke gøres kortere end kampene. Du kan kun forlænge den.', 'Du kan højst forlænge rejsen med 5 dage.', 'Vælg en gyldig udrejse- og hjemrejsedato.'],
    ['no', 'Reiseperioden kan ikke gjøres kortere enn kampene. Du kan bare forlenge den.', 'Du kan forlenge reisen med høyst 5 dager.', 'Velg en gyldig utreise- og hjemreisedato.'],
    ['sv', 'Resperioden kan inte bli kortare än matcherna. Du kan bara förlänga den.', 'Du kan förlänga resan med högst 5 dagar.', 'Välj ett giltigt datum för ut- och hemresa.'],
  ] as const)('%s: shortened, too long, no date', async (locale, shortened, tooLong, invalid) => {
    const page = renderSection(locale);
    await page.choose('2026-05-02', '2026-05-04');
    expect(await screen.findByRole('alert')).toHaveTextContent(shortened);

    await page.choose('2026-04-25', '2026-05-04');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(tooLong));

    await page.choose('', '2026-05-04');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(invalid));
    expect(chosen()).toHaveTextContent('package');
  });

  it.each([
    ['da', 'Rejsen kan ikke begynde før i dag.'],
    ['no', 'Reisen kan ikke starte før i dag.'],
    ['sv', 'Resan kan inte börja före i dag.'],
  ] as const)('%s: a start before today reads "%s"', async (locale, past) => {
    const page = renderSection(locale, packageFixture({ today: '2026-04-30' }));
    await page.choose('2026-04-29', '2026-05-04');
    expect(await screen.findByRole('alert')).toHaveTextContent(past);
  });
});

describe('travel period form: a taken period', () => {
  it('extends the trip and says no problem; the package’s own period is no extension', async () => {
    const page = renderSection('da');
    await page.choose('2026-05-02', '2026-05-04');
    await screen.findByRole('alert');
    await page.choose('2026-04-30', '2026-05-05');
    await waitFor(() => expect(chosen()).toHaveTextContent('2026-04-30/2026-05-05'));
    expect(screen.queryByRole('alert')).toBeNull();
    await page.choose('2026-05-01', '2026-05-04');
    await waitFor(() => expect(chosen()).toHaveTextContent('package'));
  });
});
