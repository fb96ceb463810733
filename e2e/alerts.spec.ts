import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

/**
 * A sold-out package's "tell me when trips are available" (the inquiries
 * issue) and the unsubscribe page its mail links to. The mail itself, once
 * per address when the package returns, is proven where the catalogue can
 * be changed: tests/integration/alerts.test.ts.
 */
const SITES = [
  { locale: 'da', path: 'pakker', unsubscribePath: 'afmeld-besked', email: 'E-mail', submit: 'Giv mig besked', sent: 'Tak. Vi skriver til dig, når rejsen kan bookes igen.', invalid: 'Indtast en gyldig e-mailadresse', unsubscribe: 'Afmeld', unsubscribed: 'Du er afmeldt. Vi skriver ikke til dig om rejsen.', badLink: 'Linket er ikke gyldigt. Brug linket fra din e-mail.' },
  { locale: 'no', path: 'pakker', unsubscribePath: 'avmeld-varsel', email: 'E-post', submit: 'Gi meg beskjed', sent: 'Takk. Vi skriver til deg når reisen kan bestilles igjen.', invalid: 'Skriv inn en gyldig e-postadresse', unsubscribe: 'Meld av', unsubscribed: 'Du er meldt av. Vi skriver ikke til deg om reisen.', badLink: 'Lenken er ikke gyldig. Bruk lenken fra e-posten din.' },
  { locale: 'sv', path: 'resor', unsubscribePath: 'avsluta-bevakning', email: 'E-post', submit: 'Meddela mig', sent: 'Tack. Vi skriver till dig när resan går att boka igen.', invalid: 'Ange en giltig e-postadress', unsubscribe: 'Avsluta', unsubscribed: 'Bevakningen är avslutad. Vi skriver inte till dig om resan.', badLink: 'Länken är inte giltig. Använd länken från ditt e-postmeddelande.' },
] as const;

async function soldOutPackage(request: APIRequestContext, locale: string): Promise<string | undefined> {
  const answer = await request.get('/api/v1/packages?limit=100&packageType=single', { headers: { 'accept-language': locale } });
  return ((await answer.json()) as { packages: { slug: string; isSoldOut: boolean }[] }).packages.find((pkg) => pkg.isSoldOut)?.slug;
}

for (const site of SITES) {
  test(`${site.locale}: a sold-out package takes an address to tell when it can be booked again; the mail's link unsubscribes`, async ({ page, request }) => {
    const slug = await soldOutPackage(request, site.locale);
    test.skip(!slug, 'no sold-out single-match package in this seed');
    await page.goto(`/${site.locale}/${site.path}/${slug}`);
    const email = await hydrated(page.getByRole('complementary').getByLabel(site.email, { exact: true }));
    await email.fill('not an address');
    await page.getByRole('button', { name: site.submit }).click();
    await expect(page.getByText(site.invalid)).toBeVisible();
    await email.fill(`waiting-${site.locale}@example.com`);
    await page.getByRole('button', { name: site.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: site.sent })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/${site.locale}/${site.unsubscribePath}?token=nonsense`);
    await expect(page.getByRole('alert').filter({ hasText: site.badLink })).toBeVisible();
    await page.goto(`/${site.locale}/${site.unsubscribePath}?token=${'a'.repeat(32)}`);
    await (await hydrated(page.getByRole('button', { name: site.unsubscribe }))).click();
    await expect(page.getByRole('status').filter({ hasText: site.unsubscribed })).toBeVisible();
  });
}

const CLUB_PATHS = { da: 'fodboldrejser', no: 'fotballreiser', sv: 'fotbollsresor' } as const;
const MATCH_SENT = { da: 'Tak. Vi skriver til dig, når der er en rejse til kampen.', no: 'Takk. Vi skriver til deg når det finnes en reise til kampen.', sv: 'Tack. Vi skriver till dig när det finns en resa till matchen.' } as const;

for (const site of SITES) {
  test(`${site.locale}: a match with no trip yet, on its club's page, takes an address in a dialog that returns the focus`, async ({ page, request }) => {
    const clubs = ((await (await request.get('/api/v1/clubs?limit=100')).json()) as { clubs: { slug: string }[] }).clubs;
    let club: string | undefined;
    for (const { slug } of clubs) {
      const answer = await request.get(`/api/v1/clubs/${slug}/announced-matches`);
      if (((await answer.json()) as { matches: unknown[] }).matches.length > 0) {
        club = slug;
        break;
      }
    }
    test.skip(!club, 'no club with a match without a trip in this seed');
    await page.goto(`/${site.locale}/${CLUB_PATHS[site.locale]}/${club}`);
    const section = page.getByRole('region', { name: /uden rejser|uten reiser|utan resor/ });
    const open = await hydrated(section.getByRole('button', { name: site.submit }).first());
    await open.click();
    const dialog = page.getByRole('dialog');
    const email = dialog.getByLabel(site.email, { exact: true });
    await expect(email).toBeVisible();
    await email.fill('not an address');
    await dialog.getByRole('button', { name: site.submit }).click();
    await expect(dialog.getByText(site.invalid)).toBeVisible();
    await email.fill(`match-${site.locale}@example.com`);
    await dialog.getByRole('button', { name: site.submit }).click();
    await expect(dialog.getByRole('status').filter({ hasText: MATCH_SENT[site.locale] })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
}
