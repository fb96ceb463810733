import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import OfferSheet, { type OfferSnapshot } from '@/features/package/offer/offer-sheet';
import { OfferDownload } from '@/features/package/offer/offer-download';
import { PackageStoreProvider } from '@/features/package/store/package-store';
import { formats } from '@/lib/i18n/formats';
import { formatPrice } from '@/lib/i18n/money';
import { NO_FLIGHTS, toChosenFlight } from '@/lib/package/flights';
import { toPriceInput } from '@/lib/package/price-input';
import { defaultSelection, resolveSelection } from '@/lib/package/selection';
import { priceBooking } from '@/lib/pricing';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { flight } from '../../support/availability-fixture';
import { api, http, HttpResponse, startApiServer } from '../../support/msw';
import { packageFixture } from '../../support/package-fixture';

const MESSAGES = { da, no, sv } as const;
const bookingConfig = { flightLessDiscount: 1500, hotelLessDiscount: 900 };
const apiServer = startApiServer();

function snapshotOf(adults: number): OfferSnapshot {
  const pkg = packageFixture();
  return { pkg, bookingConfig, selection: resolveSelection({ adults }, pkg), coupon: null, flights: NO_FLIGHTS };
}

describe('the PDF offer sheet', () => {
  for (const locale of ['da', 'no', 'sv'] as const) {
    it(`${locale}: carries the offer number, the travel period, the total in the site's money, every section and the travel guarantee fund`, () => {
      const snapshot = snapshotOf(3);
      const onReady = vi.fn();
      const { container } = render(
        <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
          <OfferSheet
            offerId={1042}
            snapshot={snapshot}
            pageUrl={`https://${SITES[locale].domain}/${locale}/trip`}
            conditions={{ general: <p>General terms</p>, extraordinary: <p>Extraordinary terms</p>, ticketOnly: <p>Ticket terms</p>, matchRisk: <p>Match risk</p> }}
            madeOn={new Date('2026-11-27T10:00:00Z')}
            onReady={onReady}
          />
        </NextIntlClientProvider>,
      );
      const sheet = container.firstElementChild as HTMLElement;
      expect(onReady).toHaveBeenCalledWith(sheet);
      // Never read by assistive technology: the download's status speaks for it.
      expect(sheet).toHaveAttribute('aria-hidden', 'true');
      const t = MESSAGES[locale].package;
      const view = within(sheet);
      expect(view.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(t.pdf.title.replace('{offerId}', '1042'));
      const total = priceBooking(toPriceInput(snapshot.pkg, snapshot.selection, bookingConfig, null)).total;
      expect(view.getByTestId('pdf-total')).toHaveTextContent(formatPrice(total, locale));
      expect(view.getByTestId('pdf-period')).not.toBeEmptyDOMElement();
      // One fund and number on every site, the organiser's, with the fund's lookup; the Norwegian and Swedish sheets say it is Danish.
      const fund = view.getByTestId('pdf-fund');
      expect(fund).toHaveTextContent(TRAVEL_GUARANTEE.memberNumber);
      expect(fund).toHaveTextContent(ORGANISER.name);
      expect(fund).toHaveTextContent(TRAVEL_GUARANTEE.registryUrl);
      if (locale !== 'da') expect(fund).toHaveTextContent(/dansk/);
      const headings = view.getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent);
      const ticketsHeading = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'package.customise' })('ticketsHeading', { sport: 'match' });
      for (const section of [ticketsHeading, t.customise.hotelHeading, t.pdf.pricing, t.customise.insuranceHeading, t.conditions.general, t.conditions.extraordinary, t.pdf.support]) {
        expect(headings).toContain(section);
      }
      expect(sheet.querySelector('a[href]')).toHaveAttribute('href', `https://${SITES[locale].domain}/${locale}/trip?utm_source=pdf_offer&offerId=1042`);
      // Every block the PDF captures, in order: the header first, the footer last.
      const blocks = sheet.querySelectorAll('[data-pdf-block]');
      expect(blocks[0]!.tagName).toBe('HEADER');
      expect(blocks[blocks.length - 1]!.tagName).toBe('FOOTER');
    });
  }
});

