import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createFormatter, createTranslator } from 'next-intl';
import { expect, test, type APIRequestContext } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { formats, formatTravelPeriod } from '@/lib/i18n/formats';
import { suggestRooms } from '@/lib/package/rooms';
import { SITES as SITE_TABLE, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import { OFFERS_PORT } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { MESSAGES } from './messages';
import { hydrated } from './hydration';
import { startOwnServer } from './own-server';

/**
 * The PDF offer (booking spec §2, §4, §9): a customised trip downloaded as a
 * PDF named with its offer number, read back with poppler (`pdftotext`,
 * `pdftoppm`), reopened from its link with the same selection and total,
 * and reopened again after the sandbox supplier withdrew its hotel.
 *
 * On a server of its own with the sandbox's control on: a withdrawn hotel
 * leaves packages no other test may count on.
 */
const BASE = `http://localhost:${OFFERS_PORT}`;
const DATA_DIR = '.data/e2e-offers';

const SITES = [
  {
    locale: 'da',
    path: 'pakker',
    adults: 'Voksne (16+ år)',
    download: 'Hent tilbuddet som PDF',
    file: /^tilbud-(\d+)\.pdf$/,
    done: (id: string) => `Tilbud ${id} er hentet som PDF.`,
    title: (id: string) => `Tilbud nr. ${id}`,
    restored: /Tilbud \d+ er genskabt: rejsen, som den blev sendt/,
    changed: /Tilbud \d+ er genskabt, men noget i det kan ikke længere fås/,
    hotelGone: (offered: string, replacement: string) => `Hotellet ${offered} kan ikke længere fås. I stedet: ${replacement}.`,
    room: 'Værelse 1:',
  },
  {
    locale: 'no',
    path: 'pakker',
    adults: 'Voksne (16+ år)',
    download: 'Last ned tilbudet som PDF',
    file: /^tilbud-(\d+)\.pdf$/,
    done: (id: string) => `Tilbud ${id} er lastet ned som PDF.`,
    title: (id: string) => `Tilbud nr. ${id}`,
    restored: /Tilbud \d+ er gjenopprettet: reisen slik den ble sendt/,
    changed: /Tilbud \d+ er gjenopprettet, men noe i det kan ikke lenger fås/,
    hotelGone: (offered: string, replacement: string) => `Hotellet ${offered} kan ikke lenger fås. I stedet: ${replacement}.`,
    room: 'Rom 1:',
  },
  {
    locale: 'sv',
    path: 'resor',
    adults: 'Vuxna (16+ år)',
    download: 'Ladda ner erbjudandet som PDF',
    file: /^erbjudande-(\d+)\.pdf$/,
    done: (id: string) => `Erbjudande ${id} är nedladdat som PDF.`,
    title: (id: string) => `Erbjudande nr ${id}`,
    restored: /Erbjudande \d+ är återställt: resan som den skickades/,
    changed: /Erbjudande \d+ är återställt, men något i det går inte längre att få/,
    hotelGone: (offered: string, replacement: string) => `Hotellet ${offered} går inte längre att få. I stället: ${replacement}.`,
    room: 'Rum 1:',
  },
] as const;

let server: { stop(): void } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server, one run: the PDF is the same on a phone');
  testInfo.setTimeout(600_000);
  for (const tool of ['pdftotext', 'pdftoppm']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(`${tool} is missing: install Debian's poppler-utils (.ci/run does)`);
    }
  }
  server = await startOwnServer(request, { port: OFFERS_PORT, dataDir: DATA_DIR, env: { SITE_DOMAINS: '', SANDBOX_CONTROL: 'on' } });
});

test.afterAll(() => {
  server?.stop();
});

/**
 * An open package with flight and hotel, another hotel to choose, and a
 * ticket besides the included one with seats for three; not one an earlier
 * locale's test used (its hotel may be withdrawn by now).
 */
