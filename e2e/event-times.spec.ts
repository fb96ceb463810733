import { expect, test, type APIRequestContext } from './fixtures';

/**
 * A kick-off says whose clock it is on: the venue's, named as local time,
 * with the visitor's country's time beside it where that reads otherwise
 * (lib/i18n/event-time.ts). A match in London, an hour behind all three
 * sites, on the package page and on the booking page's summary. The browser
 * itself is in New York: the page shows the site's country's time, never the
 * browser's.
 */
const SITES = [
  { locale: 'da', path: 'pakker', home: 'Europe/Copenhagen', separator: '.', local: 'lokal tid', homeTime: 'dansk tid', summary: 'Din rejse' },
  { locale: 'no', path: 'pakker', home: 'Europe/Oslo', separator: ':', local: 'lokal tid', homeTime: 'norsk tid', summary: 'Din reise' },
  { locale: 'sv', path: 'resor', home: 'Europe/Stockholm', separator: ':', local: 'lokal tid', homeTime: 'svensk tid', summary: 'Din resa' },
] as const;

test.use({ timezoneId: 'America/New_York' });

interface ListedEvent {
  title: string;
  eventDateTime: string;
  timeZone: string;
}

/** An open single-match package whose match is played in London (the catalogue is seeded, not fixed). */
async function londonMatch(request: APIRequestContext): Promise<{ slug: string; event: ListedEvent }> {
  const list = await (await request.get('/api/v1/packages?available=true&limit=100&packageType=single')).json();
  for (const pkg of list.packages as { slug: string; isSoldOut: boolean; events: ListedEvent[] }[]) {
    const [event] = pkg.events;
    if (!pkg.isSoldOut && pkg.events.length === 1 && event?.timeZone === 'Europe/London') return { slug: pkg.slug, event };
  }
  throw new Error('no open package with a match in London');
}

/** "20.00" or "20:00": the hour and minute on a zone's clock at the kick-off, as the site writes them. */
const clock = (instant: string, timeZone: string, separator: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant)).replace(':', separator);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const site of SITES) {
  test(`${site.locale}: a match in London shows London's time as local time and the visitor's country's time beside it`, async ({ page, request }) => {
    test.slow(); // Two pages, the booking page's first load included.
    const { slug, event } = await londonMatch(request);
    const london = clock(event.eventDateTime, 'Europe/London', site.separator);
    const home = clock(event.eventDateTime, site.home, site.separator);
    expect(london, 'London is an hour behind Scandinavia all year').not.toBe(home);
    // "…, 20.00 lokal tid (21.00 dansk tid)"; the home time names its weekday when it falls on the next day.
    const kickOff = new RegExp(`\\D${escape(london)} ${site.local} \\(([\\p{L}.]+ )?(kl\\. )?${escape(home)} ${site.homeTime}\\)$`, 'u');

    await page.goto(`/${site.locale}/${site.path}/${slug}`);
    const card = page.getByRole('article', { name: event.title }).first();
    await expect(card.locator('time')).toHaveText(kickOff);
    await expect(card.locator('time')).toHaveAttribute('datetime', event.eventDateTime);

    await page.goto(`/${site.locale}/${site.path}/${slug}/book`);
    const summary = page.getByRole('complementary', { name: site.summary });
    await expect(summary.locator('time').first()).toHaveText(kickOff);
  });
}
