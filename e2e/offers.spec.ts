import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { expectNoSeriousAxeViolations } from './accessibility';

/**
 * Reopening an offer from its PDF's link (booking spec §4): the offer's
 * selection restored, and what the package can no longer give named with
 * what took its place. The offers are made through the API (the PDF's
 * download makes them the same way).
 */
const SITES = [
  { locale: 'da', path: 'pakker', adults: 'Voksne (16+ år)', restored: /Tilbud \d+ er genskabt: rejsen, som den blev sendt/, changed: /Tilbud \d+ er genskabt, men noget i det kan ikke længere fås/, hotelGone: 'Hotellet fra tilbuddet kan ikke længere fås. I stedet:', notFound: 'Vi kunne ikke finde tilbud 999999. Her er rejsen, som den er nu.' },
  { locale: 'no', path: 'pakker', adults: 'Voksne (16+ år)', restored: /Tilbud \d+ er gjenopprettet: reisen slik den ble sendt/, changed: /Tilbud \d+ er gjenopprettet, men noe i det kan ikke lenger fås/, hotelGone: 'Hotellet fra tilbudet kan ikke lenger fås. I stedet:', notFound: 'Vi fant ikke tilbud 999999. Her er reisen slik den er nå.' },
  { locale: 'sv', path: 'resor', adults: 'Vuxna (16+ år)', restored: /Erbjudande \d+ är återställt: resan som den skickades/, changed: /Erbjudande \d+ är återställt, men något i det går inte längre att få/, hotelGone: 'Hotellet från erbjudandet går inte längre att få. I stället:', notFound: 'Vi hittade inte erbjudande 999999. Här är resan som den är nu.' },
] as const;

/** An open package whose hotel can be changed, with another hotel than its own, and a hotel of another package. */
async function packageWithHotels(request: APIRequestContext, locale: string): Promise<{ pkg: PackageDetail; foreignHotelId: number }> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  const read: PackageDetail[] = [];
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || listed.isHotelLess) continue;
    read.push(packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package);
    const pkg = read.find((candidate) => candidate.hotels.length >= 2 && candidate.defaultServices.hotels[0]?.isMutable);
    const foreign = pkg && read.flatMap(({ hotels }) => hotels).find((hotel) => !pkg.hotels.some(({ id }) => id === hotel.id));
    if (pkg && foreign) return { pkg, foreignHotelId: foreign.id };
  }
  throw new Error('no open package with two hotels in the seeded catalogue');
}

async function createOffer(request: APIRequestContext, link: string): Promise<number> {
  const answer = await request.post('/api/v1/offers', { data: { link }, headers: { 'idempotency-key': randomUUID() } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { offerId: number }).offerId;
}

for (const site of SITES) {
  test.describe(`${site.locale}: reopening an offer`, () => {
    test('restores its travellers and hotel, names a hotel it can no longer have, and says when there is no such offer', async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the notice is the same on a phone; the journey once');
      test.slow();
      const { pkg, foreignHotelId } = await packageWithHotels(request, site.locale);
      const other = pkg.hotels.find((hotel) => !hotel.isDefault)!;
      const own = pkg.hotels.find((hotel) => hotel.isDefault) ?? pkg.hotels[0]!;

      const restoredId = await createOffer(request, `packageId=${pkg.id}&adults=3&hotels=${other.id}`);
      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}?utm_source=pdf_offer&offerId=${restoredId}`);
      await expect(page.getByRole('status').filter({ hasText: site.restored })).toBeVisible();
      await expect(page.getByLabel(site.adults)).toHaveValue('3');
      await expect(page.getByText(other.name).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      const failedId = await createOffer(request, `packageId=${pkg.id}&hotels=${foreignHotelId}`);
      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}?utm_source=pdf_offer&offerId=${failedId}`);
      const notice = page.getByRole('status').filter({ hasText: site.changed });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('listitem')).toHaveText(`${site.hotelGone} ${own.name}.`);

      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}?utm_source=pdf_offer&offerId=999999`);
      await expect(page.getByRole('status').filter({ hasText: site.notFound })).toBeVisible();
    });
  });
}