function renderSheet(snapshot: OfferSnapshot, locale: 'da' | 'no' | 'sv' = 'da') {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} formats={formats} timeZone={SITES[locale].timeZone}>
      <OfferSheet offerId={1043} snapshot={snapshot} pageUrl="https://fantur.dk/da/pakker/trip" madeOn={new Date('2026-11-27T10:00:00Z')} onReady={() => {}} />
    </NextIntlClientProvider>,
  );
  return within(container.firstElementChild as HTMLElement);
}

describe('what the PDF offer prints of the trip', () => {
  it('prints the travel period with its year, and the room types in the site’s language, not the hotel’s English names', () => {
    const view = renderSheet(snapshotOf(2));
    expect(view.getByTestId('pdf-period')).toHaveTextContent('1. maj 2026 – 4. maj 2026');
    expect(view.getByText(/Værelse 1: Dobbeltværelse, 2 voksne/)).toBeInTheDocument();
    expect(view.queryByText(/Standard Double Room/)).toBeNull();
  });

  it('prints the package’s own return leg with the times the flight step found, beside a chosen outward leg', () => {
    const snapshot = snapshotOf(2);
    const outward = toChosenFlight(flight('o1', { departs: '09:10' }));
    const ownReturn = toChosenFlight(flight('r-own', { direction: 'return', from: 'MAN', to: 'CPH', departs: '18:45' }));
    const view = renderSheet({ ...snapshot, selection: { ...snapshot.selection, ofid: 'o1' }, flights: { outward, return: null }, includedFlights: { outward: null, return: ownReturn } });
    const back = view.getByRole('article', { name: 'Hjemrejse', hidden: true });
    expect(back).toHaveTextContent('18.45');
    expect(view.getByRole('article', { name: 'Udrejse', hidden: true })).toHaveTextContent('09.10');
    expect(view.getByText(da.package.flights.localTimes)).toBeInTheDocument();
  });

  it('prints a flight offer’s legs, the airline’s prices and the fee it charges', () => {
    const base = packageFixture();
    const pkg = packageFixture({
      currency: 'SEK',
      isFlightLess: true,
      flightLessMode: 'offer',
      premiumAvailable: false,
      prices: { ...base.prices, defaultFlightLessPrice: 4200, premiumPrice: null, defaultWithTransitPrice: null },
      transitRoutes: [],
      defaultServices: { ...base.defaultServices, flight: null },
    });
    const outward = toChosenFlight(flight('o1', { price: 1000 }));
    const back = toChosenFlight(flight('r1', { direction: 'return', from: 'MAN', to: 'CPH', price: 1100, departs: '19:05' }));
    const selection = { ...resolveSelection({ adults: 2 }, pkg), ofid: 'o1', rfid: 'r1', stops: 0 };
    const view = renderSheet({ pkg, bookingConfig, selection, coupon: null, flights: { outward, return: back } }, 'sv');
    const headings = view.getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent);
    expect(headings).toContain(sv.package.customise.flightHeading);
    expect(view.getByRole('article', { name: 'Hemresa', hidden: true })).toHaveTextContent('19:05');
    expect(view.getByText('1 000 SEK per person')).toBeInTheDocument();
    expect(view.getByText(/Administrationsavgift: 400 SEK per person/)).toBeInTheDocument();
    expect(view.getByRole('row', { name: /Flygerbjudande/, hidden: true })).toBeInTheDocument();
  });

  it('writes the reopening link alone on its line', () => {
    const view = renderSheet(snapshotOf(2));
    const line = view.getByTestId('pdf-link');
    expect(line.textContent).toBe('https://fantur.dk/da/pakker/trip?utm_source=pdf_offer&offerId=1043');
  });
});

describe('the PDF offer download', () => {
  function renderDownload() {
    const pkg = packageFixture();
    return render(
      <NextIntlClientProvider locale="da" messages={da} formats={formats} timeZone="Europe/Copenhagen">
        <PackageStoreProvider pkg={pkg} bookingConfig={bookingConfig} initial={defaultSelection(pkg)} coupon={null}>
          <OfferDownload pageUrl="https://fantur.dk/da/pakker/test" />
        </PackageStoreProvider>
      </NextIntlClientProvider>,
    );
  }

  it("says the server's reason when the offer cannot be saved, and tries again with the same key", async () => {
    const keys: (string | null)[] = [];
    apiServer.use(
      http.post(api('offers'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: 'Tilbudslinket kan ikke læses' }, { status: 422 });
      }),
    );
    renderDownload();
    const button = screen.getByRole('button', { name: da.package.pdf.download });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tilbudslinket kan ikke læses');
    await userEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