async function packageToCustomise(request: APIRequestContext, locale: string, used: Set<number>): Promise<{ pkg: PackageDetail; hotel: PackageDetail['hotels'][number]; ticketId: number }> {
  const list = await request.get(`${BASE}/api/v1/packages?available=true&limit=100&packageType=single`, { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (used.has(listed.id) || listed.isResidualSale || listed.isHotelLess || listed.isFlightLess) continue;
    const pkg = packageResponse.parse(await (await request.get(`${BASE}/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    const hotel = pkg.hotels.find((candidate) => !candidate.isDefault && candidate.id !== pkg.defaultServices.hotels[0]?.hotelId);
    const [included] = pkg.defaultServices.tickets;
    const event = pkg.events.find(({ id }) => id === included?.eventId);
    const ticket = event?.tickets.find((candidate) => candidate.id !== included?.ticketId && candidate.availability >= 3);
    if (!hotel || !ticket || pkg.events.length !== 1 || !pkg.defaultServices.hotels[0]?.isMutable) continue;
    used.add(pkg.id);
    return { pkg, hotel, ticketId: ticket.id };
  }
  throw new Error('no package with another hotel and another ticket in the seeded catalogue');
}

/** The package's travel period as the PDF writes it: in the site's words, with the year. */
function periodWithYear(locale: 'da' | 'no' | 'sv', pkg: PackageDetail): string {
  const format = createFormatter({ locale, formats, timeZone: SITE_TABLE[locale].timeZone });
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'packages' });
  return formatTravelPeriod(format, (days) => t('travelPeriod', days), pkg, 'dayMonthYear');
}

/** The share of a PGM picture's pixels that are not near white. */
function inkShare(pgm: Buffer): number {
  // P5 header: magic, width, height, maxval, each followed by whitespace.
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('pdftoppm wrote no PGM picture');
  const pixels = pgm.subarray(header[0].length);
  let ink = 0;
  for (const value of pixels) if (value < 200) ink += 1;
  return ink / pixels.length;
}

const used = new Set<number>();

for (const site of SITES) {
  test(`${site.locale}: a customised trip downloads as a PDF offer, reopens as it was, and names its hotel once the supplier withdrew it`, async ({ page, request }, testInfo) => {
    test.slow(); // A PDF drawn in the browser, read by poppler, and two reopenings.
    const { pkg, hotel, ticketId } = await packageToCustomise(request, site.locale, used);
    const fund = TRAVEL_GUARANTEE;

    // Another hotel (as a shared address chooses it), then three adults and another ticket on the page.
    await page.goto(`${BASE}/${site.locale}/${site.path}/${pkg.slug}?hotels=${hotel.id}`);
    await (await hydrated(page.getByLabel(site.adults))).selectOption('3');
    await expect(page).toHaveURL(/adults=3/);
    await page.locator(`input[type="radio"][value="${ticketId}"]`).check();
    await expect(page).toHaveURL(new RegExp(`tickets%5B%5D=\\d+%3A${ticketId}(&|$)`));
    const total = (await page.getByTestId('total').textContent())!;

    const button = page.getByRole('button', { name: site.download });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
    const offerId = site.file.exec(download.suggestedFilename())?.[1];
    expect(offerId, download.suggestedFilename()).toBeDefined();
    await expect(page.getByRole('status').filter({ hasText: site.done(offerId!) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(site.title(offerId!));
    // The travel period with its year, and the rooms in the site's language.
    expect(flat).toContain(periodWithYear(site.locale, pkg).replace(/\s+/g, ' ').replace(/[–—]/g, '-'));
    const [firstRoom] = suggestRooms(3, 0);
    expect(flat).toContain(`${site.room} ${MESSAGES[site.locale].package.customise.roomTypes[firstRoom!.roomType]}`);
    for (const room of hotel.rooms) if (!Object.values(MESSAGES[site.locale].package.customise.roomTypes).includes(room.name)) expect(flat).not.toContain(room.name);
    expect(flat).toContain(total.replace(/\s+/g, ' '));
    expect(flat).toContain(fund.memberNumber);
    // The organiser's fund and its lookup; the Norwegian and Swedish offers say the fund is the Danish one.
    expect(flat).toContain(fund.registryUrl);
    if (site.locale !== 'da') expect(flat).toMatch(/den dansk[ae] /);
    // The trip's flight is the site's own: out of its home airport and back to it.
    const home = SITE_TABLE[site.locale].homeDeparture.airport;
    expect(pkg.defaultServices.flight?.originAirport).toBe(home);
    expect(flat).toMatch(new RegExp(`\\b${home}\\b`));
    // The link that reopens the offer is one line of the text, whole.
    const link = new RegExp(`https?://\\S+/${site.locale}/${site.path}/${pkg.slug}\\?utm_source=pdf_offer&offerId=${offerId}`);
    expect(text.split('\n').some((line) => link.test(line)), text).toBe(true);
    execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', '1', '-l', '1', file, testInfo.outputPath('first-page')]);
    const picture = fs.readdirSync(testInfo.outputPath()).find((name) => name.startsWith('first-page') && name.endsWith('.pgm'));
    expect(picture).toBeDefined();
    expect(inkShare(fs.readFileSync(testInfo.outputPath(picture!)))).toBeGreaterThan(0.02);

    // Reopened from its link: the same travellers, hotel and total.
    const offerPage = `${BASE}/${site.locale}/${site.path}/${pkg.slug}?utm_source=pdf_offer&offerId=${offerId}`;
    await page.goto(offerPage);
    await expect(page.getByRole('status').filter({ hasText: site.restored })).toBeVisible();
    await expect(page.getByLabel(site.adults)).toHaveValue('3');
    await expect(page.locator(`input[type="radio"][value="${ticketId}"]`)).toBeChecked();
    await expect(page.getByText(hotel.name).first()).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(total);

    // The supplier withdraws the hotel: the offer reopens with the package's own hotel and says which it lost.
    const withdrawn = await request.post(`${BASE}/api/v1/sandbox/hotels/${hotel.id}/withdraw`);
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);
    const own = pkg.hotels.find((candidate) => candidate.id === pkg.defaultServices.hotels[0]!.hotelId)!;
    await page.goto(offerPage);
    const notice = page.getByRole('status').filter({ hasText: site.changed });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem').first()).toContainText(site.hotelGone(hotel.name, own.name));
  });
}
